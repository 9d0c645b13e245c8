import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Database } from './schema.ts';

const WORKER_SCRIPT = fileURLToPath(new URL('./read-worker.mjs', import.meta.url));

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

interface WorkerAnswer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

/** One worker thread and the queries it has been sent and not yet answered. */
class ReadWorker {
  readonly pending = new Map<number, Pending>();
  private readonly worker: Worker;

  constructor(file: string, onExit: (worker: ReadWorker) => void) {
    this.worker = new Worker(WORKER_SCRIPT, { workerData: { file } });
    // Idle readers must not keep a finished process (a script, a test) alive.
    this.worker.unref();
    this.worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else waiting.resolve(answer.rows ?? []);
    });
    const failAll = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => {
      failAll(new Error(`SQLite read worker stopped (exit code ${code})`));
      onExit(this);
    });
  }

  send(id: number, sql: string, parameters: readonly unknown[], waiting: Pending): void {
    this.pending.set(id, waiting);
    this.worker.postMessage({ id, sql, parameters });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * A few read-only connections to the SQLite file, each in its own worker thread, for the reads
 * that take more than a millisecond (search, sums over a member's posts, admin lists, rankings).
 * better-sqlite3 answers on the thread that asks, so the same query on the server's connection
 * would stop every other request while it runs; here the event loop only posts the query and
 * reads the rows back. Writes (and reads inside a write's transaction) stay on the server's one
 * connection. Workers start on the first query; a query goes to the worker with the fewest
 * waiting, and a worker that dies is replaced (its queries fail).
 */
export class SqliteReadPool {
  private readonly workers: ReadWorker[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {}

  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('the SQLite read pool is closed'));
    const worker = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => worker.send(id, sql, parameters, { resolve, reject }));
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopping = this.workers.splice(0).map((worker) => worker.stop());
    await Promise.all(stopping);
  }

  private pick(): ReadWorker {
    if (this.workers.length < this.size) {
      const idle = this.workers.find((worker) => worker.pending.size === 0);
      if (idle) return idle;
      const started = new ReadWorker(this.file, (gone) => this.forget(gone));
      this.workers.push(started);
      return started;
    }
    let best = this.workers[0] as ReadWorker;
    for (const worker of this.workers) if (worker.pending.size < best.pending.size) best = worker;
    return best;
  }

  private forget(gone: ReadWorker): void {
    const at = this.workers.indexOf(gone);
    if (at >= 0) this.workers.splice(at, 1);
  }
}

class ReadPoolConnection implements DatabaseConnection {
  constructor(private readonly pool: SqliteReadPool) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.pool.run(compiledQuery.sql, compiledQuery.parameters)) as R[] };
  }

  // biome-ignore lint/correctness/useYield: the pool answers whole result sets only.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the SQLite read pool does not stream');
  }
}

class ReadPoolDriver implements Driver {
  private readonly connection: ReadPoolConnection;

  constructor(private readonly pool: SqliteReadPool) {
    this.connection = new ReadPoolConnection(pool);
  }

  async init(): Promise<void> {}
  // Every query is independent: callers share one stateless connection and the pool queues.
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async releaseConnection(): Promise<void> {}
  async beginTransaction(): Promise<void> {
    throw new Error('the SQLite read pool has no transactions: use the main connection');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool.close();
  }
}

class ReadPoolDialect implements Dialect {
  constructor(private readonly pool: SqliteReadPool) {}
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new ReadPoolDriver(this.pool);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/** Kysely over the read pool: the same query builder, answered by the worker threads. */
export function openSqliteReadPool(file: string, size: number): Kysely<Database> {
  return new Kysely<Database>({ dialect: new ReadPoolDialect(new SqliteReadPool(file, size)) });
}
