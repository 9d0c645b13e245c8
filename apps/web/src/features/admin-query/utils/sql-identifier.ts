/** Names that are SQL keywords on SQLite or PostgreSQL and so need quoting as identifiers (our tables' `user`). */
const RESERVED = new Set(['user', 'order', 'group', 'select', 'from', 'where', 'table', 'limit', 'offset', 'default']);

/** An identifier as it can be typed into a query: bare when it is plain, else in double quotes. */
export function sqlIdentifier(name: string): string {
  if (/^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name)) return name;
  return `"${name.replaceAll('"', '""')}"`;
}

/** Puts `text` where the caret is in the textarea (replacing a selection) and returns the new value and caret. */
export function insertAt(value: string, start: number, end: number, text: string) {
  const before = value.slice(0, start);
  // A name typed after a word gets a space, so `select` + `post` does not become `selectpost`.
  const spaced = before && !/[\s(,.]$/.test(before) ? ` ${text}` : text;
  return { value: before + spaced + value.slice(end), caret: start + spaced.length };
}
