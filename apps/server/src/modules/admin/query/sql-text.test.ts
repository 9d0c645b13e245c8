import { describe, expect, it } from 'vitest';
import { checkSingleStatement } from './sql-text.ts';

const both = ['sqlite', 'postgres'] as const;

describe('checkSingleStatement', () => {
  it.each(both)('accepts one statement with trailing semicolons, spaces and comments (%s)', (dialect) => {
    expect(checkSingleStatement('  SELECT * FROM "user";  ; -- done\n /* bye */ ', dialect)).toEqual({
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
