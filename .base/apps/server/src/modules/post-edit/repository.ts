import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PreparedPost } from '../post-create/prepare-post.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A live post with the columns deciding about an edit or a delete needs. */
export function findLivePost(db: Db, postId: number) {
  return db
    .selectFrom('post')
    .select([
      'post_id',
      'user_id',
      'is_confirmed',
      'api_source',
      'title',
      'content',
      'blocks_json',
      'categories_json',
      'sphere_id',
    ])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function updatePostContent(db: Db, postId: number, values: PreparedPost, now: string): Promise<boolean> {
  const result = await db
    .updateTable('post')
    .set({ ...values, edited_at: now, updated_at: now })
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Soft delete; false when another request deleted it first. */
export async function softDeletePost(db: Db, postId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('post')
    .set({ deleted_at: now, updated_at: now })
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A deleted post leaves the search index with it (the search query also skips deleted posts). */
export async function dropSearchRow(db: Db, postId: number): Promise<void> {
  await db.deleteFrom('post_search').where('post_id', '=', postId).execute();
}
