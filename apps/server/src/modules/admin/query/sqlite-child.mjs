// Runs ONE admin SQL statement on its own SQLite connection, in its own process.
// Why a process: better-sqlite3 is synchronous and exposes neither sqlite3_interrupt nor a
// progress handler, and a worker thread cannot be stopped while it is inside native code
// (Worker.terminate() waits for the statement to return). Killing the process is the only way
// to cancel a runaway statement (e.g. an endless recursive CTE); SQLite's journal makes that
// safe — an unfinished write is rolled back and its locks die with the process.
// The kill comes from a watchdog thread in this process, not from the server: the server's
// event loop may itself be stuck waiting (busy_timeout) for the write lock this statement holds.
// Plain JavaScript so it starts in ~0.1 s without the TypeScript loader.
//
// What may run is decided twice (docs/decisions/060-sql-tool-sandbox.md): the server's
// statement classifier, then SQLite itself here — a read-only connection in read mode, the
// engine's own read-only flag for the statement, and the compiled program of the statement
// (EXPLAIN), which shows VACUUM, ATTACH/DETACH, schema changes and load_extension however the
// text was written. better-sqlite3 exposes no authorizer callback; this is the closest to one.
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { REDACTED_NAMES, ResultShaper, toCell } from './result-shaper.mjs';

const WATCHDOG = `
  const { workerData } = require('node:worker_threads');
  setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.timeoutMs);
`;

/** Opcodes of programs the tool never runs, and why. */
const REFUSED_OPCODES = new Map([
  ['Vacuum', 'outside'],
  ['CreateBtree', 'schema'],
  ['Destroy', 'schema'],
  ['DropTable', 'schema'],
  ['DropIndex', 'schema'],
  ['DropTrigger', 'schema'],
  ['ParseSchema', 'schema'],
  ['VCreate', 'schema'],
  ['VDestroy', 'schema'],
  ['SetCookie', 'pragma'],
  ['JournalMode', 'pragma'],
  ['Checkpoint', 'pragma'],
  ['IncrVacuum', 'pragma'],
  ['MaxPgcnt', 'pragma'],
  ['AutoCommit', 'transaction'],
  ['Savepoint', 'transaction'],
]);
/** Built-in functions (as EXPLAIN names them in P4) the tool never calls. */
const REFUSED_FUNCTIONS = [
  ['sqlite_attach(', 'outside'],
  ['sqlite_detach(', 'outside'],
  ['load_extension(', 'function'],
];

const REFUSAL_ORDER = ['outside', 'schema', 'transaction', 'function', 'operational', 'signIn', 'pragma'];

process.on('disconnect', () => process.exit(1));

/** Root pages of the named tables and their indexes: what an OpenWrite of them would open. */
function rootPagesOf(db, tables) {
  if (!tables?.length) return new Set();
  const placeholders = tables.map(() => '?').join(', ');
  const rows = db.prepare(`SELECT rootpage FROM sqlite_schema WHERE tbl_name IN (${placeholders})`).all(...tables);
  return new Set(rows.map((row) => Number(row.rootpage)));
}

/** Raised by the guards below; the answer names the refusal rather than this text. */
const SIGN_IN_GUARD = 'tubesphere: sign-in data';

/**
 * Tables that are a way in (linked logins, second factors: `signIn.table`), and per table the
 * columns that grant power or sign in (`signIn.column`), read from the schema as it is now, so a
 * table or column added later is covered the day it appears.
 */
function signInData(db, signIn) {
  const table = new RegExp(signIn.table);
  const column = new RegExp(signIn.column);
  const tables = [];
  const columns = new Map();
  const rows = db
    .prepare(
      `SELECT m.name AS tbl, p.name AS col FROM sqlite_schema m, pragma_table_info(m.name) p
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`,
    )
    .all();
  for (const row of rows) {
    const tbl = String(row.tbl);
    const lower = tbl.toLowerCase();
    if (table.test(lower)) {
      if (!tables.includes(tbl)) tables.push(tbl);
    } else if (column.test(String(row.col).toLowerCase())) {
      columns.set(tbl, [...(columns.get(tbl) ?? []), String(row.col)]);
    }
  }
  return { tables, columns };
}

const quoteName = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * SQLite has no column privileges: on this connection only, temporary triggers refuse an UPDATE
 * that sets one of those columns and any INSERT into their tables (an INSERT, REPLACE or upsert
 * would write them all). They live in the connection's temp schema and end with it.
 */
