import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Rate-limit counters shared by every server process on one database (plugins/app/rate-limit-store.ts).
 * One row per limit and client: a fixed window that ends at `reset_at` (epoch milliseconds, so
 * both engines compare plain integers). Expired rows are reset by the next hit or deleted by
 * `deleteExpiredRateLimitCounters`.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const epochMs = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('rate_limit_counter')
    .addColumn('counter_key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counter_reset_idx').on('rate_limit_counter').column('reset_at').execute();
}
