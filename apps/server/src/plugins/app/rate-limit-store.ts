import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

/** The longest a growing back-off may block a key: long enough to stop guessing, never a lock. */
export const MAX_BACKOFF_MS = 60 * 60_000;

interface StoreParams {
  /** Our limits carry a name (plugins/app/rate-limits.ts); a route's own config falls back to its route. */
  name?: string;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counters for @fastify/rate-limit in the database, so every process of one deployment shares
 * them (docs/decisions/056). One upsert per hit, atomic on both engines: two processes can never
 * both see the same count, so they cannot double an allowance.
 *
 * Keys are hashed: the table never holds e-mail or IP addresses in the clear.
 */
export function databaseStore(db: Kysely<Database>, dialect: DialectName) {
  return class DatabaseRateLimitStore {
    private readonly params: StoreParams;

    /** The plugin hands over the merged options of one limit (ours carry `name`). */
    constructor(params: object = {}) {
      this.params = params as StoreParams;
    }

    child(params: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }

    // The plugin always passes the window and allowance; its type declarations still say two arguments.
    incr(key: string, callback: IncrCallback, timeWindow = 60_000, max = Number.MAX_SAFE_INTEGER): void {
      hit(db, dialect, this.counterKey(key), timeWindow, max, this.params.exponentialBackoff === true).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    private counterKey(key: string): string {
      const digest = createHash('sha256').update(key).digest('base64url').slice(0, 32);
      return `${namespaceOf(this.params)}:${digest}`;
    }
  };
}

function namespaceOf(params: StoreParams): string {
  if (params.name) return params.name;
  const { method, url } = params.routeInfo ?? {};
  if (url) return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}`;
  throw new Error('a rate limit outside a route needs a name (plugins/app/rate-limits.ts)');
}

/** Counts one hit in `key`'s window, opening a new window when the old one has ended. */
export async function hit(
  db: Kysely<Database>,
  dialect: DialectName,
  key: string,
  windowMs: number,
  max: number,
  backoff: boolean,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const expired = sql<boolean>`rate_limit_counter.reset_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counter')
    .values({ counter_key: key, hits: 1, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('counter_key').doUpdateSet({
        // Both assignments read the row as it was before this statement (SQL semantics on both engines).
        hits: sql`case when ${expired} then 1 else rate_limit_counter.hits + 1 end`,
        reset_at: sql`case when ${expired} then ${now + windowMs} else rate_limit_counter.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  let resetAt = Number(row.reset_at);
  if (backoff && row.hits > max) {
    // Each try past the allowance doubles the wait (as @fastify/rate-limit's own stores do),
    // capped so an attacker can delay the owner of an account but never lock them out for good.
    const wait = Math.min(windowMs * 2 ** Math.min(row.hits - max - 1, 30), MAX_BACKOFF_MS);
    const later = Math.max(resetAt, now + wait);
    const greatest = dialect === 'postgres' ? sql`greatest` : sql`max`;
    await db
      .updateTable('rate_limit_counter')
      .set({ reset_at: sql`${greatest}(reset_at, ${later})` })
      .where('counter_key', '=', key)
      .execute();
    resetAt = later;
  }
  return { current: row.hits, ttl: Math.max(0, resetAt - now) };
}

/**
 * Deletes counters whose window has ended; the next hit would reset them anyway, so this only
 * keeps the table small. Meant for the periodic job runner (once an hour is plenty).
 */
export async function deleteExpiredRateLimitCounters(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counter').where('reset_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
