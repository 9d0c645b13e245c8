import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Inserts the block; false when it was already there. */
export async function insertBlock(trx: Db, blockerId: number, blockedId: number, now: string): Promise<boolean> {
  const row = await trx
    .insertInto('user_block')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .returning('blocker_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBlock(trx: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('user_block')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Everyone this member blocked (ids); a member blocks few, so the whole set is read. */
export async function blockedIdsOf(db: Db, blockerId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_block').select('blocked_id').where('blocker_id', '=', blockerId).execute();
  return rows.map((row) => row.blocked_id);
}

export async function hasBlocked(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_block')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

export function listBlocked(db: Db, blockerId: number, page: number, limit: number) {
  return db
    .selectFrom('user_block')
    .innerJoin('user', 'user.user_id', 'user_block.blocked_id')
    .select(['user.user_id', 'user.user_name', 'user.profile_image', 'user_block.created_at'])
    .where('user_block.blocker_id', '=', blockerId)
    .orderBy('user_block.created_at', 'desc')
    .orderBy('user.user_id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
}

export function findLiveUser(db: Db, userId: number) {
  return db
    .selectFrom('user')
    .select(['user_id', 'deleted_at'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
