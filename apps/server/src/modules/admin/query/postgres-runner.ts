import pg from 'pg';
import { elapsedMs, type RawSqlResult, SqlExecutionError, type SqlRunOptions, SqlTimeoutError } from './sql-result.ts';

export interface PostgresTarget {
  url: string;
  schema?: string;
}

/** Statements a cursor can hold; only these are read through DECLARE … FETCH. */
const CURSOR_KEYWORDS = new Set(['select', 'with', 'values', 'table']);
const QUERY_CANCELED = '57014';

/** pg's own message when query_timeout fires. */
const CLIENT_TIMEOUT = 'Query read timeout';
// `queryMode` (pg ≥ 8.12) is missing from @types/pg.
type ExtendedQuery = pg.QueryConfig & { queryMode?: 'extended' };
type ExtendedArrayQuery = pg.QueryArrayConfig & { queryMode?: 'extended' };

const isTimeout = (error: unknown) => (error as { code?: string } | null)?.code === QUERY_CANCELED;

/**
 * Runs one statement on a dedicated connection (never the app's pool) inside its own
 * transaction. `statement_timeout` makes the server cancel it after `timeoutMs`; the extended
 * protocol refuses multi-statement text. Reads go through a cursor so a huge table costs
 * `maxRows + 1` rows, not all of them; statements a cursor cannot hold (writes, SHOW, EXPLAIN,
 * a WITH that modifies) run directly and have their rows cut after the fact.
 */
export async function runOnPostgres(
  target: PostgresTarget,
  statement: string,
  firstKeyword: string,
  options: SqlRunOptions,
): Promise<RawSqlResult> {
  const client = new pg.Client({
    connectionString: target.url,
    statement_timeout: options.timeoutMs,
    // A backstop in case the server never answers: the client gives up a little later.
    query_timeout: options.timeoutMs + 2000,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // A dropped connection must not crash the process; the pending query rejects instead.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN');
    const startedAt = performance.now();
    let raw: pg.QueryArrayResult | null = null;
    if (CURSOR_KEYWORDS.has(firstKeyword)) {
      await client.query('SAVEPOINT admin_query');
      try {
        await client.query({
          text: `DECLARE admin_query_cursor NO SCROLL CURSOR FOR ${statement}`,
          queryMode: 'extended',
        } as ExtendedQuery);
        raw = await client.query({
          text: `FETCH FORWARD ${options.maxRows + 1} FROM admin_query_cursor`,
          rowMode: 'array',
        });
      } catch (error) {
        if (isTimeout(error)) throw error;
        await client.query('ROLLBACK TO SAVEPOINT admin_query');
      }
    }
    raw ??= await client.query({ text: statement, rowMode: 'array', queryMode: 'extended' } as ExtendedArrayQuery);
    const executionTime = elapsedMs(startedAt);
    await client.query('COMMIT');
    if (raw.fields.length > 0) {
      const truncated = raw.rows.length > options.maxRows;
      return {
        kind: 'rows',
        columns: raw.fields.map((field) => field.name),
        rows: truncated ? raw.rows.slice(0, options.maxRows) : raw.rows,
        truncated,
        executionTime,
      };
    }
    return { kind: 'changes', changes: raw.rowCount ?? 0, lastRowId: null, executionTime };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    if (isTimeout(error) || (error instanceof Error && error.message === CLIENT_TIMEOUT)) {
      throw new SqlTimeoutError();
    }
    if (error instanceof Error && 'severity' in error) throw new SqlExecutionError(error.message);
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
