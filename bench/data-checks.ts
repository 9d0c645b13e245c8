/**
 * What the app keeps true of its rows, checked on a generated data set: a bulk load that sets
 * indexes, triggers and foreign-key checks aside must leave exactly what the app would have
 * written. Set-based queries, so they stay affordable at a million posts.
 */
import { sql } from 'kysely';
import type { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';

export async function checkBenchData(config: ReturnType<typeof loadConfig>): Promise<void> {
  const database = openDatabase(config.database);
  const pg = database.dialect === 'postgres';
  const epoch = pg ? sql`extract(epoch from created_at::timestamptz)::float8` : sql`unixepoch(created_at)`;
  const checks: [string, ReturnType<typeof sql>][] = [
    [
      'posts whose like/dislike counts differ from their reactions',
      sql`select count(*) as n from post p left join (
            select post_id, sum(case when reaction_type = 'like' then 1 else 0 end) as likes,
                   sum(case when reaction_type = 'dislike' then 1 else 0 end) as dislikes
              from post_reaction group by post_id) r on r.post_id = p.post_id
          where p.like_count <> coalesce(r.likes, 0) or p.dislike_count <> coalesce(r.dislikes, 0)`,
    ],
    [
      'posts whose comment count differs from their live comments',
      sql`select count(*) as n from post p left join (
            select post_id, count(*) as comments from comment where deleted_at is null group by post_id) c
            on c.post_id = p.post_id
          where p.comment_count <> coalesce(c.comments, 0)`,
    ],
    [
      'posts whose hot_score is not the trigger formula',
      sql`select count(*) as n from post
          where abs(hot_score - (log10(${pg ? sql`greatest(1, like_count - dislike_count + comment_count)::float8` : sql`max(1, like_count - dislike_count + comment_count)`}) + ${epoch} / 45000.0)) > 1e-6`,
    ],
    [
      'posts with categories but no category_mask',
      sql`select count(*) as n from post where categories_json is not null and category_mask = 0`,
    ],
    [
      "members whose stored likes received differ from their public posts' likes",
      sql`select count(*) as n from (
            select user_id, sum(like_count) as likes from post
             where is_confirmed = 1 and deleted_at is null group by user_id) p
          full join member_likes_received m on m.user_id = p.user_id
          where coalesce(p.likes, 0) <> coalesce(m.likes, 0)`,
    ],
    [
      'posts without a search row',
      sql`select count(*) as n from post p left join post_search s on s.post_id = p.post_id where s.post_id is null`,
    ],
    [
      'reactions or comments of a missing post or member',
      sql`select (select count(*) from post_reaction r where not exists (select 1 from post p where p.post_id = r.post_id)
                   or not exists (select 1 from "user" u where u.user_id = r.user_id))
               + (select count(*) from comment c where not exists (select 1 from post p where p.post_id = c.post_id)
                   or not exists (select 1 from "user" u where u.user_id = c.user_id)) as n`,
    ],
    [
      'spheres whose member count differs from their members',
      sql`select count(*) as n from sphere s
          where s.member_count <> (select count(*) from sphere_member m where m.sphere_id = s.sphere_id)`,
    ],
  ];
  if (!pg) {
    checks.push([
      'search rows without a positional index row',
      sql`select (select count(*) from post_search) - (select count(*) from post_search_fts) as n`,
    ]);
  }
  const failures: string[] = [];
  try {
    for (const [label, query] of checks) {
      const n = Number(((await query.execute(database.db)).rows[0] as { n: number | string }).n);
      if (n !== 0) failures.push(`${label}: ${n}`);
    }
  } finally {
    await database.close();
  }
  if (failures.length > 0) throw new Error(`generated data breaks the app's rules:\n  ${failures.join('\n  ')}`);
  console.log(`  checks: ${checks.length} rules hold`);
}
