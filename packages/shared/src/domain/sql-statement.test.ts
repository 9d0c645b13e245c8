import { describe, expect, it } from 'vitest';
import { checkSingleStatement, classifySql, isSignInColumn, isSignInTable, isWriteStatement } from './sql-statement.ts';

const both = ['sqlite', 'postgres'] as const;

describe('checkSingleStatement', () => {
  it.each(both)('accepts one statement with trailing semicolons, spaces and comments (%s)', (dialect) => {
    expect(checkSingleStatement('  SELECT * FROM "user";  ; -- done\n /* bye */ ', dialect)).toMatchObject({
      kind: 'single',
      statement: 'SELECT * FROM "user"',
      firstKeyword: 'select',
    });
    expect(checkSingleStatement('update post set title = 1', dialect)).toMatchObject({
      kind: 'single',
      firstKeyword: 'update',
    });
  });

  it.each(both)('ignores semicolons inside strings, identifiers and comments (%s)', (dialect) => {
    for (const text of [
      "select 'a;b' as x",
      "select 'it''s; fine'",
      'select 1 as "semi;colon"',
      'select 1 -- a; b\n',
      'select /* ; */ 1',
      "select 'x' -- ';\n",
    ]) {
      expect(checkSingleStatement(text, dialect), text).toMatchObject({ kind: 'single' });
    }
  });

  it.each(both)('refuses a second statement, however it is hidden (%s)', (dialect) => {
    for (const text of [
      'select 1; select 2',
      'select 1;select 2;',
      "select 'a;b'; delete from post",
      'select 1; -- c\n drop table post',
      'select 1;/* c */drop table post',
      'select 1; (select 2)',
      "select 1; 'x'",
    ]) {
      expect(checkSingleStatement(text, dialect), text).toEqual({ kind: 'multiple' });
    }
  });

  it.each(both)('calls blank text and comments-only text empty (%s)', (dialect) => {
    for (const text of ['', '   ', ';', '-- nothing', '/* x */ ;']) {
      expect(checkSingleStatement(text, dialect), text).toEqual({ kind: 'empty' });
    }
  });

  it('knows PostgreSQL dollar quotes, E-strings and nested comments', () => {
    expect(checkSingleStatement('select $$a;b$$', 'postgres')).toMatchObject({ kind: 'single' });
    expect(checkSingleStatement('select $tag$ ; $x$ ; $tag$', 'postgres')).toMatchObject({ kind: 'single' });
    expect(checkSingleStatement("select E'\\'; still a string'", 'postgres')).toMatchObject({ kind: 'single' });
    expect(checkSingleStatement('select 1 /* a /* b */ ; c */', 'postgres')).toMatchObject({ kind: 'single' });
    // $1 is a parameter, not a quote.
    expect(checkSingleStatement('select $1; select 2', 'postgres')).toEqual({ kind: 'multiple' });
  });

  it('knows SQLite bracket identifiers and that its comments do not nest', () => {
    expect(checkSingleStatement('select 1 as [a;b]', 'sqlite')).toMatchObject({ kind: 'single' });
    expect(checkSingleStatement('select 1 /* a /* b */ ; select 2', 'sqlite')).toEqual({ kind: 'multiple' });
    // In SQLite a backslash does not escape a quote.
    expect(checkSingleStatement("select E'\\'; select 2", 'sqlite')).toEqual({ kind: 'multiple' });
  });

  it('reads the first keyword past leading comments and parentheses', () => {
    expect(checkSingleStatement('/* hi */ (SELECT 1)', 'sqlite')).toMatchObject({ firstKeyword: 'select' });
    expect(checkSingleStatement('-- x\nWITH a AS (select 1) select * from a', 'postgres')).toMatchObject({
      firstKeyword: 'with',
    });
  });
});

