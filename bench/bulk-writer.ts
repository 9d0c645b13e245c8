/** What bench/generate-data.ts writes through: one engine's fastest honest path for a bulk load. */
export type Value = string | number | null | string[];
export type Row = Value[];

export interface BulkWriter {
  /** Appends rows in the order given (ids ascending); returns when the engine has them. */
  insert(table: string, columns: string[], rows: Row[]): Promise<void>;
  /**
   * Puts back what was set aside for the load (secondary indexes, row triggers), fills what the
   * triggers would have written, and closes the connection.
   */
  finish(): Promise<void>;
}

/** The tables the generator fills; their secondary indexes and row triggers wait for the load. */
export const BULK_TABLES = ['user', 'sphere_member', 'post', 'post_reaction', 'comment', 'post_search'];
