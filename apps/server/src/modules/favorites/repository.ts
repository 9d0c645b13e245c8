import type { FavoriteKind } from '@tubesphere/shared/contract/favorites';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** 즐겨찾기 rows: one per user, kind and id. */
export interface FavoriteRow {
  kind: FavoriteKind;
  target_id: string;
  created_at: string;
}

export async function findFavorites(db: Db, userId: number): Promise<FavoriteRow[]> {
  const rows = await db
    .selectFrom('user_favorite')
    .select(['kind', 'target_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('target_id')
    .execute();
  return rows as FavoriteRow[];
}

/**
 * Adds the favourite unless it is there already, refusing a new one past `max`. Pass a
 * transaction: count and insert together, so two quick clicks cannot both slip past the limit.
 */
export async function addFavorite(
  trx: Transaction<Database>,
  userId: number,
  kind: FavoriteKind,
  targetId: string,
  now: string,
  max: number,
): Promise<FavoriteRow | 'full'> {
  const existing = await trx
    .selectFrom('user_favorite')
    .select(['kind', 'target_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  if (existing) return existing as FavoriteRow;
  const count = await trx
    .selectFrom('user_favorite')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= max) return 'full';
  await trx
    .insertInto('user_favorite')
    .values({ user_id: userId, kind, target_id: targetId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
    .execute();
  return { kind, target_id: targetId, created_at: now };
}

export async function removeFavorite(db: Db, userId: number, kind: FavoriteKind, targetId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_favorite')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the collector has seen this video or channel. */
export async function isCollected(db: Db, kind: FavoriteKind, id: string): Promise<boolean> {
  const row =
    kind === 'video'
      ? await db.selectFrom('ranking_video').select('video_id as id').where('video_id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('ranking_channel')
          .select('channel_id as id')
          .where('channel_id', '=', id)
          .executeTakeFirst();
  return row !== undefined;
}
