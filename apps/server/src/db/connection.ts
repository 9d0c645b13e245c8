import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { AUDIT_WRITER_FUNCTION } from './audit-writer.ts';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.ts';
import { type DatabaseEvents, LocalEvents, PostgresEvents } from './events.ts';
import { openSqliteReadPool } from './read-pool.ts';
import type { Database } from './schema.ts';
import { DEFAULT_WRITE_WAIT_MS, WaitingSqliteDialect } from './sqlite-driver.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * For reads that take more than a millisecond and need no transaction (search, sums, admin
   * lists, rankings). On SQLite a pool of read-only connections in worker threads (read-pool.ts),
   * so such a read does not hold the event loop; on PostgreSQL the same pool as `db`.
   */
  readDb: Kysely<Database>;
  dialect: DialectName;
  /** Events published in a transaction, heard by every process after it commits (events.ts). */
  events: DatabaseEvents;
  close(): Promise<void>;
  /**
   * Where to report a connection PostgreSQL dropped while idle (a restart, a failover,
   * pg_terminate_backend). Such a connection is discarded and replaced on the next query; the
   * report is all that is left to do. Until set, it goes to stderr.
   */
  onConnectionError(listener: (error: Error) => void): void;
}

export interface OpenOptions {
  /** How long a write waits for a lock another connection holds before it fails (503). */
  writeWaitMs?: number;
  /** SQLite: read-only connections in worker threads behind `readDb`; 0 reads on the main connection. */
  readWorkers?: number;
}

export const DEFAULT_READ_WORKERS = 2;

// PostgreSQL returns int8 (COUNT, bigint columns) as strings; every count we keep is far below
// 2^53, so numbers are exact and both engines hand the services the same types.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(config: AppConfig['database'], options: OpenOptions = {}): DatabaseHandle {
  const writeWaitMs = options.writeWaitMs ?? DEFAULT_WRITE_WAIT_MS;
  let reportConnectionError = (error: Error) => {
    process.stderr.write(`database connection lost: ${error.message}\n`);
  };
  if (config.kind === 'postgres') {
    const connection = {
      connectionString: config.url,
      // While PostgreSQL is unreachable a request waits this long for a connection, then answers 503.
      connectionTimeoutMillis: writeWaitMs,
      keepAlive: true,
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: 10 });
    // node-postgres emits 'error' on the pool for an idle connection and on a checked-out client
    // between queries; unheard, either is an uncaught exception that ends the process. The pool
    // has already dropped the connection, and the query in flight (if any) gets its own error.
    const onError = (error: Error) => reportConnectionError(error);
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
    const events = new PostgresEvents(connection, onError);
    return {
      db,
      readDb: db,
      dialect: 'postgres',
      events,
      async close() {
        await events.close();
        await db.destroy();
      },
      onConnectionError(listener) {
        reportConnectionError = listener;
      },
    };
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  // WAL lets readers run beside the single writer; NORMAL sync is durable across process
  // crashes in WAL mode (only an OS crash can lose the last commits).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Measured on the 100k-post benchmark (bench/results/README.md): a 64 MiB page cache and a
  // memory-mapped file keep the feed indexes and hot rows off the read() path.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('temp_store = memory');
  // Checkpoint the WAL every ~40 MB instead of ~4 MB: hot pages (a post's row, an index's last
  // leaf) are copied back once per checkpoint, not once per few hundred commits. This halved the
  // commit cost of a like. The file is cut back to 64 MB after a checkpoint.
  sqlite.pragma('wal_autocheckpoint = 10000');
  sqlite.pragma('journal_size_limit = 67108864');
  // Refreshes planner statistics only where they are stale (cheap; SQLite's advice for long-lived connections).
  sqlite.pragma('optimize = 0x10002');
  // Past start-up, no synchronous waiting for another connection's write lock: it would stop the
  // whole process. The driver retries on a timer instead (sqlite-driver.ts).
  sqlite.pragma('busy_timeout = 0');
  // Only connections that define it may add audit rows (migration 110): the SQL tool's own
  // connection does not, so the tool cannot forge them.
  sqlite.function(AUDIT_WRITER_FUNCTION, () => 1);
  // PostgreSQL's NOTIFY, for this process: delivered when the transaction commits (events.ts).
  const events = new LocalEvents();
  sqlite.function('pg_notify', (_channel: unknown, payload: unknown) => {
    events.published(String(payload), sqlite.inTransaction);
    return null;
  });
  sqlite.function('current_schema', () => 'main');
  const dialect = new WaitingSqliteDialect(withStatementCache(sqlite), writeWaitMs, {
    committed: () => events.committed(),
    rolledBack: () => events.rolledBack(),
  });
  const db = new Kysely<Database>({ dialect });
  const readWorkers = options.readWorkers ?? DEFAULT_READ_WORKERS;
  const readDb = readWorkers > 0 ? openSqliteReadPool(config.file, readWorkers) : db;
  return {
    db,
    readDb,
    dialect: 'sqlite',
    events,
    async close() {
      await events.close();
      if (readDb !== db) await readDb.destroy();
      await db.destroy();
    },
    onConnectionError() {},
  };
}

/**
 * Kysely prepares every query anew; with better-sqlite3 that parse and plan costs about as much
 * as running a small query. The SQL text of a Kysely query is stable (values are parameters), so
 * prepared statements are kept by text. Safe because Kysely runs one query at a time on the single
 * SQLite connection. Bounded (an LRU): dynamic `in (?, ?, …)` lists cannot grow it without limit.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, capacity = 500) {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: capacity });
  return {
    close: () => sqlite.close(),
    get inTransaction() {
      return sqlite.inTransaction;
    },
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement) return statement;
      statement = sqlite.prepare(sqlText);
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
