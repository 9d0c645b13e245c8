import type { ContentCategory, TimingCategory } from '@tubesphere/shared/contract/categories';
import type { FeedPeriod, FeedSort, ReactionType } from '@tubesphere/shared/contract/feed';
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { categoryBit } from './category-mask.ts';
import type { PostRecord } from './post-mapper.ts';
import { selectPostRecords } from './post-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Posts a viewer may see: confirmed posts for everyone, plus the viewer's own pending posts
 * (docs/architecture.md#pending-posts) — and their own rejected or hidden ones, which go back to is_confirmed = 0 and
 * carry the reason (docs/decisions/110-moderation-states.md). Every other such post is as good
 * as nonexistent.
 */
export function visiblePosts(db: Db, viewerId: number | null) {
  return selectPostRecords(db, viewerId).where((eb) =>
    viewerId === null
      ? eb('post.is_confirmed', '=', 1)
      : eb.or([eb('post.is_confirmed', '=', 1), eb('post.user_id', '=', viewerId)]),
  );
}

const PERIOD_MS: Record<FeedPeriod, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };

/** Which posts a feed holds: everything, one sphere's, or those shared with given categories. */
export interface FeedScope {
  sphereId?: number;
  timing?: TimingCategory;
  content?: ContentCategory;
}

export interface FeedOrder {
  sort: FeedSort;
  period: FeedPeriod;
  dialect: DialectName;
  scope?: FeedScope;
}

/** The scope as part of a cache key; '' for the whole feed. */
export const scopeKey = (scope: FeedScope | undefined): string =>
  scope ? `s${scope.sphereId ?? ''}t${scope.timing ?? ''}c${scope.content ?? ''}` : '';

/**
 * Narrows a query over `post` to the scope. Each category bit is written as a literal, word for
 * word the condition of its partial indexes (migration 120): only then do SQLite and PostgreSQL
 * use them.
 */
// biome-ignore lint/suspicious/noExplicitAny: applies to any select over `post`
export function inScope<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, scope: FeedScope | undefined): QB {
  if (!scope) return qb;
  let scoped = qb;
  if (scope.sphereId !== undefined) {
    // A post the sphere's staff hid leaves the sphere's feed only (its primary key answers the probe).
    scoped = scoped
      .where('post.sphere_id', '=', scope.sphereId)
      .where(
        sql<boolean>`not exists (select 1 from sphere_post_hide h where h.sphere_id = ${scope.sphereId} and h.post_id = post.post_id)`,
      ) as QB;
  }
  const bits = [
    scope.timing ? categoryBit('timing', scope.timing) : 0,
    scope.content ? categoryBit('content', scope.content) : 0,
  ].filter((bit) => bit !== 0);
  for (const bit of bits) scoped = scoped.where(sql<boolean>`(post.category_mask & ${sql.lit(bit)}) <> 0`) as QB;
  return scoped;
}

/**
 * A row's place in the feed order: is_pinned, then the sort's keys, all descending. For 최신 and
 * 인기 an index holds exactly these columns (migration 090), so a key is a cheap keyset boundary.
 */
export type FeedKey = (number | string)[];

/** The sort keys after is_pinned. 인기 reads the trigger-maintained hot_score (Reddit-style decay). */
function sortKeys(sort: FeedSort): RawBuilder<unknown>[] {
  if (sort === 'hot') return [sql`post.hot_score`, sql`post.created_at`, sql`post.post_id`];
  if (sort === 'top') return [sql`post.like_count - post.dislike_count`, sql`post.created_at`, sql`post.post_id`];
  return [sql`post.created_at`, sql`post.post_id`];
}

/** Whether `FeedKey`s of this sort can be served by an index (톱 ranks by a computed difference). */
export const hasKeysetIndex = (sort: FeedSort) => sort !== 'top';

// biome-ignore lint/suspicious/noExplicitAny: applies to any select over `post`
function inFeedOrder<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, order: FeedOrder): QB {
  let ordered = qb.orderBy(sql`post.is_pinned`, 'desc');
  for (const key of sortKeys(order.sort)) ordered = ordered.orderBy(key, 'desc');
  return ordered as QB;
}

/** 톱 looks back one period; pinned posts stay whatever their age. */
// biome-ignore lint/suspicious/noExplicitAny: applies to any select over `post`
function inWindow<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, order: FeedOrder): QB {
  if (order.sort !== 'top') return qb;
  const since = new Date(Date.now() - PERIOD_MS[order.period]).toISOString();
  return qb.where((eb) => eb.or([eb('post.created_at', '>=', since), eb('post.is_pinned', '=', 1)])) as QB;
}

/**
 * Confirmed, live posts in feed order — read from the feed index alone (is_confirmed, deleted_at,
 * is_pinned, sort keys), so skipping rows never touches the table. `from` starts the scan at a
 * known key (inclusive) instead of counting from the top.
 */
