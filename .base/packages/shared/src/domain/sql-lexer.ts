export type SqlDialect = 'sqlite' | 'postgres';

/**
 * `word`: an unquoted keyword or identifier, lower-cased (both engines fold them).
 * `quoted`: a quoted identifier, unescaped ("…", `…`, […], PostgreSQL U&"…").
 * `string`: a string or blob literal (its text is not kept: nothing inside one is SQL).
 */
export interface SqlToken {
  kind: 'word' | 'quoted' | 'string' | 'number' | 'param' | 'punct';
  value: string;
  start: number;
  end: number;
}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const isWordPart = (c: string | undefined) => c !== undefined && WORD_PART.test(c);

/** Index just past a quoted run that starts at `i` with `quote`; a doubled quote is an escape. */
function endOfQuoted(text: string, i: number, quote: string, backslashEscapes = false): number {
  let j = i + 1;
  while (j < text.length) {
    if (backslashEscapes && text[j] === '\\') j += 2;
    else if (text[j] === quote && text[j + 1] === quote) j += 2;
    else if (text[j] === quote) return j + 1;
    else j += 1;
  }
  return text.length;
}

/** Index just past a comment at `i`, or -1. PostgreSQL nests block comments; SQLite does not. */
function endOfComment(text: string, i: number, dialect: SqlDialect): number {
  if (text[i] === '-' && text[i + 1] === '-') {
    const end = text.indexOf('\n', i + 2);
    return end === -1 ? text.length : end + 1;
  }
  if (text[i] !== '/' || text[i + 1] !== '*') return -1;
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

/** PostgreSQL U&"…" identifiers: \XXXX and \+XXXXXX code points (or another escape character). */
function decodeUnicodeIdentifier(body: string, escapeChar: string): string {
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    if (body[i] !== escapeChar) {
      out += body[i];
      continue;
    }
    if (body[i + 1] === escapeChar) {
      out += escapeChar;
      i += 1;
      continue;
    }
    const six = body[i + 1] === '+';
    const hex = body.slice(six ? i + 2 : i + 1, six ? i + 8 : i + 5);
    const code = Number.parseInt(hex, 16);
    if (Number.isNaN(code) || code > 0x10ffff) return body;
    out += String.fromCodePoint(code);
    i += six ? 7 : 4;
  }
  return out;
}

/**
 * Splits SQL into tokens the way the engines read it, for the SQL tool's checks: semicolons,
 * keywords and names inside strings, quoted identifiers and comments are never mistaken for
 * SQL, and a name written as "set_config" or U&"set\005fconfig" is the name set_config.
 */
export function tokenizeSql(text: string, dialect: SqlDialect): SqlToken[] {
  const tokens: SqlToken[] = [];
  const push = (kind: SqlToken['kind'], value: string, start: number, end: number) =>
    tokens.push({ kind, value, start, end });
  const pg = dialect === 'postgres';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const commentEnd = endOfComment(text, i, dialect);
    if (commentEnd !== -1) {
      i = commentEnd;
      continue;
    }
    // Prefixed strings: E'…' (backslash escapes), U&'…', B'…', X'…', N'…'.
    if (/[EeUuBbXxNn]/.test(c) && !isWordPart(text[i - 1])) {
      const unicode = /[Uu]/.test(c) && next === '&' && (text[i + 2] === "'" || text[i + 2] === '"');
      if (unicode && text[i + 2] === '"' && pg) {
        const end = endOfQuoted(text, i + 2, '"');
        let body = text.slice(i + 3, end - 1).replaceAll('""', '"');
        let stop = end;
        const uescape = /^\s*UESCAPE\s*'(.)'/i.exec(text.slice(end));
        if (uescape) stop = end + uescape[0].length;
        body = decodeUnicodeIdentifier(body, uescape?.[1] ?? '\\');
        push('quoted', body, i, stop);
        i = stop;
        continue;
      }
      if (unicode || next === "'") {
        const quoteAt = unicode ? i + 2 : i + 1;
        const end = endOfQuoted(text, quoteAt, "'", pg && /[Ee]/.test(c));
        push('string', '', i, end);
        i = end;
        continue;
      }
    }
    if (c === "'") {
      const end = endOfQuoted(text, i, "'");
      push('string', '', i, end);
      i = end;
      continue;
    }
    if (c === '"' || (c === '`' && !pg)) {
      const end = endOfQuoted(text, i, c);
      push('quoted', text.slice(i + 1, end - 1).replaceAll(c + c, c), i, end);
      i = end;
      continue;
    }
    if (c === '[' && !pg) {
      const close = text.indexOf(']', i + 1);
      const end = close === -1 ? text.length : close + 1;
      push('quoted', text.slice(i + 1, close === -1 ? end : close), i, end);
      i = end;
      continue;
    }
    if (c === '$' && pg && !isWordPart(text[i - 1])) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i));
      if (tag) {
        const close = text.indexOf(tag[0], i + tag[0].length);
        const end = close === -1 ? text.length : close + tag[0].length;
        push('string', '', i, end);
        i = end;
        continue;
      }
    }
    if (WORD_START.test(c)) {
      let j = i + 1;
      while (isWordPart(text[j])) j += 1;
      push('word', text.slice(i, j).toLowerCase(), i, j);
      i = j;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && next !== undefined && /[0-9]/.test(next))) {
      const number = /^(0x[0-9A-Fa-f_]+|[0-9_]*\.?[0-9_]+(?:[eE][+-]?[0-9]+)?)/.exec(text.slice(i));
      const end = i + Math.max(1, number?.[0].length ?? 1);
      push('number', text.slice(i, end), i, end);
      i = end;
      continue;
    }
    if ((c === '$' || c === '?' || c === ':' || c === '@') && next !== undefined && /[A-Za-z0-9_]/.test(next)) {
      // $1 (PostgreSQL), ?1, :name, @name (SQLite). `::` casts are punctuation.
      if (!(c === ':' && text[i - 1] === ':')) {
        let j = i + 1;
        while (isWordPart(text[j])) j += 1;
        push('param', text.slice(i, j), i, j);
        i = j;
        continue;
      }
    }
    push('punct', c, i, i + 1);
    i += 1;
  }
  return tokens;
}
