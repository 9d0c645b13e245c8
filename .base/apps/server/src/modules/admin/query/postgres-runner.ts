import pg from 'pg';
import { SQL_TOOL_ROLE } from '../../../db/migrations/111-sql-tool-role.ts';
import { REDACTED_NAMES, ResultShaper, type ShaperColumn } from './result-shaper.mjs';
import {
  elapsedMs,
  type RawSqlResult,
  SqlExecutionError,
  SqlRefusedError,
  type SqlRunOptions,
  SqlTimeoutError,
} from './sql-result.ts';

export interface PostgresTarget {
  url: string;
  schema?: string;
}

/** Statements a cursor can hold; only these are read through DECLARE … FETCH. */
const CURSOR_KEYWORDS = new Set(['select', 'with', 'values', 'table']);
const QUERY_CANCELED = '57014';
/** Should the server never answer, the client gives up this long after the time limit. */
const BACKSTOP_MS = 2000;
const FIRST_BATCH = 20;
const MAX_BATCH = 250;

// `queryMode` (pg ≥ 8.12) is missing from @types/pg.
type ExtendedQuery = pg.QueryConfig & { queryMode?: 'extended' };
type RowsResult = Omit<Extract<RawSqlResult, { kind: 'rows' }>, 'executionTime'>;
type ChangesResult = Omit<Extract<RawSqlResult, { kind: 'changes' }>, 'executionTime'>;

const isTimeout = (error: unknown) =>
  (error as { code?: string } | null)?.code === QUERY_CANCELED || error instanceof SqlTimeoutError;

/** The rest of the run's time, for the next statement (each FETCH is a statement of its own). */
async function limitNextStatement(client: pg.Client, deadline: number): Promise<void> {
  const remaining = Math.floor(deadline - performance.now());
  if (remaining <= 0) throw new SqlTimeoutError();
  await client.query(`SET LOCAL statement_timeout = ${remaining}`);
}

/**
 * Values as PostgreSQL writes them, except numbers and booleans: nothing is rounded (int8 beyond
 * ±2^53 stays text, numeric is always text), and timestamps, json and arrays keep their exact text.
 * The app's own pool parses int8 as a number (db/connection.ts); this client must not.
 */
const TOOL_TYPES = {
  getTypeParser(oid: number) {
    switch (oid) {
      case 16:
        return (value: string) => value === 't';
      case 20:
        return (value: string) => (Number.isSafeInteger(Number(value)) ? Number(value) : value);
      case 21:
      case 23:
      case 26:
        return (value: string) => Number.parseInt(value, 10);
      case 700:
      case 701:
        return (value: string) => Number(value);
      case 17:
        return pg.types.getTypeParser(17, 'text');
      default:
        return (value: string) => value;
    }
  },
};

/**
 * Takes on the tool's role (migration 111) for this transaction. Without it, a connecting
 * superuser never runs the admin's SQL, and anyone else may only read (decision 060).
 * Returns the role the statement must still have when it ends.
 */
async function enterSandbox(client: pg.Client, mode: SqlRunOptions['mode']): Promise<string> {
  const { rows } = await client.query<{ me: string; superuser: boolean; member: boolean | null }>(
    `select current_user as me, r.rolsuper as superuser,
       (select pg_has_role(current_user, t.oid, 'MEMBER') from pg_roles t where t.rolname = $1) as member
     from pg_roles r where r.rolname = current_user`,
    [SQL_TOOL_ROLE],
  );
  const me = rows[0];
  if (me?.member) {
    await client.query('SAVEPOINT enter_sandbox');
    try {
      await client.query(`SET LOCAL ROLE "${SQL_TOOL_ROLE}"`);
      await client.query('RELEASE SAVEPOINT enter_sandbox');
      return SQL_TOOL_ROLE;
    } catch {
      // A member without the right to SET ROLE (PostgreSQL 16 grants can say so).
      await client.query('ROLLBACK TO SAVEPOINT enter_sandbox');
    }
  }
  if (!me || me.superuser) throw new SqlRefusedError('sandboxUnavailable');
  if (mode === 'write') throw new SqlRefusedError('writeUnavailable');
  return me.me;
}

/** `table oid:column number` of every column whose value the tool withholds. */
async function redactedOrigins(client: pg.Client): Promise<Set<string>> {
  const { rows } = await client.query<{ rel: number; num: number }>(
    'select attrelid as rel, attnum as num from pg_attribute where attname = any($1) and not attisdropped',
    [[...REDACTED_NAMES]],
  );
  return new Set(rows.map((row) => `${row.rel}:${row.num}`));
}

const columnsOf = (fields: pg.FieldDef[], redacted: Set<string>): ShaperColumn[] =>
  fields.map((field) => ({ name: field.name, redact: redacted.has(`${field.tableID}:${field.columnID}`) }));

const shaperFor = (fields: pg.FieldDef[], redacted: Set<string>, options: SqlRunOptions) =>
  new ResultShaper({ columns: columnsOf(fields, redacted), ...options });

/**
 * Reads the cursor a batch at a time, so a huge table costs no more rows than the limits let
 * through; batches shrink when rows are large. (A single value is still read whole: PostgreSQL
 * sends a row in one message.)
 */
