import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Adds or takes back one member's like of a comment; `comment.like_count` moves only when a row
 * did (a second click changes nothing). Returns whether it moved and the count after.
 */
export async function setCommentLike(
  trx: Db,
  commentId: number,
  userId: number,
  liked: boolean,
  now: string,
): Promise<{ changed: boolean; likeCount: number }> {
  const changed = liked
    ? (await trx
        .insertInto('comment_like')
        .values({ comment_id: commentId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
        .returning('comment_id')
        .executeTakeFirst()) !== undefined
    : (await trx
        .deleteFrom('comment_like')
        .where('comment_id', '=', commentId)
        .where('user_id', '=', userId)
        .returning('comment_id')
        .executeTakeFirst()) !== undefined;
  const row = changed
    ? await trx
        .updateTable('comment')
        .set({ like_count: sql`like_count + ${liked ? 1 : -1}` })
        .where('comment_id', '=', commentId)
        .returning('like_count')
        .executeTakeFirstOrThrow()
    : await trx
        .selectFrom('comment')
        .select('like_count')
        .where('comment_id', '=', commentId)
        .executeTakeFirstOrThrow();
  return { changed, likeCount: Number(row.like_count) };
}

/** Which of a post's comments the viewer likes (one query per post view of a signed-in member). */
export async function findLikedCommentIds(db: Db, postId: number, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('comment_like')
    .innerJoin('comment', 'comment.comment_id', 'comment_like.comment_id')
    .select('comment_like.comment_id')
    .where('comment.post_id', '=', postId)
    .where('comment_like.user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.comment_id));
}
