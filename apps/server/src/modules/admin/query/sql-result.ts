import type { AdminQueryMode } from '@tubesphere/shared/contract/admin-query';
import type { ShapedRows } from './result-shaper.mjs';

/** What a runner hands back: shaped rows, or a modification count. */
export type RawSqlResult =
  | ({ kind: 'rows'; executionTime: number } & ShapedRows)
  | { kind: 'changes'; changes: number; lastRowId: number | string | null; executionTime: number };

export interface SqlRunOptions {
  mode: AdminQueryMode;
  maxRows: number;
  maxBytes: number;
  maxCellChars: number;
  timeoutMs: number;
}

/** The database refused or failed the statement; its message (and code) tell the admin why. */
export class SqlExecutionError extends Error {
  override name = 'SqlExecutionError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Why a runner refused a statement after the classifier let it through: the engine's own
 * reading of it (SQLite), the tool's role (PostgreSQL), or a role change seen after the run.
 */
export type RunnerRefusal =
  | 'readOnly'
  | 'outside'
  | 'schema'
  | 'pragma'
  | 'transaction'
  | 'function'
  | 'operational'
  | 'signIn'
  | 'roleChanged'
  | 'writeUnavailable'
  | 'sandboxUnavailable';

export class SqlRefusedError extends Error {
  override name = 'SqlRefusedError';
  constructor(readonly reason: RunnerRefusal) {
    super(reason);
  }
}

/** The statement ran past the time limit and was cancelled. */
export class SqlTimeoutError extends Error {
  override name = 'SqlTimeoutError';
}

export const elapsedMs = (startedAt: number) => Math.round((performance.now() - startedAt) * 10) / 10;
