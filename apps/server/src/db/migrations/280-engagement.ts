import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 스크랩, following, sphere 새 글 알림 and comment likes (docs/decisions/225-engagement-layer.md):
 * - `post_bookmark`: a member's saved posts, listed newest saved first.
 * - `user_follow`: who follows whom; both directions are counted on profiles.
 * - `sphere_member.notify_mode`: 'all' tells the member of every new post of the sphere, 'none'
 *   (the default) nothing; leaving the sphere takes it along.
 * - `post_fanout`: posts that became public and whose followers and subscribers are still being
 *   told, with how far the job got (`after_user_id`), so a run stopped half-way resumes there.
 * - `comment_like`: one like per member and comment; `comment.like_count` keeps the sum.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const s = db.schema;
  await s
    .createTable('post_bookmark')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.post_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_bookmark_pk', ['user_id', 'post_id'])
    .execute();
  await s
    .createIndex('post_bookmark_saved_idx')
    .on('post_bookmark')
    .columns(['user_id', 'created_at', 'post_id'])
    .execute();

  await s
    .createTable('user_follow')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follow_pk', ['follower_id', 'followee_id'])
    .execute();
  await s.createIndex('user_follow_followee_idx').on('user_follow').columns(['followee_id', 'follower_id']).execute();

  await s
    .alterTable('sphere_member')
    .addColumn('notify_mode', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();

  await s
    .createTable('post_fanout')
    .addColumn('post_id', 'integer', (c) => c.primaryKey().references('post.post_id').onDelete('cascade'))
    .addColumn('after_user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('comment_like')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comment.comment_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_like_pk', ['comment_id', 'user_id'])
    .execute();
  await s.createIndex('comment_like_user_idx').on('comment_like').columns(['user_id', 'comment_id']).execute();
}
