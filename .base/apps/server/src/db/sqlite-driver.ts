import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
} from 'kysely';
import { isDatabaseBusy } from './errors.ts';

/** What the driver needs of a better-sqlite3 database (connection.ts wraps it in a statement cache). */
export interface SqliteHandle {
  prepare(sqlText: string): SqliteDatabase.Statement;
  readonly inTransaction: boolean;
  close(): void;
}

/** Past this a write that is still waiting for the lock fails with SQLITE_BUSY (the handler answers 503). */
export const DEFAULT_WRITE_WAIT_MS = 5000;
const FIRST_RETRY_MS = 2;
const MAX_RETRY_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kysely's SQLite dialect with two changes, both about another connection holding the write lock
 * (the admin SQL tool's process, a backup, a script):
 *
 * - Transactions begin IMMEDIATE. Kysely's plain BEGIN takes the write lock only at the first
 *   write, after the transaction has read; SQLite cannot wait there (the snapshot it read could
 *   go stale), so it fails at once with "database is locked" and busy_timeout never applies.
 * - The wait is asynchronous. busy_timeout waits inside the synchronous better-sqlite3 call and
 *   would freeze the whole process (static files, reads, every other request) for as long as the
 *   lock is held. Here SQLite answers BUSY at once (busy_timeout 0) and the driver retries on a
 *   timer, letting other queries use the connection in between, until `waitMs` has passed.
 *
 * And a rollback after SQLite has already rolled back by itself (SQLITE_FULL, SQLITE_IOERR…) is
 * skipped, so the caller sees the real cause instead of "cannot rollback - no transaction is
 * active".
 */
export class WaitingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SqliteHandle,
    private readonly waitMs: number = DEFAULT_WRITE_WAIT_MS,
  ) {
    super({ database: sqlite as unknown as SqliteDatabase.Database });
  }

  override createDriver(): Driver {
    return new WaitingSqliteDriver(this.sqlite, this.waitMs);
  }
}

class WaitingSqliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #connection: SqliteConnection;

  constructor(
    private readonly sqlite: SqliteHandle,
    private readonly waitMs: number,
  ) {
    this.#connection = new SqliteConnection(sqlite, (attempt) => this.#whileBusy(attempt));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // One connection: a mutex makes callers take turns (as in Kysely's own driver).
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    await this.#whileBusy(() => this.sqlite.prepare('begin immediate').run());
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.sqlite.inTransaction) return;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }

  // Unused by the app; Kysely's driver interface asks for them.
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  /**
   * Runs `attempt` (called with the mutex held) until SQLite stops answering BUSY or the wait is
   * over. Between tries the mutex is released, so reads and other work go on meanwhile; it is
   * held again before each try and on return, as the caller expects.
   */
  async #whileBusy<T>(attempt: () => T): Promise<T> {
    const deadline = Date.now() + this.waitMs;
    let delay = FIRST_RETRY_MS;
    for (;;) {
      try {
        return attempt();
      } catch (error) {
        if (!isDatabaseBusy(error) || this.sqlite.inTransaction || Date.now() + delay > deadline) throw error;
      }
      this.#mutex.unlock();
      await sleep(delay);
      await this.#mutex.lock();
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }
}

class SqliteConnection implements DatabaseConnection {
  constructor(
    private readonly sqlite: SqliteHandle,
    private readonly whileBusy: <T>(attempt: () => T) => Promise<T>,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const run = () => this.run<R>(compiledQuery);
    // Inside a transaction the write lock is already held (BEGIN IMMEDIATE), and a statement
    // that failed there cannot simply be run again; outside one, a BUSY statement did nothing.
    return this.sqlite.inTransaction ? run() : this.whileBusy(run);
  }

  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.sqlite.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
      insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
      rows: [],
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error('SQLite streams select queries only');
    const statement = this.sqlite.prepare(compiledQuery.sql);
    for (const row of statement.iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }
}

class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