async function readCursor(
  client: pg.Client,
  options: SqlRunOptions,
  redacted: Set<string>,
  deadline: number,
): Promise<RowsResult> {
  let shaper: ResultShaper | null = null;
  let batch = FIRST_BATCH;
  for (;;) {
    await limitNextStatement(client, deadline);
    const page = await client.query({ text: `FETCH FORWARD ${batch} FROM admin_query_cursor`, rowMode: 'array' });
    shaper ??= shaperFor(page.fields, redacted, options);
    for (const row of page.rows) if (!shaper.add(row)) return { kind: 'rows', ...shaper.result() };
    if (page.rows.length < batch) return { kind: 'rows', ...shaper.result() };
    const perRow = shaper.bytes / Math.max(1, shaper.rowCount);
    batch = Math.max(1, Math.min(MAX_BATCH, Math.ceil((options.maxBytes - shaper.bytes) / perRow) + 1));
  }
}

/**
 * Runs a statement a cursor cannot hold (writes, SHOW, EXPLAIN); rows past the limits are
 * dropped as they arrive. (No callback: pg would then keep every row.)
 */
function runDirect(
  client: pg.Client,
  statement: string,
  options: SqlRunOptions,
  redacted: Set<string>,
): Promise<RowsResult | ChangesResult> {
  return new Promise((resolve, reject) => {
    const query = new pg.Query({ text: statement, rowMode: 'array', queryMode: 'extended' } as ExtendedQuery);
    let shaper: ResultShaper | null = null;
    let full = false;
    query.on('row', (row: unknown[], result?: pg.QueryResult) => {
      if (full) return;
      shaper ??= shaperFor(result?.fields ?? [], redacted, options);
      full = !shaper.add(row);
    });
    query.on('error', reject);
    query.on('end', (result: pg.QueryResult) => {
      if (result.fields.length === 0) resolve({ kind: 'changes', changes: result.rowCount ?? 0, lastRowId: null });
      else resolve({ kind: 'rows', ...(shaper ?? shaperFor(result.fields, redacted, options)).result() });
    });
    client.query(query);
  });
}

/**
 * Runs one statement on a dedicated connection (never the app's pool) inside its own
 * transaction, as the tool's role: READ ONLY and always rolled back in read mode, committed in
 * write mode. `statement_timeout` makes the server cancel it after `timeoutMs`; the extended
 * protocol refuses multi-statement text. Should the statement change its role (set_config is
 * refused before it gets here, but should a way be found), everything is rolled back and its
 * rows thrown away.
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
    types: TOOL_TYPES,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // A dropped connection must not crash the process; the pending query rejects instead.
  client.on('error', () => {});
  let backstop: NodeJS.Timeout | undefined;
  try {
    await client.connect();
    const work = runInTransaction(client, statement, firstKeyword, options);
    // The server cancels the statement itself (statement_timeout); this is for a server that never answers.
    const giveUp = new Promise<never>((_resolve, reject) => {
      backstop = setTimeout(() => reject(new SqlTimeoutError()), options.timeoutMs + BACKSTOP_MS);
    });
    work.catch(() => {});
    return await Promise.race([work, giveUp]);
  } catch (error) {
    if (isTimeout(error)) throw new SqlTimeoutError();
    if (error instanceof Error && 'severity' in error) {
      throw new SqlExecutionError(error.message, (error as { code?: string }).code);
    }
    throw error;
  } finally {
    clearTimeout(backstop);
    await client.end().catch(() => {});
  }
}

async function runInTransaction(
  client: pg.Client,
  statement: string,
  firstKeyword: string,
  options: SqlRunOptions,
): Promise<RawSqlResult> {
  const write = options.mode === 'write';
  try {
    await client.query(write ? 'BEGIN' : 'BEGIN READ ONLY');
    const role = await enterSandbox(client, options.mode);
    const redacted = await redactedOrigins(client);
    const startedAt = performance.now();
    const deadline = startedAt + options.timeoutMs;
    let result: RowsResult | ChangesResult | null = null;
    if (CURSOR_KEYWORDS.has(firstKeyword)) {
      await client.query('SAVEPOINT admin_query');
      let declared = false;
      try {
        await client.query({
          text: `DECLARE admin_query_cursor NO SCROLL CURSOR FOR ${statement}`,
          queryMode: 'extended',
        } as ExtendedQuery);
        declared = true;
      } catch (error) {
        // A WITH that writes cannot be a cursor: it runs directly below.
        if (isTimeout(error)) throw error;
        await client.query('ROLLBACK TO SAVEPOINT admin_query');
      }
      if (declared) result = await readCursor(client, options, redacted, deadline);
    }
    if (!result) {
      await limitNextStatement(client, deadline);
      result = await runDirect(client, statement, options, redacted);
    }
    const executionTime = elapsedMs(startedAt);
    const after = await client.query<{ name: string }>('select current_user as name');
    if (after.rows[0]?.name !== role) throw new SqlRefusedError('roleChanged');
    await client.query(write ? 'COMMIT' : 'ROLLBACK');
    return { ...result, executionTime };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
