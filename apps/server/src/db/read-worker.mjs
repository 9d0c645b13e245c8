// One read-only SQLite connection in a worker thread (read-pool.ts starts a few of them).
// better-sqlite3 runs a statement synchronously on the thread that calls it; a search or a sum
// over thousands of rows run on the server's own thread would hold every other request until it
// returns. Here it holds only this thread. WAL lets these readers run beside the server's one
// writer, each query reading the last commit. Plain JavaScript so it runs as built, without the
// TypeScript loader, and is copied beside the compiled server (scripts/build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
// The server's connection sets the same cache sizes (connection.ts); readers are what use them most.
db.pragma('cache_size = -32768');
db.pragma('mmap_size = 268435456');
db.pragma('temp_store = memory');
db.pragma('query_only = on');
// A reader is refused only while a crashed writer's WAL is being recovered: waiting here stops
// this thread alone, not the server.
db.pragma('busy_timeout = 5000');

/** Prepared statements by SQL text, the oldest dropped past the limit (as the server's own cache). */
const statements = new Map();
const STATEMENT_LIMIT = 300;

function statementFor(sqlText) {
  let statement = statements.get(sqlText);
  if (statement) {
    statements.delete(sqlText);
    statements.set(sqlText, statement);
    return statement;
  }
  statement = db.prepare(sqlText);
  if (!statement.reader)
    throw Object.assign(new Error('the read pool runs queries that return rows only'), { code: 'READ_POOL_WRITE' });
  statements.set(sqlText, statement);
  if (statements.size > STATEMENT_LIMIT) statements.delete(statements.keys().next().value);
  return statement;
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: statementFor(sql).all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
