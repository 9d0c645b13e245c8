import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PostRecord } from '../posts/index.ts';
import { selectPostRecords } from '../posts/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What a profile counts, in one query: public posts (confirmed, live), the likes those posts
 * received, and live comments on public posts. The same for every viewer.
 */
export async function findProfileStats(db: Db, userId: number) {
  const row = await profileStatsQuery(db, userId).executeTakeFirstOrThrow();
  // PostgreSQL returns COUNT as bigint text and SUM as numeric text.
  return { posts: Number(row.posts ?? 0), comments: Number(row.comments ?? 0), likesReceived: Number(row.likes ?? 0) };
}

/** The three counts in one statement, each from an index on the member; the likes are the member's stored total (migration 380). */
function profileStatsQuery(db: Db, userId: number) {
  return db.selectNoFrom((eb) => [
    eb
      .selectFrom('post')
      .select((p) => p.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_confirmed', '=', 1)
      .where('deleted_at', 'is', null)
      .as('posts'),
    eb.selectFrom('member_likes_received').select('likes as n').where('user_id', '=', userId).as('likes'),
    eb
      .selectFrom('comment')
      .innerJoin('post', 'post.post_id', 'comment.post_id')
      .select((c) => c.fn.countAll<number>().as('n'))
      .where('comment.user_id', '=', userId)
      .where('comment.deleted_at', 'is', null)
      .where('comment.hidden_at', 'is', null)
      .where('post.is_confirmed', '=', 1)
      .where('post.deleted_at', 'is', null)
      .as('comments'),
  ]);
}

/** The companion's look: base part and equipped accessories with their icons, in catalog order. */
export async function findCompanionLook(db: Db, userId: number) {
  const character = await db
    .selectFrom('character')
    .leftJoin('character_part as base', 'base.part_id', 'character.base_part_id')
    .select([
      'character.character_name',
      'character.level',
      'base.part_id as base_id',
      'base.part_icon as base_icon',
      'base.part_name as base_name',
    ])
    .where('character.user_id', '=', userId)
    .executeTakeFirst();
  if (!character) return null;
  const accessories = await db
    .selectFrom('character_accessory as a')
    .innerJoin('character_part as p', 'p.part_id', 'a.part_id')
    .select(['a.part_id', 'p.part_icon', 'p.part_name', 'a.position_x', 'a.position_y'])
    .where('a.user_id', '=', userId)
    .orderBy('p.sort_order')
    .orderBy('a.part_id')
    .execute();
  return { character, accessories };
}

/** The ids of a page of the user's public posts, newest first: an index-only scan (profile-index.test.ts). */
export function userPostIds(db: Db, userId: number, window: { offset: number; count: number }) {
  return db
    .selectFrom('post')
    .select('post.post_id')
    .where('post.user_id', '=', userId)
    .where('post.is_confirmed', '=', 1)
    .where('post.deleted_at', 'is', null)
    .orderBy('post.created_at', 'desc')
    .orderBy('post.post_id', 'desc')
    .limit(window.count)
    .offset(window.offset);
}

/**
 * `count` of the user's public posts from `offset`, newest first, in one query: the page's ids
 * come from an index-only scan of post_user_feed_idx (migration 130), then only those rows are
 * joined with author, sphere and the viewer's reaction, as the home feed does.
 */
export async function findUserPostRecords(
  db: Db,
  userId: number,
  viewerId: number | null,
  window: { offset: number; count: number },
): Promise<PostRecord[]> {
  const ids = userPostIds(db, userId, window);
  const rows = await selectPostRecords(db, viewerId)
    .where('post.post_id', 'in', ids)
    .orderBy('post.created_at', 'desc')
    .orderBy('post.post_id', 'desc')
    .execute();
  return rows as PostRecord[];
}

/**
 * The owner's own pending posts — rejected and hidden ones too, with their reasons — newest first
 * (the small partial index post_pending_idx).
 */
export async function findOwnPendingPosts(db: Db, userId: number, max: number): Promise<PostRecord[]> {
  const rows = await selectPostRecords(db, userId)
    .where('post.user_id', '=', userId)
    // A literal, not a parameter: only then may SQLite use the partial index.
    .where(sql<boolean>`post.is_confirmed = 0`)
    .orderBy('post.created_at', 'desc')
    .orderBy('post.post_id', 'desc')
    .limit(max)
    .execute();
  return rows as PostRecord[];
}

/**
 * The user's live comments on posts the viewer can see (public ones, and the viewer's own
 * pending ones), newest first, with the post each answers.
 */
export function findUserComments(
  db: Db,
  userId: number,
  viewerId: number | null,
  window: { offset: number; count: number },
) {
  return db
    .selectFrom('comment')
    .innerJoin('post', 'post.post_id', 'comment.post_id')
    .innerJoin('user as author', 'author.user_id', 'comment.user_id')
    .select([
      'comment.comment_id',
      'comment.post_id',
      'comment.user_id',
      'comment.parent_comment_id',
      'comment.content',
      'comment.like_count',
      'comment.created_at',
      'comment.edited_at',
      'comment.deleted_at',
      'comment.hidden_at',
      'comment.mentions_json',
      'comment.video_seconds',
      'author.user_name',
      'author.profile_image',
      'author.deleted_at as author_deleted_at',
      'author.trust_level as author_trust_level',
      'post.title as post_title',
      'post.content as post_content',
    ])
    .where('comment.user_id', '=', userId)
    .where('comment.deleted_at', 'is', null)
    .where('comment.hidden_at', 'is', null)
    .where('post.deleted_at', 'is', null)
    .where((eb) =>
      viewerId === null
        ? eb('post.is_confirmed', '=', 1)
        : eb.or([eb('post.is_confirmed', '=', 1), eb('post.user_id', '=', viewerId)]),
    )
    .orderBy('comment.comment_id', 'desc')
    .limit(window.count)
    .offset(window.offset)
    .execute();
}

/** Every live post of a user, for re-indexing after a rename (the author's name is searchable). */
export async function findUserPostIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('post')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.post_id);
}
