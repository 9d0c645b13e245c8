import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PreparedPost } from '../post-create/index.ts';

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
      'moderation_status',
      'mentions_json',
    ])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The author's new content and the mentions resolved from it. A rejected post goes back to the queue with it (fixed after reading
 * the reason: docs/decisions/110); a hidden one stays hidden until an admin restores it.
 */
export async function updatePostContent(
  db: Db,
  postId: number,
  values: PreparedPost & { mentions_json: string | null },
  now: string,
  resubmit = false,
): Promise<boolean> {
  const moderation = resubmit
    ? { moderation_status: null, moderation_reason: null, moderated_at: null, moderated_by: null }
    : {};
  const result = await db
    .updateTable('post')
    .set({ ...values, ...moderation, edited_at: now, updated_at: now })
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
