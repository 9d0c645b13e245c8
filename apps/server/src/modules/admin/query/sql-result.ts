/** What a runner hands back: rows with their column names, or a modification count. */
export type RawSqlResult =
  | { kind: 'rows'; columns: string[]; rows: unknown[][]; truncated: boolean; executionTime: number }
  | { kind: 'changes'; changes: number; lastRowId: number | null; executionTime: number };

export interface SqlRunOptions {
  maxRows: number;
  timeoutMs: number;
}

/** The database refused or failed the statement; its message is shown to the admin. */
export class SqlExecutionError extends Error {
  override name = 'SqlExecutionError';
}

/** The statement ran past the time limit and was cancelled. */
export class SqlTimeoutError extends Error {
  override name = 'SqlTimeoutError';
}

export type SqlCell = string | number | boolean | null;

/** Any value a driver returns, as JSON can carry it (dates, blobs, bigints and objects as text). */
export function toCell(value: unknown): SqlCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (value instanceof Uint8Array) {
    const hex = Buffer.from(value.buffer, value.byteOffset, Math.min(value.byteLength, 256)).toString('hex');
    return `\\x${hex}${value.byteLength > 256 ? '…' : ''}`;
  }
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Row objects keyed by column; a repeated name (select 1 as a, 2 as a) gets `:2`, `:3`… */
export function toRowObjects(
  columns: string[],
  rows: unknown[][],
): { keys: string[]; data: Record<string, SqlCell>[] } {
  const seen = new Map<string, number>();
  const keys = columns.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}:${count}`;
  });
  const data = rows.map((row) => Object.fromEntries(keys.map((key, index) => [key, toCell(row[index])])));
  return { keys, data };
}

export const elapsedMs = (startedAt: number) => Math.round((performance.now() - startedAt) * 10) / 10;
