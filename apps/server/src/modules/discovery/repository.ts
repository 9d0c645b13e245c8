import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PostRecord } from '../posts/index.ts';
import { selectPostRecords } from '../posts/index.ts';

type Db = Kysely<Database>;

/** The highest post id: sitemap files cover fixed ranges of ids (sitemap.ts). */
export async function findMaxPostId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('post')
    .select((eb) => eb.fn.max('post_id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Confirmed, live posts with ids in (after, upTo], oldest first: what a sitemap file lists. */
export function findSitemapPosts(db: Db, after: number, upTo: number) {
  return db
    .selectFrom('post')
    .select(['post_id', 'created_at', 'confirmed_at', 'edited_at'])
    .where('is_confirmed', '=', 1)
    .where('deleted_at', 'is', null)
    .where('post_id', '>', after)
    .where('post_id', '<=', upTo)
    .orderBy('post_id')
    .execute();
}

/** Every sphere with the time of its newest confirmed post (null when it has none). */
export function findSitemapSpheres(db: Db) {
  return db
    .selectFrom('sphere')
    .leftJoin('post', (join) =>
      join
        .onRef('post.sphere_id', '=', 'sphere.sphere_id')
        .on('post.is_confirmed', '=', 1)
        .on('post.deleted_at', 'is', null),
    )
    .select(['sphere.sphere_id', 'sphere.created_at'])
    .select((eb) => eb.fn.max('post.created_at').as('latest'))
    .groupBy(['sphere.sphere_id', 'sphere.created_at'])
    .orderBy('sphere.sphere_id')
    .execute();
}

/** The newest confirmed posts (of one sphere), newest first whatever their pin: an RSS feed's items. */
export async function findLatestPosts(db: Db, limit: number, sphereId?: number): Promise<PostRecord[]> {
  let query = selectPostRecords(db, null).where('post.is_confirmed', '=', 1);
  if (sphereId !== undefined) query = query.where('post.sphere_id', '=', sphereId);
  const rows = await query.orderBy('post.created_at', 'desc').orderBy('post.post_id', 'desc').limit(limit).execute();
  return rows as PostRecord[];
}
