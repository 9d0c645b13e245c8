import type { Comment } from '@tubesphere/shared/contract/comments';
import {
  FEED_MESSAGES,
  type FeedPeriod,
  type FeedSort,
  type PostDetailResponse,
  type ReactionType,
} from '@tubesphere/shared/contract/feed';
import { pickBestComments } from '@tubesphere/shared/domain/best-comments';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { liveMentionTargets, parseMentions } from '../../lib/mentions.ts';
import type { ReadCache } from '../../plugins/app/read-cache.ts';
import { type CachedWindow, guestPageOf, viewerStateOf } from './cached-window.ts';
import { feedJson, type SerializedPost, serializePost, withReaction } from './feed-json.ts';
import { FeedPositions } from './feed-positions.ts';
import { type PostRecord, toWirePost } from './post-mapper.ts';
import {
  type FeedOrder,
  type FeedScope,
  findBookmarkedRecords,
  findConfirmedRecords,
  findFollowingRecords,
  findOwnPendingRecords,
  findViewerState,
  findVisiblePost,
  scopeKey,
} from './repository.ts';
import type { ViewCounter } from './view-counter.ts';

export class FeedService {
  private readonly positions: FeedPositions;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly cache: ReadCache,
    private readonly views: ViewCounter,
    private readonly options: {
      checkContract: boolean;
      /** A post's comments, from the comments module (which reads posts, so it cannot be imported here). */
      postComments: (postId: number, viewerId: number | null) => Promise<Comment[]>;
      /** Wire ids of the authors a viewer blocked (차단): their posts leave the viewer's feeds. */
      blockedOf?: (viewerId: number | null) => Promise<ReadonlySet<string>>;
    },
  ) {
    this.positions = new FeedPositions(db, cache);
  }

  /**
   * One page as JSON bytes. The viewer's own pending posts come first, then confirmed posts in
   * the chosen order. The confirmed part is the same for everyone, so it comes from the read
   * cache, and a signed-in viewer's reactions are laid over it — one query for the page, which
   * also tells whether they have pending posts to put on top. A fixed number of queries
   * whatever the page size. `scope` narrows it to a sphere or to categories.
   */
  async feed(
    viewerId: number | null,
    page: number,
    limit: number,
    sort: FeedSort,
    period: FeedPeriod,
    scope?: FeedScope,
  ): Promise<Buffer | string> {
    const order: FeedOrder = { sort, period, dialect: this.dialect, scope };
    const offset = (page - 1) * limit;
    const blocked = await this.blockedOf(viewerId);
    if (this.cache.enabled) {
      // The common case: the page everyone sees, plus (signed in) the viewer's reactions to it.
      const window = await this.window(order, offset, limit + 1);
      if (viewerId === null) return guestPageOf(window, page, limit);
      const { reactions, bookmarks, hasPending } = await viewerStateOf(this.db, window, viewerId);
      if (!hasPending) {
        if (reactions.size === 0 && bookmarks.size === 0 && blocked.size === 0) {
          return guestPageOf(window, page, limit);
        }
        const posts = visibleTo(window.posts.slice(0, limit), blocked).map((p) =>
          withReaction(p, reactions.get(p.postId), bookmarks.has(p.postId)),
        );
        return feedJson(posts, { page, limit, hasMore: window.posts.length > limit });
      }
    }
    return this.withPendingFirst(viewerId, order, page, limit, blocked);
  }

  private blockedOf(viewerId: number | null): Promise<ReadonlySet<string>> {
    return this.options.blockedOf && viewerId !== null ? this.options.blockedOf(viewerId) : Promise.resolve(NO_ONE);
  }

  /**
   * The general case (the cache off, or a viewer with pending posts): their pending posts first,
   * then confirmed posts from where those leave off.
   */
  private async withPendingFirst(
    viewerId: number | null,
    order: FeedOrder,
    page: number,
    limit: number,
    blocked: ReadonlySet<string>,
  ) {
    const offset = (page - 1) * limit;
    const pagination = (count: number) => ({ page, limit, hasMore: count > limit });
    let own: string[] = [];
    let confirmedOffset = offset;
    if (viewerId !== null) {
      // Reading one row past the page tells both hasMore and, when fewer exist, their exact number.
      const pending = await findOwnPendingRecords(this.db, order, viewerId, offset + limit + 1);
      const now = new Date();
      own = pending.slice(offset).map((record) => this.serialize(record, now).json);
      confirmedOffset = Math.max(0, offset - pending.length);
    }
    const need = limit + 1 - own.length;
    if (need === 0) return feedJson(own.slice(0, limit), pagination(own.length));
    if (!this.cache.enabled) {
      const records = await this.confirmedRecords(order, confirmedOffset, need, viewerId);
      const now = new Date();
      const serialized = records.map((record) => this.serialize(record, now));
      const hasMore = own.length + serialized.length > limit;
      const kept = visibleTo(serialized.slice(0, limit - own.length), blocked).map((p) => p.json);
      return feedJson([...own, ...kept], { page, limit, hasMore });
    }
    const window = await this.window(order, confirmedOffset, need);
    const { reactions, bookmarks } =
      viewerId === null
        ? { reactions: new Map<number, ReactionType>(), bookmarks: new Set<number>() }
        : await findViewerState(
            this.db,
            viewerId,
            window.posts.map((p) => p.postId),
          );
    const hasMore = own.length + window.posts.length > limit;
    const kept = visibleTo(window.posts.slice(0, limit - own.length), blocked).map((p) =>
      withReaction(p, reactions.get(p.postId), bookmarks.has(p.postId)),
    );
    return feedJson([...own, ...kept], { page, limit, hasMore });
  }

  /** `count` confirmed posts from `offset`, as a guest sees them, from the read cache. */
  private window(order: FeedOrder, offset: number, count: number): Promise<CachedWindow> {
    return this.cache.load(
      `feed:${scopeKey(order.scope)}:${order.sort}:${order.period}:${offset}:${count}`,
      async () => {
        const now = new Date();
        const records = await this.confirmedRecords(order, offset, count, null);
        return { posts: records.map((record) => this.serialize(record, now)) };
      },
      { deep: offset >= this.positions.stride },
    );
  }

  private serialize(record: PostRecord, now: Date): SerializedPost {
    return serializePost(record.post_id, toWirePost(record, now), this.options.checkContract);
  }

  private async confirmedRecords(order: FeedOrder, offset: number, count: number, viewerId: number | null) {
    const start = await this.positions.locate(order, offset);
    if (!start) return [];
    return findConfirmedRecords(this.db, order, viewerId, { ...start, count });
  }

  /**
   * 팔로잉: posts of the members the viewer follows and of the spheres they subscribed to, newest
   * first, without the authors they blocked.
   */
  async followingFeed(viewerId: number, page: number, limit: number): Promise<string> {
    const records = await findFollowingRecords(this.db, viewerId, (page - 1) * limit, limit + 1);
    return this.personalPage(viewerId, records, page, limit);
  }

  /** 스크랩: the viewer's saved posts, newest saved first, in the feed's shape. */
  async bookmarks(viewerId: number, page: number, limit: number): Promise<string> {
    const records = await findBookmarkedRecords(this.db, viewerId, (page - 1) * limit, limit + 1);
    return this.personalPage(viewerId, records, page, limit);
  }

  private async personalPage(viewerId: number, records: PostRecord[], page: number, limit: number) {
    const blocked = await this.blockedOf(viewerId);
    const now = new Date();
    const posts = visibleTo(
      records.slice(0, limit).map((record) => this.serialize(record, now)),
      blocked,
    ).map((p) => p.json);
    return feedJson(posts, { page, limit, hasMore: records.length > limit });
  }

  /** Writes the views and reads counted so far (the counter also does so every second). */
  flushViews(): Promise<void> {
    return this.views.flush();
  }

  /** A view of a post whose page was served from the read cache (the page did not call detail). */
  recordView(postId: number): void {
    this.views.add(postId);
  }

  /**
   * The post, its comments and the 베스트 among them, and whom its text mentions; deleted, nonexistent and other people's pending posts are all
   * "not found". Every view by someone other than the author counts once per request.
   */
  async detail(postId: number, viewerId: number | null): Promise<PostDetailResponse> {
    const record = await findVisiblePost(this.db, postId, viewerId);
    if (!record) throw notFound(FEED_MESSAGES.postNotFound);
    if (record.user_id !== viewerId) this.views.add(postId, viewerId);
    record.view_count += this.views.pending(postId);
    const all = await this.options.postComments(postId, viewerId);
    const blocked = await this.blockedOf(viewerId);
    const comments =
      blocked.size === 0 ? all : all.map((c) => (blocked.has(c.userId) ? { ...c, authorBlocked: true } : c));
    const mentions = parseMentions(record.mentions_json, await liveMentionTargets(this.db, [record]));
    return { success: true, post: toWirePost(record), comments, bestComments: pickBestComments(comments), mentions };
  }
}

const NO_ONE: ReadonlySet<string> = new Set();

/**
 * A page without the authors the viewer blocked. The page keeps its place in the shared order
 * (positions, cache windows), so it may come out shorter than the limit rather than shifting.
 */
function visibleTo(posts: SerializedPost[], blocked: ReadonlySet<string>): SerializedPost[] {
  return blocked.size === 0 ? posts : posts.filter((p) => !blocked.has(p.post.userId));
}
