import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_QUERY_LIMITS, ADMIN_QUERY_MESSAGES } from '@tubesphere/shared/contract/admin-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerFor } from '../../src/modules/admin/query/service.ts';
import type { SqlRunOptions } from '../../src/modules/admin/query/sql-result.ts';
import { createTestApp, signInAdmin, TEST_ADMIN, type TestApp, testDialect } from '../helpers/test-app.ts';
import { sqlRunAudits } from './audit-fixtures.ts';

/**
 * The SQL tool stays inside the database (docs/decisions/060-sql-tool-sandbox.md): read-only
 * unless asked, never files, programs, roles, schema changes or the audit trail. Each refusal
 * is checked through the API (the classifier's clear message) and, where the engine is the
 * lock that matters, by handing the statement to the engine runner directly, past the
 * classifier, as a mistake in the classifier would.
 */
const pg = testDialect() === 'postgres';
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const run = (query: string, mode?: 'read' | 'write') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/query',
    payload: { query, adminKey: TEST_ADMIN.key, mode },
    headers: { cookie: admin.cookie },
  });

/** Straight to the engine, as if the classifier had let the statement through. */
const engine = (statement: string, mode: 'read' | 'write') => {
  const options: SqlRunOptions = {
    mode,
    maxRows: 1000,
    maxBytes: ADMIN_QUERY_LIMITS.maxResultBytes,
    maxCellChars: ADMIN_QUERY_LIMITS.maxCellChars,
    timeoutMs: 5000,
  };
  const keyword = /^\s*\(?\s*([a-z]+)/i.exec(statement)?.[1]?.toLowerCase() ?? '';
  return runnerFor(t.config.database)(statement, keyword, options);
};

const sphereName = async () =>
  (await t.app.db.selectFrom('sphere').select('name').where('sphere_id', '=', 1).executeTakeFirstOrThrow()).name;
const auditCount = async () => (await t.app.db.selectFrom('audit_log').select('audit_id').execute()).length;

describe(`the SQL tool's sandbox on ${testDialect()}`, () => {
  it('is read-only unless write mode is asked for, and says so in Korean', async () => {
    const before = await sphereName();
    for (const mode of [undefined, 'read'] as const) {
      const response = await run("UPDATE sphere SET name = 'changed' WHERE sphere_id = 1", mode);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.readOnly });
    }
    expect(await sphereName()).toBe(before);
    expect((await sqlRunAudits(t.app)).at(-1)).toMatchObject({ mode: 'read', outcome: 'refused' });

    // EXPLAIN describes a write without running it: fine in read mode.
    const explained = await run("EXPLAIN UPDATE sphere SET name = 'changed' WHERE sphere_id = 1");
    expect(explained.json()).toMatchObject({ type: 'select', mode: 'read' });
    expect(await sphereName()).toBe(before);
    const select = await run('SELECT name FROM sphere WHERE sphere_id = 1');
    expect(select.json()).toMatchObject({ type: 'select', mode: 'read', data: [{ name: before }] });
    const written = await run("UPDATE sphere SET name = 'changed' WHERE sphere_id = 1", 'write');
    expect(written.json()).toMatchObject({ type: 'modification', mode: 'write', changes: 1 });
    expect(await sphereName()).toBe('changed');
  });

  it('lets the engine refuse a write in read mode that the classifier reads as a read', async () => {
    // The read-only connection (SQLite) or READ ONLY transaction (PostgreSQL) is the real lock.
    const write = pg ? "SELECT nextval(pg_get_serial_sequence('post', 'post_id'))" : 'UPDATE sphere SET name = 1';
    await expect(engine(write, 'read')).rejects.toMatchObject(
      pg ? { code: '25006' } : { name: 'SqlRefusedError', reason: 'readOnly' },
    );
    if (pg) {
      const response = await run(write);
      expect(response.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.readOnly });
    }
  });

  it('never changes the schema or privileges, in either mode', async () => {
    for (const sql of ['DROP TABLE sphere', 'CREATE TABLE x (a integer)', 'ALTER TABLE sphere ADD COLUMN x integer']) {
      for (const mode of ['read', 'write'] as const) {
        const response = await run(sql, mode);
        expect(response.statusCode, `${sql} (${mode})`).toBe(400);
        expect(response.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.schema });
      }
    }
    await expect(engine('CREATE TABLE x (a integer)', 'write')).rejects.toMatchObject(
      pg ? { code: '42501' } : { reason: 'schema' },
    );
    await expect(engine('DROP TABLE sphere', 'write')).rejects.toMatchObject(
      pg ? { code: '42501' } : { reason: 'schema' },
    );
    expect((await run('SELECT count(*) AS n FROM sphere')).json().data[0].n).toBeGreaterThan(0);
  });

  it('cannot change, forge or drop audit rows, in either mode', async () => {
    const attempts = [
      'DELETE FROM audit_log',
      "UPDATE audit_log SET outcome = 'ok'",
      "INSERT INTO audit_log (created_at, action, outcome) VALUES ('2024-01-01', 'sql.run', 'ok')",
      'DROP TABLE audit_log',
      'DELETE FROM "audit_log" WHERE audit_id > 0',
    ];
    for (const sql of attempts) {
      const before = await auditCount();
      const response = await run(sql, 'write');
      expect(response.statusCode, sql).toBe(400);
      expect(response.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.audit });
      // The refusal itself is the one new row.
      expect(await auditCount()).toBe(before + 1);
    }
    // The engine refuses too: privileges on PostgreSQL, triggers and the writer function on SQLite.
    for (const sql of attempts.slice(0, 4)) {
      await expect(engine(sql, 'write'), sql).rejects.toMatchObject(
        pg ? { code: '42501' } : { name: expect.stringMatching(/SqlExecutionError|SqlRefusedError/) },
      );
    }
    if (pg) await expect(engine('TRUNCATE audit_log', 'write')).rejects.toMatchObject({ code: '42501' });
    // And the trail still works: every call is answered and recorded.
    expect((await run('SELECT count(*) AS n FROM audit_log')).statusCode).toBe(200);
  });

  it('reads but never writes sessions, rate-limit counters or job runs, in either mode', async () => {
    const sessions = async () => (await t.app.db.selectFrom('session').select('user_id').execute()).length;
    const before = await sessions();
    const attempts = [
      'DELETE FROM session',
      "INSERT INTO session (token_hash, user_id, created_at, expires_at, last_seen_at) SELECT 'forged', user_id, created_at, created_at, created_at FROM session",
      'DELETE FROM rate_limit_counter',
      'UPDATE job_run SET last_error = NULL',
    ];
    for (const sql of attempts) {
      const response = await run(sql, 'write');
      expect(response.statusCode, sql).toBe(400);
      expect(response.json()).toEqual({ error: ADMIN_QUERY_MESSAGES.operational });
      // Past the classifier the engine refuses too: privileges on PostgreSQL, the program on SQLite.
      await expect(engine(sql, 'write'), sql).rejects.toMatchObject(
        pg ? { code: '42501' } : { name: 'SqlRefusedError', reason: 'operational' },
      );
    }
    expect(await sessions()).toBe(before);
    const read = await run('SELECT count(*) AS n FROM session');
    expect(read.statusCode, read.body).toBe(200);
    // Content tables stay writable in write mode.
    const written = await run("UPDATE sphere SET description = '설명' WHERE sphere_id = 2", 'write');
    expect(written.json()).toMatchObject({ type: 'modification', changes: 1 });
  });

  it('serves only uploaded images from the uploads folder, whatever else lands there', async () => {
    const dir = t.config.uploadDir;
    fs.writeFileSync(path.join(dir, 'dump.db'), 'SQLite format 3');
    fs.writeFileSync(path.join(dir, 'page.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(dir, 'page.webp.html'), '<script>alert(1)</script>');
    for (const name of ['dump.db', 'page.html', 'page.webp.html']) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.body).not.toContain('alert');
    }
    const image = fs.readdirSync(dir).find((name) => name.endsWith('.webp'));
    expect(image).toBeDefined();
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['dump.db', 'page.html', 'page.webp.html']) fs.rmSync(path.join(dir, name));
  });

  it('never reaches outside the database: files, programs, extensions, roles', async () => {
    if (pg) await outsideOnPostgres();
    else await outsideOnSqlite();
  });
});