describe('classifySql', () => {
  const kind = (sql: string, dialect: 'sqlite' | 'postgres') => classifySql(sql, dialect);

  it.each(both)('reads: SELECT, VALUES, WITH … SELECT, EXPLAIN without ANALYZE (%s)', (dialect) => {
    for (const sql of [
      'SELECT * FROM post',
      '(select 1)',
      'values (1)',
      'WITH a AS (SELECT 1) SELECT * FROM a',
      "SELECT replace(title, 'a', 'b') FROM post",
      "SELECT 'update post set x = 1' AS text",
      'SELECT 1 AS "delete"',
      'EXPLAIN SELECT 1',
      'EXPLAIN UPDATE post SET title = 1',
    ]) {
      expect(kind(sql, dialect), sql).toMatchObject({ kind: 'read' });
    }
  });

  it.each(both)('writes: INSERT, UPDATE, DELETE, a WITH that writes, FOR UPDATE (%s)', (dialect) => {
    for (const sql of [
      'INSERT INTO post (title) VALUES (1)',
      'update sphere set name = 1',
      'DELETE FROM comment',
      'WITH gone AS (SELECT 1) DELETE FROM comment',
      'SELECT * FROM post FOR UPDATE',
      '/* x */ (UPDATE post SET title = 1)',
    ]) {
      expect(kind(sql, dialect), sql).toMatchObject({ kind: 'write' });
    }
    expect(kind('REPLACE INTO admin_settings VALUES (1, 2, 3, 4)', 'sqlite')).toMatchObject({ kind: 'write' });
    expect(kind('EXPLAIN ANALYZE DELETE FROM post', 'postgres')).toMatchObject({ kind: 'write' });
    expect(kind('EXPLAIN (ANALYZE, BUFFERS) DELETE FROM post', 'postgres')).toMatchObject({ kind: 'write' });
    expect(kind('EXPLAIN (ANALYZE false) DELETE FROM post', 'postgres')).toMatchObject({ kind: 'read' });
  });

  it.each(both)('calls DDL and privilege changes schema changes (%s)', (dialect) => {
    for (const sql of [
      'CREATE TABLE x (a int)',
      'DROP TABLE post',
      'alter table post add column x int',
      'TRUNCATE post',
      'GRANT ALL ON post TO public',
      'ALTER ROLE postgres NOSUPERUSER',
      'CREATE TEMP TRIGGER t AFTER INSERT ON post BEGIN SELECT 1; END',
    ]) {
      expect(kind(sql, dialect), sql).toMatchObject({ kind: 'schema' });
    }
    expect(kind('SELECT * INTO copy_of_user FROM "user"', 'postgres')).toMatchObject({ kind: 'schema' });
  });

  it.each(both)('refuses what reaches outside the database or changes the session (%s)', (dialect) => {
    for (const [sql, refusal] of [
      ["VACUUM INTO '/srv/uploads/dump.db'", 'outside'],
      ["ATTACH DATABASE '/tmp/x.db' AS x", 'outside'],
      ['DETACH x', 'outside'],
      ["COPY (SELECT 1) TO PROGRAM 'id'", 'outside'],
      ["LOAD 'plugin'", 'outside'],
      ['BEGIN', 'transaction'],
      ['commit', 'transaction'],
      ['SET ROLE postgres', 'session'],
      ['RESET ROLE', 'session'],
      ['DO $$ BEGIN END $$', 'session'],
      ["NOTIFY channel, 'x'", 'session'],
      ['LOCK TABLE post', 'session'],
      ["'just a string'", 'unsupported'],
      ['FROBNICATE post', 'unsupported'],
    ] as const) {
      expect(kind(sql, dialect), sql).toMatchObject({ kind: 'refused', refusal });
    }
  });

  it('refuses PostgreSQL functions that could leave the role or run SQL given as text, however written', () => {
    for (const sql of [
      "SELECT set_config('role', 'postgres', false)",
      "SELECT pg_catalog.set_config('role', 'postgres', false)",
      "SELECT \"set_config\"('role', 'postgres', false)",
      "SELECT U&\"set\\005fconfig\"('role', 'postgres', false)",
      "SELECT U&\"set!005fconfig\" UESCAPE '!' ('role', 'postgres', false)",
      "UPDATE pg_settings SET setting = '0' WHERE name = 'statement_timeout'",
      "SELECT query_to_xml('select 1', true, false, '')",
      "SELECT * FROM ts_stat('select 1')",
      "SELECT dblink_exec('dbname=postgres', 'drop table post')",
      'SELECT lo_import(1)',
      'SELECT pg_advisory_lock(1)',
      "SELECT pg_notify('c', 'x')",
    ]) {
      expect(kind(sql, 'postgres'), sql).toMatchObject({ kind: 'refused', refusal: 'function' });
    }
    // Names inside strings or comments are not calls.
    expect(kind("SELECT 'set_config' /* set_config */", 'postgres')).toMatchObject({ kind: 'read' });
  });

  it('refuses load_extension on SQLite and lets only reading PRAGMAs through', () => {
    expect(kind("SELECT load_extension('/tmp/evil.so')", 'sqlite')).toMatchObject({ refusal: 'function' });
    for (const sql of [
      'PRAGMA table_info(post)',
      'pragma main.index_list("post")',
      'PRAGMA user_version',
      'PRAGMA integrity_check',
      'PRAGMA foreign_key_check(post)',
    ]) {
      expect(kind(sql, 'sqlite'), sql).toMatchObject({ kind: 'read' });
    }
    for (const sql of [
      'PRAGMA user_version = 5',
      'PRAGMA user_version(5)',
      'PRAGMA journal_mode = DELETE',
      'PRAGMA writable_schema = ON',
      'PRAGMA foreign_keys = OFF',
      'PRAGMA wal_checkpoint(TRUNCATE)',
      'PRAGMA table_info(post) = 1',
    ]) {
      expect(kind(sql, 'sqlite'), sql).toMatchObject({ kind: 'refused', refusal: 'pragma' });
    }
    expect(kind('PRAGMA table_info(post)', 'postgres')).toMatchObject({ kind: 'refused', refusal: 'unsupported' });
  });

  it.each(both)('refuses any change that names the audit table, however quoted (%s)', (dialect) => {
    for (const sql of [
      'DELETE FROM audit_log',
      'UPDATE "audit_log" SET outcome = \'ok\'',
      "INSERT INTO main.AUDIT_LOG (action) VALUES ('x')",
      'DROP TABLE audit_log',
      'WITH x AS (SELECT 1) DELETE FROM audit_log',
    ]) {
      expect(kind(sql, dialect), sql).toMatchObject({ kind: 'refused', refusal: 'audit' });
    }
    expect(kind('SELECT * FROM audit_log', dialect)).toMatchObject({ kind: 'read' });
  });

  it('keeps SQLite bookkeeping tables out of writes', () => {
    expect(kind("UPDATE sqlite_sequence SET seq = 1 WHERE name = 'audit_log'", 'sqlite')).toMatchObject({
      refusal: 'system',
    });
  });

  it('keeps sessions, rate-limit counters, job runs and migrations out of writes, and lets them be read', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      for (const sql of [
        "INSERT INTO session (token_hash, user_id) VALUES ('x', 1)",
        'DELETE FROM rate_limit_counter',
        'UPDATE "job_run" SET last_error = NULL',
        'WITH gone AS (DELETE FROM session RETURNING 1) SELECT count(*) FROM gone',
        'DELETE FROM kysely_migration',
      ]) {
        expect(classifySql(sql, dialect), `${sql} (${dialect})`).toMatchObject({
          kind: 'refused',
          refusal: 'operational',
        });
      }
      expect(classifySql('SELECT count(*) FROM session', dialect).kind).toBe('read');
    }
  });

  it('never writes the columns that grant power or sign in, nor the linked-login and second-factor tables', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      for (const sql of [
        'UPDATE "user" SET admin_level = 2 WHERE user_id = 5',
        'UPDATE "user" SET password_hash = (SELECT password_hash FROM "user" WHERE user_id = 1) WHERE user_id = 5',
        'UPDATE "user" SET "Admin_Level" = 0',
        "INSERT INTO user_oauth_account (user_id, provider, subject) VALUES (1, 'kakao', 'x')",
        'DELETE FROM user_two_factor',
        'UPDATE user_two_factor SET enabled = 0',
        "UPDATE member_keys SET totp_secret = 'x'",
      ]) {
        expect(classifySql(sql, dialect), `${sql} (${dialect})`).toMatchObject({ kind: 'refused', refusal: 'signIn' });
      }
      expect(classifySql('UPDATE "user" SET user_name = \'새이름\' WHERE user_id = 5', dialect).kind).toBe('write');
      expect(classifySql('SELECT admin_level FROM "user"', dialect).kind).toBe('read');
      expect(classifySql('SELECT * FROM user_two_factor', dialect).kind).toBe('read');
    }
    expect(isSignInColumn('admin_level')).toBe(true);
    expect(isSignInColumn('user_name')).toBe(false);
    expect(isSignInTable('user_oauth_account')).toBe(true);
    expect(isSignInTable('user_favorite')).toBe(false);
  });

  it('tells the web page which statements are writes on either engine', () => {
    expect(isWriteStatement("UPDATE sphere SET name = 'x'")).toBe(true);
    expect(isWriteStatement('SELECT 1')).toBe(false);
    expect(isWriteStatement('DROP TABLE post')).toBe(false);
  });
});
