import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Editing and deleting one's own content, and profile pages (docs/decisions/085-own-content.md,
 * 086-profiles.md):
 * - `edited_at` on posts and comments: shown as (수정됨). `updated_at` cannot say it, because
 *   confirmation and counters also touch a post.
 * - `mentions_json` on comments: the @이름 mentions resolved to users when the comment was
 *   written, so a later rename or a namesake never moves a link to someone else.
 * - A profile's posts in feed order from an index alone, as the home feed reads
 *   `post_feed_live_idx` (migrations 090/091): SQLite holds deleted_at among the columns (it cannot
 *   see through a partial index's condition with bound parameters), PostgreSQL uses a partial index
 *   without it (an `IS NULL` column does not order the scan there). like_count is left out on
 *   purpose: in it, every like would move an entry of this index too (a like + unlike
 *   transaction measured about twice as slow), to speed up only the "likes received" sum of
 *   members with thousands of posts (docs/decisions/086-profiles.md).
 * - A profile's comments newest first: (user_id, comment_id) on PostgreSQL; SQLite's
 *   comment_user_idx already ends in the rowid, which is comment_id.
 * - Users by name, for resolving mentions (names are not unique: an index, not a constraint).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const pg = dialect === 'postgres';
  await db.schema.alterTable('post').addColumn('edited_at', 'text').execute();
  await db.schema.alterTable('comment').addColumn('edited_at', 'text').execute();
  await db.schema.alterTable('comment').addColumn('mentions_json', 'text').execute();
  await db.schema.createIndex('user_name_idx').on('user').column('user_name').execute();

  if (pg) {
    await db.schema
      .createIndex('post_user_feed_idx')
      .on('post')
      .columns(['user_id', 'is_confirmed', 'created_at', 'post_id'])
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema.createIndex('comment_user_feed_idx').on('comment').columns(['user_id', 'comment_id']).execute();
  } else {
    await db.schema
      .createIndex('post_user_feed_idx')
      .on('post')
      .columns(['user_id', 'is_confirmed', 'deleted_at', 'created_at', 'post_id'])
      .execute();
  }
}