/** VACUUM INTO, ATTACH, writing PRAGMAs and load_extension are refused; no file is written. */
async function outsideOnSqlite() {
  const uploads = () => t.config.uploadDir;
  {
    const target = path.join(uploads(), 'dump.db');
    const attempts: [string, string][] = [
      [`VACUUM INTO '${target}'`, ADMIN_QUERY_MESSAGES.outside],
      [`ATTACH DATABASE '${target}' AS x`, ADMIN_QUERY_MESSAGES.outside],
      [
        `ATTACH '${t.config.database.kind === 'sqlite' ? t.config.database.file : ''}' AS again`,
        ADMIN_QUERY_MESSAGES.outside,
      ],
      ['DETACH x', ADMIN_QUERY_MESSAGES.outside],
      ['PRAGMA user_version = 7', ADMIN_QUERY_MESSAGES.pragma],
      ['PRAGMA journal_mode = DELETE', ADMIN_QUERY_MESSAGES.pragma],
      ['PRAGMA writable_schema = ON', ADMIN_QUERY_MESSAGES.pragma],
      ["SELECT load_extension('/tmp/nothing.so')", ADMIN_QUERY_MESSAGES.deniedFunction('load_extension')],
    ];
    for (const [sql, error] of attempts) {
      for (const mode of ['read', 'write'] as const) {
        const response = await run(sql, mode);
        expect(response.statusCode, `${sql} (${mode})`).toBe(400);
        expect(response.json()).toEqual({ error });
      }
    }
    // Past the classifier, SQLite's own reading of each statement refuses it.
    const outside = path.join(os.tmpdir(), `ts-vacuum-${process.pid}.db`);
    for (const [sql, mode] of [
      [`VACUUM INTO '${outside}'`, 'read'],
      [`VACUUM INTO '${outside}'`, 'write'],
      [`ATTACH DATABASE '${outside}' AS x`, 'read'],
      [`ATTACH DATABASE '${outside}' AS x`, 'write'],
      ['PRAGMA user_version = 7', 'write'],
      ['PRAGMA journal_mode = DELETE', 'write'],
      ["SELECT load_extension('/tmp/nothing.so')", 'read'],
      ['CREATE TEMP TRIGGER t AFTER INSERT ON post BEGIN SELECT 1; END', 'write'],
      ['BEGIN', 'write'],
    ] as const) {
      await expect(engine(sql, mode), `${sql} (${mode})`).rejects.toMatchObject({ name: 'SqlRefusedError' });
    }
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.readdirSync(uploads()).filter((name) => !name.endsWith('.webp'))).toEqual([]);
    expect((await run('PRAGMA user_version')).json().data[0].user_version).toBe(0);
    expect((await run('PRAGMA table_info(sphere)')).statusCode).toBe(200);
  }
}

