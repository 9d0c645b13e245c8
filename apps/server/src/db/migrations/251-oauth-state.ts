import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * `oauth_state`: the sha256 of each sign-in provider state this site handed out, until its
 * callback spends it (ten minutes at most). Shared by every process, so a callback replayed on
 * another process is refused like one replayed on the same (docs/decisions/212-oauth-state-single-use.md).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('oauth_state')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_state_expires_idx').on('oauth_state').column('expires_at').execute();
}
