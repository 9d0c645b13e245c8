import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Search's window of up to 2,000 candidate ids is joined to post for visibility and date; the
 * post row keeps those columns behind its title and texts, so each lookup read the post's pages
 * (overflow pages for long posts). This index answers the join alone, on both engines.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('post_visibility_idx')
    .ifNotExists()
    .on('post')
    .columns(['post_id', 'is_confirmed', 'deleted_at', 'user_id', 'created_at'])
    .execute();
}
