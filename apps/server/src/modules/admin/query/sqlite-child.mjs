// Runs ONE admin SQL statement on its own SQLite connection, in its own process.
// Why a process: better-sqlite3 is synchronous and exposes neither sqlite3_interrupt nor a
// progress handler, and a worker thread cannot be stopped while it is inside native code
// (Worker.terminate() waits for the statement to return). Killing the process is the only way
// to cancel a runaway statement (e.g. an endless recursive CTE); SQLite's journal makes that
// safe — an unfinished write is rolled back and its locks die with the process.
// The kill comes from a watchdog thread in this process, not from the server: the server's
// event loop may itself be stuck waiting (busy_timeout) for the write lock this statement holds.
// Plain JavaScript so it starts in ~0.1 s without the TypeScript loader.
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';

const WATCHDOG = `
  const { workerData } = require('node:worker_threads');
  setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.timeoutMs);
`;

process.on('disconnect', () => process.exit(1));

function run(job) {
  let db;
  try {
    db = new Database(job.file, { fileMustExist: true });
    db.pragma('busy_timeout = 4000');
    db.pragma('foreign_keys = ON');
    const startedAt = performance.now();
    const statement = db.prepare(job.statement);
    if (statement.reader) {
      statement.raw(true);
      const columns = statement.columns().map((column) => column.name);
      const rows = [];
      let truncated = false;
      for (const row of statement.iterate()) {
        if (rows.length === job.maxRows) {
          truncated = true;
          break;
        }
        rows.push(row);
      }
      const executionTime = performance.now() - startedAt;
      return { type: 'result', result: { kind: 'rows', columns, rows, truncated, executionTime } };
    }
    const info = statement.run();
    const lastRowId = Number(info.lastInsertRowid);
    return {
      type: 'result',
      result: {
        kind: 'changes',
        changes: info.changes,
        lastRowId: info.changes > 0 && lastRowId > 0 ? lastRowId : null,
        executionTime: performance.now() - startedAt,
      },
    };
  } catch (error) {
    return { type: 'error', message: error instanceof Error ? error.message : String(error) };
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
