import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Sign-up's proof-of-work (docs/decisions/221-spam-defences.md): one row per sign-up with the
 * network it came from (IPv4 /24, IPv6 /64), which the adaptive challenge counts over the last
 * hour. Rows older than a day tell nothing and are purged.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('signup_network')
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signup_network_idx').on('signup_network').columns(['network', 'created_at']).execute();
}
