import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The one SELECT behind every list of posts (feed, detail, admin lists, search): the post with
 * its author, sphere and — in the same query — the viewer's reaction and 스크랩. Callers add WHERE, ORDER
 * and LIMIT; the rows fit PostRecord (post-mapper.ts). Soft-deleted posts are never returned.
 */
export function selectPostRecords(db: Db, viewerId: number | null) {
  const base = db
    .selectFrom('post')
    .innerJoin('user as author', 'author.user_id', 'post.user_id')
    .leftJoin('sphere', 'sphere.sphere_id', 'post.sphere_id')
    .selectAll('post')
    .select([
      'author.user_name as author_name',
      'author.profile_image as author_image',
      'author.bio as author_bio',
      'author.deleted_at as author_deleted_at',
      'author.trust_level as author_trust_level',
      'sphere.name as sphere_name',
      'sphere.icon as sphere_icon',
    ])
    .where('post.deleted_at', 'is', null);
  // A guest has no reactions or bookmarks: no join to look for them.
  if (viewerId === null) {
    return base.select([sql<'like' | 'dislike' | null>`null`.as('my_reaction'), sql<number>`0`.as('my_bookmark')]);
  }
  return base
    .leftJoin('post_reaction as mine', (join) =>
      join.onRef('mine.post_id', '=', 'post.post_id').on('mine.user_id', '=', viewerId),
    )
    .leftJoin('post_bookmark as saved', (join) =>
      join.onRef('saved.post_id', '=', 'post.post_id').on('saved.user_id', '=', viewerId),
    )
    .select([
      sql<'like' | 'dislike' | null>`mine.reaction_type`.as('my_reaction'),
      sql<number>`case when saved.user_id is null then 0 else 1 end`.as('my_bookmark'),
    ]);
}
