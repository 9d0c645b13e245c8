export type SqlCell = string | number | boolean | null;

export interface ShapedRows {
  columns: string[];
  data: Record<string, SqlCell>[];
  truncatedBy: 'rows' | 'bytes' | null;
  cellsCut: boolean;
  redactedColumns: string[];
}

export interface ShaperColumn {
  name: string;
  /** The column comes straight from a redacted column (password_hash, token_hash) of a table. */
  redact?: boolean;
}

export const REDACTED_NAMES: ReadonlySet<string>;
export function toCell(value: unknown, maxChars: number): [SqlCell, boolean];
export function uniqueKeys(names: string[]): string[];
export class ResultShaper {
  constructor(options: { columns: ShaperColumn[]; maxRows: number; maxBytes: number; maxCellChars: number });
  /** JSON bytes of the rows kept so far. */
  readonly bytes: number;
  readonly rowCount: number;
  add(row: unknown[]): boolean;
  result(): ShapedRows;
}
