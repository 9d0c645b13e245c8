import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ActivityRow {
  user_id: number;
  trust_level: number;
  email_verified_at: string | null;
  days_visited: number;
  posts_read: number;
  comments: number;
  posts: number;
  likes_received: number;
  /** The latest of: suspension start, a hide or rejection of their post, a hide of their comment. */
  last_sanction_at: string | null;
}

/**
 * The records of members the promotion job may change: not deleted, not locked, below level 3
 * (level 4 is an admin's gift), in pages by id. Counts come back as numbers on both engines.
 */
export async function activityPage(db: Kysely<Database>, afterId: number, limit: number): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom('user as u')
    .where('u.deleted_at', 'is', null)
    .where('u.trust_level_locked', '=', 0)
    .where('u.trust_level', '<', 4)
    .where('u.user_id', '>', afterId)
    .select((eb) => [
      'u.user_id',
      'u.trust_level',
      'u.email_verified_at',
      'u.suspended_at',
      eb
        .selectFrom('user_visit_day as v')
        .select(eb.fn.countAll().as('n'))
        .whereRef('v.user_id', '=', 'u.user_id')
        .as('days_visited'),
      eb
        .selectFrom('user_post_read as r')
        .select(eb.fn.countAll().as('n'))
        .whereRef('r.user_id', '=', 'u.user_id')
        .as('posts_read'),
      eb
        .selectFrom('comment as c')
        .select(eb.fn.countAll().as('n'))
        .whereRef('c.user_id', '=', 'u.user_id')
        .where('c.deleted_at', 'is', null)
        .where('c.hidden_at', 'is', null)
        .as('comments'),
      eb
        .selectFrom('post as p')
        .select(eb.fn.countAll().as('n'))
        .whereRef('p.user_id', '=', 'u.user_id')
        .where('p.deleted_at', 'is', null)
        .where('p.is_confirmed', '=', 1)
        .as('posts'),
      // The stored total the profile shows (kept by triggers), not a sum over every post they wrote.
      eb
        .selectFrom('member_likes_received as m')
        .select('m.likes')
        .whereRef('m.user_id', '=', 'u.user_id')
        .as('likes_received'),
      eb
        .selectFrom('post as p')
        .select(sql<string | null>`max(p.moderated_at)`.as('n'))
        .whereRef('p.user_id', '=', 'u.user_id')
        .where('p.moderation_status', 'is not', null)
        .as('last_post_sanction'),
      eb
        .selectFrom('comment as c')
        .select(sql<string | null>`max(c.hidden_at)`.as('n'))
        .whereRef('c.user_id', '=', 'u.user_id')
        .as('last_comment_sanction'),
    ])
    .orderBy('u.user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const sanctions = [row.suspended_at, row.last_post_sanction, row.last_comment_sanction].filter(
      (at): at is string => typeof at === 'string',
    );
    return {
      user_id: row.user_id,
      trust_level: row.trust_level,
      email_verified_at: row.email_verified_at,
      days_visited: Number(row.days_visited ?? 0),
      posts_read: Number(row.posts_read ?? 0),
      comments: Number(row.comments ?? 0),
      posts: Number(row.posts ?? 0),
      likes_received: Number(row.likes_received ?? 0),
      last_sanction_at: sanctions.length ? (sanctions.sort().at(-1) ?? null) : null,
    };
  });
}
