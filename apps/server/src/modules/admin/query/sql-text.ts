import type { DialectName } from '../../../db/connection.ts';

export type StatementCheck =
  | { kind: 'empty' }
  | { kind: 'multiple' }
  | { kind: 'single'; statement: string; firstKeyword: string };

const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);

/**
 * Finds where the quoted part that starts at `i` ends (index just past it), so that semicolons
 * inside strings, quoted identifiers and comments are not taken as statement ends. Returns -1
 * when `i` does not start one. Covers both engines: '…' with '' escapes, E'…' with backslash
 * escapes and $tag$…$tag$ (PostgreSQL), "…", `…` and […] identifiers (SQLite), -- and /* *\/
 * comments (nested on PostgreSQL, as its lexer nests them).
 */
function skipQuoted(text: string, i: number, dialect: DialectName): number {
  const c = text[i];
  const next = text[i + 1];
  if (c === '-' && next === '-') {
    const end = text.indexOf('\n', i + 2);
    return end === -1 ? text.length : end + 1;
  }
  if (c === '/' && next === '*') {
    let depth = 1;
    let j = i + 2;
    while (j < text.length && depth > 0) {
      if (text[j] === '*' && text[j + 1] === '/') {
        depth -= 1;
        j += 2;
      } else if (dialect === 'postgres' && text[j] === '/' && text[j + 1] === '*') {
        depth += 1;
        j += 2;
      } else j += 1;
    }
    return j;
  }
  if (c === "'" || c === '"' || c === '`') {
    const backslashEscapes =
      c === "'" && dialect === 'postgres' && /[Ee]/.test(text[i - 1] ?? '') && !isWordChar(text[i - 2]);
    let j = i + 1;
    while (j < text.length) {
      if (backslashEscapes && text[j] === '\\') j += 2;
      else if (text[j] === c && text[j + 1] === c) j += 2;
      else if (text[j] === c) return j + 1;
      else j += 1;
    }
    return text.length;
  }
  if (c === '[' && dialect === 'sqlite') {
    const end = text.indexOf(']', i + 1);
    return end === -1 ? text.length : end + 1;
  }
  if (c === '$' && dialect === 'postgres' && !isWordChar(text[i - 1])) {
    const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i));
    if (!tag) return -1;
    const end = text.indexOf(tag[0], i + tag[0].length);
    return end === -1 ? text.length : end + tag[0].length;
  }
  return -1;
}

const isComment = (text: string, i: number) =>
  (text[i] === '-' && text[i + 1] === '-') || (text[i] === '/' && text[i + 1] === '*');

/**
 * The SQL tool runs exactly one statement (DESIGN §4.3). Trailing semicolons, whitespace and
 * comments are fine; anything after a statement-ending semicolon is a second statement. The
 * engines refuse multi-statement text as well (better-sqlite3's prepare, PostgreSQL's extended
 * protocol), so this is the first of two locks, and the one that gives a clear message.
 */
export function checkSingleStatement(text: string, dialect: DialectName): StatementCheck {
  let statementEnd = -1;
  let firstKeyword = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const skipped = skipQuoted(text, i, dialect);
    if (skipped !== -1) {
      if (statementEnd !== -1 && !isComment(text, i)) return { kind: 'multiple' };
      i = skipped;
      continue;
    }
    if (c === ';') {
      if (statementEnd === -1) statementEnd = i;
      i += 1;
      continue;
    }
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    // Something that is not a comment, a semicolon or space.
    if (statementEnd !== -1) return { kind: 'multiple' };
    if (!firstKeyword && /[A-Za-z]/.test(c)) {
      firstKeyword = (/^[A-Za-z]+/.exec(text.slice(i)) as RegExpExecArray)[0].toLowerCase();
    } else if (!firstKeyword && c !== '(') {
      firstKeyword = '?';
    }
    i += 1;
  }
  const statement = (statementEnd === -1 ? text : text.slice(0, statementEnd)).trim();
  if (!firstKeyword) return { kind: 'empty' };
  return { kind: 'single', statement, firstKeyword };
}
