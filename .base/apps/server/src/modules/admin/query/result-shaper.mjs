// Turns driver rows into what the SQL tool answers, within its limits. Plain JavaScript because
// the SQLite child process (sqlite-child.mjs) runs without the TypeScript loader; the PostgreSQL
// runner uses it too, so both engines answer alike. Types: result-shaper.d.mts.

/** Columns whose values the tool never shows, wherever they come from or however they are named. */
export const REDACTED_NAMES = new Set(['password_hash', 'token_hash']);

const BLOB_PREVIEW_BYTES = 256;

/**
 * Any value a driver returns, as JSON can carry it: integers beyond ±2^53 as their exact digits,
 * dates as ISO text, blobs as \x hex (first 256 bytes), anything else as JSON text; text longer
 * than `maxChars` keeps its beginning and an ellipsis. Returns [cell, wasCut].
 */
export function toCell(value, maxChars) {
  if (value === null || value === undefined) return [null, false];
  if (typeof value === 'boolean') return [value, false];
  if (typeof value === 'number') return [Number.isFinite(value) ? value : String(value), false];
  if (typeof value === 'bigint') {
    const number = Number(value);
    return [Number.isSafeInteger(number) ? number : value.toString(), false];
  }
  if (value instanceof Date) return [Number.isNaN(value.getTime()) ? String(value) : value.toISOString(), false];
  if (value instanceof Uint8Array) {
    const shown = Math.min(value.byteLength, BLOB_PREVIEW_BYTES);
    const hex = Buffer.from(value.buffer, value.byteOffset, shown).toString('hex');
    return [`\\x${hex}${value.byteLength > shown ? '…' : ''}`, false];
  }
  let text;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? inner.toString() : inner));
    } catch {
      text = String(value);
    }
  }
  if (text.length <= maxChars) return [text, false];
  return [`${text.slice(0, maxChars)}…`, true];
}

/** Keys for row objects; a repeated name (select 1 as a, 2 as a) gets `:2`, `:3`… */
export function uniqueKeys(names) {
  const seen = new Map();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}:${count}`;
  });
}

/**
 * Collects rows up to `maxRows` and `maxBytes` of JSON, withholding redacted columns. `add`
 * returns false once no further row is wanted, so a runner can stop reading.
 */
export class ResultShaper {
  constructor({ columns, maxRows, maxBytes, maxCellChars }) {
    this.keys = uniqueKeys(columns.map((column) => column.name));
    this.redacted = columns.map(
      (column) => column.redact === true || REDACTED_NAMES.has(String(column.name).toLowerCase()),
    );
    this.maxRows = maxRows;
    this.maxBytes = maxBytes;
    this.maxCellChars = maxCellChars;
    this.data = [];
    this.bytes = 2;
    this.truncatedBy = null;
    this.cellsCut = false;
  }

  add(row) {
    if (this.truncatedBy) return false;
    if (this.data.length >= this.maxRows) {
      this.truncatedBy = 'rows';
      return false;
    }
    const object = {};
    let cut = false;
    this.keys.forEach((key, index) => {
      if (this.redacted[index]) {
        object[key] = null;
        return;
      }
      const [cell, wasCut] = toCell(row[index], this.maxCellChars);
      object[key] = cell;
      cut ||= wasCut;
    });
    const size = Buffer.byteLength(JSON.stringify(object)) + 1;
    if (this.bytes + size > this.maxBytes) {
      this.truncatedBy = 'bytes';
      return false;
    }
    this.bytes += size;
    this.cellsCut ||= cut;
    this.data.push(object);
    return true;
  }

  get rowCount() {
    return this.data.length;
  }

  result() {
    return {
      columns: this.keys,
      data: this.data,
      truncatedBy: this.truncatedBy,
      cellsCut: this.cellsCut,
      redactedColumns: this.keys.filter((_key, index) => this.redacted[index]),
    };
  }
}
