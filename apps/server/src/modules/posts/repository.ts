import type { FeedPeriod, FeedSort } from '@tubesphere/shared/contract/feed';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import type { PostRecord } from './post-mapper.ts';
import { selectPostRecords } from './post-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Posts a viewer may see: confirmed posts for everyone, plus the viewer's own pending posts
 * (DESIGN §4.6). Every other pending post is as good as nonexistent.
 */
export function visiblePosts(db: Db, viewerId: number | null) {
  return selectPostRecords(db, viewerId).where((eb) =>
    viewerId === null
      ? eb('post.is_confirmed', '=', 1)
      : eb.or([eb('post.is_confirmed', '=', 1), eb('post.user_id', '=', viewerId)]),
  );
}

const PERIOD_MS: Record<FeedPeriod, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };

/**
 * Reddit-style hot score: each tenfold of net engagement (likes - dislikes + comments) is worth
 * 12.5 hours of recency, so a fresh post with a few reactions outranks an old popular one.
 */
function hotScore(dialect: DialectName) {
  return dialect === 'postgres'
    ? sql`log10(greatest(1, post.like_count - post.dislike_count + post.comment_count)::float8) + extract(epoch from post.created_at::timestamptz) / 45000.0`
    : sql`log10(max(1, post.like_count - post.dislike_count + post.comment_count)) + unixepoch(post.created_at) / 45000.0`;
}

export interface FeedOrder {
  sort: FeedSort;
  period: FeedPeriod;
  dialect: DialectName;
}

/**
 * One page of the feed in ONE query (author, sphere and the viewer's reaction are joined):
 * the viewer's pending posts on top, then pinned (in every sort), then the chosen order.
 * One extra row tells hasMore.
 */
export async function findFeedPage(
  db: Db,
  viewerId: number | null,
  page: number,
  limit: number,
  order: FeedOrder,
): Promise<{ records: PostRecord[]; hasMore: boolean }> {
  let query = visiblePosts(db, viewerId);
  // Guests see confirmed posts only; skipping the constant sort lets the feed index serve the ORDER BY.
  if (viewerId !== null) query = query.orderBy('post.is_confirmed', 'asc');
  query = query.orderBy('post.is_pinned', 'desc');
  if (order.sort === 'hot') query = query.orderBy(hotScore(order.dialect), 'desc');
  if (order.sort === 'top') {
    const since = new Date(Date.now() - PERIOD_MS[order.period]).toISOString();
    query = query
      .where((eb) => eb.or([eb('post.created_at', '>=', since), eb('post.is_pinned', '=', 1)]))
      .orderBy(sql`post.like_count - post.dislike_count`, 'desc');
  }
  const rows = await query
    .orderBy('post.created_at', 'desc')
    .orderBy('post.post_id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  return { records: rows.slice(0, limit) as PostRecord[], hasMore: rows.length > limit };
}

export async function findVisiblePost(db: Db, postId: number, viewerId: number | null): Promise<PostRecord | null> {
  const row = await visiblePosts(db, viewerId).where('post.post_id', '=', postId).executeTakeFirst();
  return (row as PostRecord | undefined) ?? null;
}

export async function incrementViewCount(db: Db, postId: number): Promise<void> {
  await db
    .updateTable('post')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('post_id', '=', postId)
    .execute();
}