/**
 * COPY … TO PROGRAM, pg_read_file and ALTER ROLE are refused, and the tool's role refuses them
 * too even though the test cluster's DATABASE_URL is a superuser; a run that switches back to
 * the connecting role is thrown away with everything it did.
 */
async function outsideOnPostgres() {
  const marker = path.join(os.tmpdir(), `ts-copy-program-${process.pid}`);
  {
    const attempts: [string, string][] = [
      [`COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`, ADMIN_QUERY_MESSAGES.outside],
      ['ALTER ROLE tubesphere_sql_tool SUPERUSER', ADMIN_QUERY_MESSAGES.schema],
      ['SET ROLE postgres', ADMIN_QUERY_MESSAGES.session],
      ['DO $$ BEGIN PERFORM 1; END $$', ADMIN_QUERY_MESSAGES.session],
      ["SELECT set_config('role', 'postgres', false)", ADMIN_QUERY_MESSAGES.deniedFunction('set_config')],
      [
        "SELECT query_to_xml('select pg_read_file(''/etc/hostname'')', true, false, '')",
        ADMIN_QUERY_MESSAGES.deniedFunction('query_to_xml'),
      ],
    ];
    for (const [sql, error] of attempts) {
      for (const mode of ['read', 'write'] as const) {
        const response = await run(sql, mode);
        expect(response.statusCode, `${sql} (${mode})`).toBe(400);
        expect(response.json()).toEqual({ error });
      }
    }
    // pg_read_file reaches the engine: the tool's role may not call it.
    const read = await run("SELECT pg_read_file('/etc/hostname')");
    expect(read.statusCode).toBe(400);
    expect(read.json().error).toMatch(
      /^SQL 도구에 허용되지 않은 작업입니다: permission denied for function pg_read_file/,
    );

    // Past the classifier, the role is the lock.
    for (const sql of [
      `COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`,
      "SELECT pg_read_file('/etc/hostname')",
      "SELECT pg_ls_dir('.')",
      'ALTER ROLE tubesphere_sql_tool SUPERUSER',
      'CREATE ROLE intruder SUPERUSER',
    ]) {
      await expect(engine(sql, 'write'), sql).rejects.toMatchObject({ code: '42501' });
    }
    expect(fs.existsSync(marker)).toBe(false);
  }
  {
    const roleEscape =
      "SELECT set_config('role', session_user, false), query_to_xml('select pg_read_file(''/etc/hostname'') as f', true, false, '')";
    await expect(engine(roleEscape, 'read')).rejects.toMatchObject({ reason: 'roleChanged' });
    await expect(engine('SET ROLE postgres', 'write')).rejects.toMatchObject({ reason: 'roleChanged' });
    await expect(engine('RESET ROLE', 'write')).rejects.toMatchObject({ reason: 'roleChanged' });
    const before = await sphereName();
    await expect(
      engine(
        "WITH x AS (UPDATE sphere SET name = 'escaped' WHERE sphere_id = 1 RETURNING 1) SELECT set_config('role', session_user, true) FROM x",
        'write',
      ),
    ).rejects.toMatchObject({ reason: 'roleChanged' });
    expect(await sphereName()).toBe(before);
  }
}