function guardSignInColumns(db, columns) {
  let n = 0;
  for (const [tbl, cols] of columns) {
    n += 1;
    const target = `main.${quoteName(tbl)}`;
    const raise = `BEGIN SELECT RAISE(ABORT, '${SIGN_IN_GUARD}'); END`;
    db.exec(
      `CREATE TEMP TRIGGER ts_guard_${n}_update BEFORE UPDATE OF ${cols.map(quoteName).join(', ')} ON ${target} ${raise}`,
    );
    db.exec(`CREATE TEMP TRIGGER ts_guard_${n}_insert BEFORE INSERT ON ${target} ${raise}`);
  }
}

/** Why SQLite's own reading of the statement forbids it, or null. */
function refusalOf(db, text, statement, mode, writeProtected, signInTables) {
  // EXPLAIN only describes a program, never runs it (SQLite still flags an EXPLAIN UPDATE as a
  // write); an EXPLAIN of an EXPLAIN is not valid SQL.
  if (/^\s*explain\b/i.test(text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()+/, ''))) return null;
  if (mode === 'read' && !statement.readonly) return 'readOnly';
  const found = new Set();
  const protectedPages = statement.readonly ? new Set() : rootPagesOf(db, writeProtected);
  const signInPages = statement.readonly ? new Set() : rootPagesOf(db, signInTables);
  for (const op of db.prepare(`EXPLAIN ${text}`).all()) {
    const opcode = REFUSED_OPCODES.get(op.opcode);
    if (opcode) found.add(opcode);
    // Opening a protected table (or one of its indexes) of the main database for writing, or
    // emptying it at once (a DELETE without WHERE compiles to Clear, not OpenWrite).
    if (op.opcode === 'OpenWrite' && op.p3 === 0 && protectedPages.has(op.p2)) found.add('operational');
    if (op.opcode === 'Clear' && op.p2 === 0 && protectedPages.has(op.p1)) found.add('operational');
    if (op.opcode === 'OpenWrite' && op.p3 === 0 && signInPages.has(op.p2)) found.add('signIn');
    if (op.opcode === 'Clear' && op.p2 === 0 && signInPages.has(op.p1)) found.add('signIn');
    if (typeof op.p4 === 'string') {
      for (const [name, refusal] of REFUSED_FUNCTIONS) if (op.p4.startsWith(name)) found.add(refusal);
    }
  }
  // A CREATE TABLE also sets the schema cookie, as PRAGMA user_version does: name the bigger deed.
  return REFUSAL_ORDER.find((refusal) => found.has(refusal)) ?? null;
}

function run(job) {
  let db;
  try {
    db = new Database(job.file, { fileMustExist: true, readonly: job.mode === 'read' });
    db.pragma('busy_timeout = 4000');
    let signIn = { tables: [], columns: new Map() };
    if (job.mode === 'write') {
      db.pragma('foreign_keys = ON');
      signIn = signInData(db, job.signIn);
      guardSignInColumns(db, signIn.columns);
    }
    const startedAt = performance.now();
    const statement = db.prepare(job.statement);
    const refusal = refusalOf(db, job.statement, statement, job.mode, job.writeProtected, signIn.tables);
    if (refusal) return { type: 'refused', refusal };
    statement.safeIntegers(true);
    if (statement.reader) {
      statement.raw(true);
      const columns = statement.columns().map((column) => ({
        name: column.name,
        redact: REDACTED_NAMES.has(String(column.column ?? '').toLowerCase()),
      }));
      const shaper = new ResultShaper({
        columns,
        maxRows: job.maxRows,
        maxBytes: job.maxBytes,
        maxCellChars: job.maxCellChars,
      });
      // A write with RETURNING makes all its changes at the first step, so stopping early
      // leaves none undone.
      for (const row of statement.iterate()) if (!shaper.add(row)) break;
      const executionTime = performance.now() - startedAt;
      return { type: 'result', result: { kind: 'rows', ...shaper.result(), executionTime } };
    }
    const info = statement.run();
    const [lastRowId] = toCell(info.lastInsertRowid, 100);
    return {
      type: 'result',
      result: {
        kind: 'changes',
        changes: Number(info.changes),
        lastRowId: info.changes > 0 && Number(info.lastInsertRowid) > 0 ? lastRowId : null,
        executionTime: performance.now() - startedAt,
      },
    };
  } catch (error) {
    if (error instanceof Error && error.message === SIGN_IN_GUARD) return { type: 'refused', refusal: 'signIn' };
    return {
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      code: typeof error?.code === 'string' ? error.code : undefined,
    };
  } finally {
    db?.close();
  }
}

process.once('message', (job) => {
  const watchdog = new Worker(WATCHDOG, { eval: true, workerData: { pid: process.pid, timeoutMs: job.timeoutMs } });
  watchdog.once('online', () => {
    const reply = run(job);
    process.send(reply, () => process.exit(0));
  });
});

process.send({ type: 'ready' });
