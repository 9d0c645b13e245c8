import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A live post the user may see: confirmed, or their own (a pending post stays secret). */
export function findSavablePost(db: Db, postId: number, userId: number) {
  return db
    .selectFrom('post')
    .select('post_id')
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('is_confirmed', '=', 1), eb('user_id', '=', userId)]))
    .executeTakeFirst();
}

export async function insertBookmark(db: Db, userId: number, postId: number, now: string): Promise<void> {
  await db
    .insertInto('post_bookmark')
    .values({ user_id: userId, post_id: postId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .execute();
}

/** False when there was nothing to remove. */
export async function deleteBookmark(db: Db, userId: number, postId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('post_bookmark')
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
