import type { ReactionType } from '@tubesphere/shared/contract/feed';
import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/**
 * A post the user may react to (confirmed, or their own pending one), locked on PostgreSQL so
 * two reactions to the same post apply one after the other (SQLite serialises writes anyway).
 */
export function lockReactablePost(trx: Trx, dialect: DialectName, postId: number, userId: number) {
  const query = trx
    .selectFrom('post')
    .select(['post_id', 'user_id'])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('is_confirmed', '=', 1), eb('user_id', '=', userId)]));
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function findReaction(trx: Trx, postId: number, userId: number): Promise<ReactionType | null> {
  const row = await trx
    .selectFrom('post_reaction')
    .select('reaction_type')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.reaction_type ?? null;
}

/** Makes the user's reaction `next` (null removes it). */
export async function setReaction(
  trx: Trx,
  postId: number,
  userId: number,
  previous: ReactionType | null,
  next: ReactionType | null,
  now: string,
): Promise<void> {
  const mine = trx.deleteFrom('post_reaction').where('post_id', '=', postId).where('user_id', '=', userId);
  if (next === null) {
    await mine.execute();
  } else if (previous === null) {
    await trx
      .insertInto('post_reaction')
      .values({ post_id: postId, user_id: userId, reaction_type: next, created_at: now })
      .execute();
  } else {
    await trx
      .updateTable('post_reaction')
      .set({ reaction_type: next, created_at: now })
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .execute();
  }
}

/** Applies the change to the post's counters and returns the new totals. */
export async function adjustCounts(trx: Trx, postId: number, likeDelta: number, dislikeDelta: number) {
  const row = await trx
    .updateTable('post')
    .set({
      like_count: sql`like_count + ${likeDelta}`,
      dislike_count: sql`dislike_count + ${dislikeDelta}`,
    })
    .where('post_id', '=', postId)
    .returning(['like_count', 'dislike_count'])
    .executeTakeFirstOrThrow();
  return { likes: Number(row.like_count), dislikes: Number(row.dislike_count) };
}
