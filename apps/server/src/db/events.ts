import { type Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { prepareQuery } from './prepared.ts';
import type { Database } from './schema.ts';

/**
 * Live events between server processes, through the database itself (docs/decisions/100):
 * `publishEvent` runs `pg_notify` in the caller's transaction, and every process that
 * subscribed hears it once that transaction commits — never if it rolls back. On PostgreSQL
 * that is LISTEN/NOTIFY on one extra connection per process; on SQLite (one process) the
 * connection defines `pg_notify` itself and the driver hands the payloads over after COMMIT
 * (LocalEvents below), so the same SQL and the same guarantee hold on both engines.
 */
export interface DatabaseEvents {
  /**
   * Calls `listener` with every payload published after this resolves. On PostgreSQL the first
   * subscriber opens the listening connection (rejects while the database is unreachable).
   */
  subscribe(listener: (payload: string) => void): Promise<() => void>;
  /** Called after the listening connection was lost and is back: events in between were missed. */
  onResync(listener: () => void): void;
  close(): Promise<void>;
}

/** Each PostgreSQL schema (one per API test file) is a deployment of its own: a channel of its own. */
export const CHANNEL_PREFIX = 'tubesphere_events_';

const publishQuery = prepareQuery((db, p: { payload: string }) =>
  db.selectNoFrom(sql<null>`pg_notify(${CHANNEL_PREFIX} || current_schema(), ${p.payload})`.as('sent')),
);

/** Publishes `payload` (under 8,000 bytes) when the transaction `db` belongs to commits. */
export async function publishEvent(db: Kysely<Database> | Transaction<Database>, payload: string): Promise<void> {
  await publishQuery(db, { payload });
}

type Listener = (payload: string) => void;

function deliver(listeners: Set<Listener>, payload: string): void {
  for (const listener of listeners) {
    try {
      listener(payload);
    } catch {
      // A listener's failure is its own: the others still hear the event.
    }
  }
}

/**
 * SQLite: one process, one connection. `pg_notify` (registered on the connection) queues the
 * payload while a transaction is open; the driver calls `committed` or `rolledBack` when it ends.
 */
export class LocalEvents implements DatabaseEvents {
  readonly #listeners = new Set<Listener>();
  #pending: string[] = [];

  /** The SQL function's body: `inTransaction` is the connection's state as the statement runs. */
  published(payload: string, inTransaction: boolean): void {
    if (inTransaction) this.#pending.push(payload);
    // Outside a transaction the statement commits as it ends, right after this returns.
    else queueMicrotask(() => deliver(this.#listeners, payload));
  }

  committed(): void {
    if (this.#pending.length === 0) return;
    const payloads = this.#pending;
    this.#pending = [];
    for (const payload of payloads) deliver(this.#listeners, payload);
  }

  rolledBack(): void {
    this.#pending = [];
  }

  async subscribe(listener: Listener): Promise<() => void> {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onResync(): void {}

  async close(): Promise<void> {
    this.#listeners.clear();
    this.#pending = [];
  }
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL: a dedicated connection LISTENs on the schema's channel, opened by the first
 * subscriber (a process nobody streams from holds no extra connection). A lost connection is
 * reopened with a growing pause; subscribers then hear `onResync`, since NOTIFYs sent while it
 * was down are gone.
 */
export class PostgresEvents implements DatabaseEvents {
  readonly #listeners = new Set<Listener>();
  readonly #resyncListeners = new Set<() => void>();
  #client: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  #retryTimer: NodeJS.Timeout | null = null;
  #retryMs = RECONNECT_FIRST_MS;
  #closed = false;

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly onError: (error: Error) => void,
  ) {}

  async subscribe(listener: Listener): Promise<() => void> {
    if (this.#closed) throw new Error('database events are closed');
    await this.#ensureListening();
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onResync(listener: () => void): void {
    this.#resyncListeners.add(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#listeners.clear();
    const client = this.#client;
    this.#client = null;
    // A connection being opened sees #closed and ends itself.
    await this.#connecting?.catch(() => {});
    await client?.end().catch(() => {});
  }

  #ensureListening(): Promise<void> {
    if (this.#client) return Promise.resolve();
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client(this.options);
    let ready = false;
    let lost = false;
    const onLost = (error?: Error) => {
      // Before it is ready, a failure rejects connect() below instead.
      if (!ready || lost) return;
      lost = true;
      if (error) this.onError(error);
      if (this.#client === client) this.#client = null;
      client.end().catch(() => {});
      this.#scheduleReconnect();
    };
    // Listened to from the start: an unheard 'error' would end the process.
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const channel = `${CHANNEL_PREFIX}${rows[0]?.schema ?? 'public'}`;
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) deliver(this.#listeners, message.payload);
      });
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    ready = true;
    this.#client = client;
    this.#retryMs = RECONNECT_FIRST_MS;
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer || this.#listeners.size === 0) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#ensureListening().then(
        () => {
          for (const listener of this.#resyncListeners) listener();
        },
        (error: Error) => {
          this.onError(error);
          this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MAX_MS);
          this.#scheduleReconnect();
        },
      );
    }, this.#retryMs);
    this.#retryTimer.unref();
  }
}