export function confirmedInOrder(db: Db, order: FeedOrder, from: FeedKey | null) {
  let query = inScope(
    inWindow(db.selectFrom('post').where('post.is_confirmed', '=', 1).where('post.deleted_at', 'is', null), order),
    order.scope,
  );
  if (from) {
    const columns = [sql`post.is_pinned`, ...sortKeys(order.sort)];
    query = query.where(sql<boolean>`(${sql.join(columns)}) <= (${sql.join(from)})`);
  }
  return inFeedOrder(query, order);
}

/** The key of the row `offset` rows after `from` (or after the top), or null past the end. */
export async function findFeedKey(db: Db, order: FeedOrder, from: FeedKey | null, offset: number) {
  const keys = [sql`post.is_pinned`, ...sortKeys(order.sort)].map((key, i) => key.as(`k${i}`));
  const row = await confirmedInOrder(db, order, from).select(keys).limit(1).offset(offset).executeTakeFirst();
  return row ? (Object.values(row) as FeedKey) : null;
}

/**
 * `count` confirmed posts starting `offset` rows after `from`, as full records, in ONE query: the
 * page's ids come from an index-only subquery, then only those rows are joined (author, sphere,
 * the viewer's reaction). The cost no longer grows with the page number's joins.
 */
export async function findConfirmedRecords(
  db: Db,
  order: FeedOrder,
  viewerId: number | null,
  window: { from: FeedKey | null; offset: number; count: number },
): Promise<PostRecord[]> {
  const ids = confirmedInOrder(db, order, window.from).select('post.post_id').limit(window.count).offset(window.offset);
  const rows = await inFeedOrder(selectPostRecords(db, viewerId).where('post.post_id', 'in', ids), order).execute();
  return rows as PostRecord[];
}

function ownPending(db: Kysely<Database>, order: FeedOrder, p: { viewerId: number; since: string; max: number }) {
  let query = selectPostRecords(db, p.viewerId)
    .where('post.user_id', '=', p.viewerId)
    // Literals, not parameters: only then may SQLite use the partial index post_pending_idx.
    .where(sql<boolean>`post.is_confirmed = 0`)
    // Rejected and hidden posts wait on the author's profile and their own pages, not on top of the feed.
    .where('post.moderation_status', 'is', null);
  if (order.sort === 'top') {
    query = query.where((eb) => eb.or([eb('post.created_at', '>=', p.since), eb('post.is_pinned', '=', 1)]));
  }
  return inFeedOrder(inScope(query, order.scope), order).limit(p.max);
}
// Every signed-in feed request runs one of these: compiled once per sort (db/prepared.ts).
const ownPendingQueries = Object.fromEntries(
  (['new', 'hot', 'top'] as const).map((sort) => [
    sort,
    prepareQuery((db, p: { viewerId: number; since: string; max: number }) =>
      ownPending(db, { sort, period: 'week', dialect: 'sqlite' }, p),
    ),
  ]),
) as Record<FeedSort, ReturnType<typeof prepareQuery<{ viewerId: number; since: string; max: number }, PostRecord>>>;

// Almost nobody has a pending post: this index-only probe of the partial index costs a tenth of
// the full query (measured), which then runs only for those who do.
const hasPendingQuery = prepareQuery((db, p: { viewerId: number }) =>
  db
    .selectFrom('post')
    .select('post_id')
    .where('user_id', '=', p.viewerId)
    .where(sql<boolean>`is_confirmed = 0`)
    .where('deleted_at', 'is', null)
    .where('moderation_status', 'is', null)
    .limit(1),
);

/**
 * The viewer's own pending posts, which sit above everything else in their feed (docs/architecture.md#pending-posts),
 * in feed order; at most `max`. Served by the small partial index of pending posts.
 */
export async function findOwnPendingRecords(db: Db, order: FeedOrder, viewerId: number, max: number) {
  if ((await hasPendingQuery(db, { viewerId })).rows.length === 0) return [];
  const since = new Date(Date.now() - PERIOD_MS[order.period]).toISOString();
  // A scoped feed (a sphere's, a category's) is asked for far less often: built per request.
  if (order.scope) return (await ownPending(db, order, { viewerId, since, max }).execute()) as PostRecord[];
  return (await ownPendingQueries[order.sort](db, { viewerId, since, max })).rows;
}

/**
 * The viewer's reactions to a page's posts, which of them they saved (스크랩), and whether they have any pending post at all, in
 * one query (a pending post changes the page: it goes on top). Compiled once per page size: an
 * `in` list's SQL depends on its length.
 */
const viewerStateQueries = new Map<number, ReturnType<typeof viewerStateQuery>>();
const viewerStateQuery = (count: number) =>
  prepareQuery((db, p: Record<string, number>) => {
    const pending = db
      .selectFrom(
        db
          .selectFrom('post')
          .select('post_id')
          .where('user_id', '=', p.viewerId as number)
          .where(sql<boolean>`is_confirmed = 0`)
          .where('deleted_at', 'is', null)
          .where('moderation_status', 'is', null)
          .limit(1)
          .as('pending'),
      )
      .select(['pending.post_id', sql<string>`'pending'`.as('reaction_type')]);
    if (count === 0) return pending;
    const ids = Array.from({ length: count }, (_, i) => p[`id${i}`] as number);
    return db
      .selectFrom('post_reaction')
      .select(['post_id', sql<string>`reaction_type`.as('reaction_type')])
      .where('user_id', '=', p.viewerId as number)
      .where('post_id', 'in', ids)
      .unionAll(
        db
          .selectFrom('post_bookmark')
          .select(['post_id', sql<string>`'bookmark'`.as('reaction_type')])
          .where('user_id', '=', p.viewerId as number)
          .where('post_id', 'in', ids),
      )
      .unionAll(pending);
  });

