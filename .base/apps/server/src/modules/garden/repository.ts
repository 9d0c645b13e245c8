import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findPlants(db: Kysely<Database>, userId: number) {
  return db.selectFrom('plant').selectAll().where('user_id', '=', userId).orderBy('plant_id').execute();
}

/** Spec §3 garden statistics in one query: posts written, likes they received, comments written. */
export async function findStatistics(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('post')
        .select((p) => p.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .as('total_posts'),
      eb
        .selectFrom('post')
        .select((p) => p.fn.coalesce(p.fn.sum<number>('like_count'), p.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .as('total_likes'),
      eb
        .selectFrom('comment')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .as('total_comments'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL returns SUM as numeric text.
  return {
    totalPosts: Number(row.total_posts ?? 0),
    totalLikes: Number(row.total_likes ?? 0),
    totalComments: Number(row.total_comments ?? 0),
  };
}
