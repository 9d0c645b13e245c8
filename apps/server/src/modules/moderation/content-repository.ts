import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/**
 * The SQL of taking content down and bringing it back, shared by the admin actions and the
 * report queue so both change a post or comment the same way (docs/decisions/110).
 */

/** A live post with what deciding about it needs. */
export function findPostState(trx: Trx, postId: number) {
  return trx
    .selectFrom('post')
    .select(['post_id', 'user_id', 'is_confirmed', 'moderation_status', 'moderated_by', 'title'])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findPostStates(trx: Trx, postIds: number[]) {
  return trx
    .selectFrom('post')
    .select(['post_id', 'user_id', 'is_confirmed', 'moderation_status'])
    .where('post_id', 'in', postIds)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Pending → rejected; returns the ids that changed (already-rejected ones stay as they were). */
export async function rejectPosts(trx: Trx, postIds: number[], v: { reason: string; adminId: number; now: string }) {
  const rows = await trx
    .updateTable('post')
    .set({
      moderation_status: 'rejected',
      moderation_reason: v.reason,
      moderated_at: v.now,
      moderated_by: v.adminId,
      updated_at: v.now,
    })
    .where('post_id', 'in', postIds)
    .where(sql<boolean>`is_confirmed = 0`)
    .where('moderation_status', 'is', null)
    .where('deleted_at', 'is', null)
    .returning('post_id')
    .execute();
  return rows.map((row) => row.post_id);
}

/**
 * Public → hidden: is_confirmed goes back to 0, so every public list, search, profile and the
 * Open Graph head drop it with no change of their own. False when it was not public (any more).
 */
export async function hidePost(trx: Trx, postId: number, v: { reason: string; adminId: number | null; now: string }) {
  const result = await trx
    .updateTable('post')
    .set({
      is_confirmed: 0,
      moderation_status: 'hidden',
      moderation_reason: v.reason,
      moderated_at: v.now,
      moderated_by: v.adminId,
      updated_at: v.now,
    })
    .where('post_id', '=', postId)
    .where('is_confirmed', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An admin takes over a hide the reports made: their reason, and no longer "automatic". */
export async function adoptPostHide(trx: Trx, postId: number, v: { reason: string; adminId: number; now: string }) {
  await trx
    .updateTable('post')
    .set({ moderation_reason: v.reason, moderated_by: v.adminId, moderated_at: v.now })
    .where('post_id', '=', postId)
    .where('moderation_status', '=', 'hidden')
    .execute();
}

/** Hidden → public again, keeping its first confirmation. */
export async function restorePost(trx: Trx, postId: number, now: string) {
  const result = await trx
    .updateTable('post')
    .set({
      is_confirmed: 1,
      moderation_status: null,
      moderation_reason: null,
      moderated_at: null,
      moderated_by: null,
      updated_at: now,
    })
    .where('post_id', '=', postId)
    .where('moderation_status', '=', 'hidden')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Soft delete, out of the search index in the same transaction (as an author's delete does). */
export async function deletePost(trx: Trx, postId: number, now: string) {
  const result = await trx
    .updateTable('post')
    .set({ deleted_at: now, updated_at: now })
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom('post_search').where('post_id', '=', postId).execute();
  return true;
}

/** A comment that is not deleted, on a post that is not deleted (hidden or not). */
export function findCommentState(trx: Trx, commentId: number) {
  return trx
    .selectFrom('comment')
    .innerJoin('post', 'post.post_id', 'comment.post_id')
    .select([
      'comment.comment_id',
      'comment.post_id',
      'comment.user_id',
      'comment.hidden_at',
      'comment.hidden_by',
      'comment.content',
    ])
    .where('comment.comment_id', '=', commentId)
    .where('comment.deleted_at', 'is', null)
    .where('post.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Takes the post row's lock first, as writing a comment does (reactions/repository.ts), so a
 * count change here and a new comment there never deadlock on PostgreSQL.
 */
export async function lockPost(trx: Trx, dialect: DialectName, postId: number) {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('post').select('post_id').where('post_id', '=', postId).forNoKeyUpdate().execute();
}

async function changeCommentCount(trx: Trx, postId: number, delta: 1 | -1) {
  await trx
    .updateTable('post')
    .set({ comment_count: sql`comment_count + ${sql.lit(delta)}` })
    .where('post_id', '=', postId)
    .execute();
}

/** Visible → hidden; the post's count (visible comments) drops by one. */
export async function hideComment(
  trx: Trx,
  dialect: DialectName,
  comment: { comment_id: number; post_id: number },
  v: { reason: string; adminId: number | null; now: string },
) {
  await lockPost(trx, dialect, comment.post_id);
  const result = await trx
    .updateTable('comment')
    .set({ hidden_at: v.now, hidden_reason: v.reason, hidden_by: v.adminId })
    .where('comment_id', '=', comment.comment_id)
    .where('hidden_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await changeCommentCount(trx, comment.post_id, -1);
  return true;
}

export async function adoptCommentHide(trx: Trx, commentId: number, v: { reason: string; adminId: number }) {
  await trx
    .updateTable('comment')
    .set({ hidden_reason: v.reason, hidden_by: v.adminId })
    .where('comment_id', '=', commentId)
    .where('hidden_at', 'is not', null)
    .execute();
}

export async function restoreComment(trx: Trx, dialect: DialectName, comment: { comment_id: number; post_id: number }) {
  await lockPost(trx, dialect, comment.post_id);
  const result = await trx
    .updateTable('comment')
    .set({ hidden_at: null, hidden_reason: null, hidden_by: null })
    .where('comment_id', '=', comment.comment_id)
    .where('hidden_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await changeCommentCount(trx, comment.post_id, 1);
  return true;
}

/**
 * Soft delete; the count drops only for a comment that was still counted (not hidden), as the
 * row says at the moment of the update.
 */
export async function deleteComment(
  trx: Trx,
  dialect: DialectName,
  comment: { comment_id: number; post_id: number },
  now: string,
) {
  await lockPost(trx, dialect, comment.post_id);
  const row = await trx
    .updateTable('comment')
    .set({ deleted_at: now })
    .where('comment_id', '=', comment.comment_id)
    .where('deleted_at', 'is', null)
    .returning('hidden_at')
    .executeTakeFirst();
  if (!row) return false;
  if (row.hidden_at === null) await changeCommentCount(trx, comment.post_id, -1);
  return true;
}