export async function findViewerState(db: Db, viewerId: number, postIds: number[]) {
  let query = viewerStateQueries.get(postIds.length);
  if (!query) {
    query = viewerStateQuery(postIds.length);
    viewerStateQueries.set(postIds.length, query);
  }
  const values: Record<string, number> = { viewerId };
  postIds.forEach((id, i) => {
    values[`id${i}`] = id;
  });
  const reactions = new Map<number, ReactionType>();
  const bookmarks = new Set<number>();
  let hasPending = false;
  for (const row of (await query(db, values)).rows) {
    if (row.reaction_type === 'pending') hasPending = true;
    else if (row.reaction_type === 'bookmark') bookmarks.add(row.post_id);
    else reactions.set(row.post_id, row.reaction_type as ReactionType);
  }
  return { reactions, bookmarks, hasPending };
}

// Every post view runs one of these: compiled once (db/prepared.ts).
const guestPostQuery = prepareQuery((db, p: { postId: number }) =>
  visiblePosts(db, null).where('post.post_id', '=', p.postId),
);
const viewerPostQuery = prepareQuery((db, p: { postId: number; viewerId: number }) =>
  visiblePosts(db, p.viewerId).where('post.post_id', '=', p.postId),
);

export async function findVisiblePost(db: Db, postId: number, viewerId: number | null): Promise<PostRecord | null> {
  const { rows } =
    viewerId === null ? await guestPostQuery(db, { postId }) : await viewerPostQuery(db, { postId, viewerId });
  return (rows[0] as PostRecord | undefined) ?? null;
}

/** Adds buffered views (view-counter.ts) to many posts in one transaction. */
/** A signed-in member's read of a post (the first one counts; later ones change nothing). */
export interface PostRead {
  userId: number;
  postId: number;
  readAt: string;
}

export async function addViewCounts(
  db: Kysely<Database>,
  counts: Map<number, number>,
  reads: readonly PostRead[] = [],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [postId, views] of counts) {
      await trx
        .updateTable('post')
        .set((eb) => ({ view_count: eb('view_count', '+', views) }))
        .where('post_id', '=', postId)
        .execute();
    }
    // In slices: one statement's parameters stay well under either engine's limit.
    for (let i = 0; i < reads.length; i += 300) {
      await trx
        .insertInto('user_post_read')
        .values(reads.slice(i, i + 300).map((r) => ({ user_id: r.userId, post_id: r.postId, read_at: r.readAt })))
        .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
        .execute();
    }
  });
}

/**
 * 팔로잉: confirmed posts of the members `viewerId` follows and of the spheres they subscribed to
 * (새 글 알림 'all' — the same people the new-post notification tells), newest first, as full
 * records (the viewer's reactions and 스크랩 included); a post a sphere's staff hid there does not
 * come in through its sphere. Personal, so never from the read cache; the author index
 * (post_user_idx) serves each followed member's part.
 */
export async function findFollowingRecords(
  db: Db,
  viewerId: number,
  offset: number,
  count: number,
): Promise<PostRecord[]> {
  const followees = db.selectFrom('user_follow').select('followee_id').where('follower_id', '=', viewerId);
  const subscribed = db
    .selectFrom('sphere_member')
    .select('sphere_id')
    .where('user_id', '=', viewerId)
    .where('notify_mode', '=', 'all');
  const rows = await selectPostRecords(db, viewerId)
    .where('post.is_confirmed', '=', 1)
    .where((eb) =>
      eb.or([
        eb('post.user_id', 'in', followees),
        eb.and([
          eb('post.sphere_id', 'in', subscribed),
          sql<boolean>`not exists (select 1 from sphere_post_hide h where h.sphere_id = post.sphere_id and h.post_id = post.post_id)`,
        ]),
      ]),
    )
    .orderBy('post.created_at', 'desc')
    .orderBy('post.post_id', 'desc')
    .limit(count)
    .offset(offset)
    .execute();
  return rows as PostRecord[];
}

/** The viewer's saved posts (스크랩) they may still see, newest saved first. */
export async function findBookmarkedRecords(
  db: Db,
  viewerId: number,
  offset: number,
  count: number,
): Promise<PostRecord[]> {
  const rows = await visiblePosts(db, viewerId)
    .innerJoin('post_bookmark as bm', (join) =>
      join.onRef('bm.post_id', '=', 'post.post_id').on('bm.user_id', '=', viewerId),
    )
    .orderBy('bm.created_at', 'desc')
    .orderBy('post.post_id', 'desc')
    .limit(count)
    .offset(offset)
    .execute();
  return rows as PostRecord[];
}
