import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface DigestPost {
  postId: number;
  title: string | null;
  content: string;
  sphereName: string;
  likeCount: number;
  commentCount: number;
}

/**
 * The best public posts of the week in the spheres the member belongs to, in the order of the
 * feed's 톱 of a period (likes less dislikes; the same score, then the 인기 score, then the newer
 * post): not the member's own, not from someone they blocked, not hidden from the sphere by its
 * staff. 인기 alone would not do: its decay with age puts Sunday's posts above Monday's better ones.
 */
export async function bestPostsOfWeek(
  db: Db,
  userId: number,
  week: { start: string; end: string },
  limit: number,
): Promise<DigestPost[]> {
  const rows = await db
    .selectFrom('post')
    .innerJoin('sphere_member as m', (join) =>
      join.onRef('m.sphere_id', '=', 'post.sphere_id').on('m.user_id', '=', userId),
    )
    .innerJoin('sphere', 'sphere.sphere_id', 'post.sphere_id')
    .select([
      'post.post_id',
      'post.title',
      'post.content',
      'post.like_count',
      'post.comment_count',
      'sphere.name as sphere_name',
    ])
    .where('post.is_confirmed', '=', 1)
    .where('post.deleted_at', 'is', null)
    .where('post.created_at', '>=', week.start)
    .where('post.created_at', '<', week.end)
    .where('post.user_id', '<>', userId)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_block')
              .select('user_block.blocked_id')
              .where('user_block.blocker_id', '=', userId)
              .whereRef('user_block.blocked_id', '=', 'post.user_id'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('sphere_post_hide')
              .select('sphere_post_hide.post_id')
              .whereRef('sphere_post_hide.sphere_id', '=', 'post.sphere_id')
              .whereRef('sphere_post_hide.post_id', '=', 'post.post_id'),
          ),
        ),
      ]),
    )
    .orderBy(sql`post.like_count - post.dislike_count`, 'desc')
    .orderBy('post.hot_score', 'desc')
    .orderBy('post.post_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    postId: Number(row.post_id),
    title: row.title,
    content: row.content,
    sphereName: row.sphere_name,
    likeCount: Number(row.like_count),
    commentCount: Number(row.comment_count),
  }));
}
