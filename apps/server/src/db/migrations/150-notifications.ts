import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { columnTypes } from './column-types.ts';

/**
 * 알림 (docs/decisions/100-notifications.md):
 * - `notification`: one row per thing a member is told about. Likes on a post share one row per
 *   Seoul day (`group_key`), replaced with a new id by each new like, so ids grow with activity:
 *   the list reads newest first by id, and a stream resumes after the last id it sent.
 * - `notification_preference`: the types a member turned off (a missing row is on).
 * Indexes: the list and resume (user, id); unread counts (a partial index of unread rows only);
 * the daily like group; and post/comment ids, so deleting content finds its notifications.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const s = db.schema;

  await s
    .createTable('notification')
    .addColumn('notification_id', 'integer', t.id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('user.user_id').onDelete('set null'))
    .addColumn('post_id', 'integer', (c) => c.references('post.post_id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) => c.references('comment.comment_id').onDelete('cascade'))
    .addColumn('text', 'text')
    .addColumn('actor_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('group_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await s.createIndex('notification_user_idx').on('notification').columns(['user_id', 'notification_id']).execute();
  await s
    .createIndex('notification_unread_idx')
    .on('notification')
    .column('user_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  // NULL keys never collide (both engines), so only grouped rows are unique per recipient.
  await s.createIndex('notification_group_idx').on('notification').columns(['user_id', 'group_key']).unique().execute();
  await s.createIndex('notification_post_idx').on('notification').column('post_id').execute();
  await s.createIndex('notification_comment_idx').on('notification').column('comment_id').execute();

  await s
    .createTable('notification_preference')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preference_pk', ['user_id', 'type'])
    .execute();
}
