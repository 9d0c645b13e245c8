import type { Comment } from '@tubesphere/shared/contract/comments';
import {
  FEED_MESSAGES,
  type FeedPeriod,
  type FeedSort,
  type PostDetailResponse,
  type ReactionType,
} from '@tubesphere/shared/contract/feed';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ReadCache } from '../../plugins/app/read-cache.ts';
import { type CachedWindow, guestPageOf, viewerStateOf } from './cached-window.ts';
import { feedJson, type SerializedPost, serializePost, withReaction } from './feed-json.ts';
import { FeedPositions } from './feed-positions.ts';
import { type PostRecord, toWirePost } from './post-mapper.ts';
import {
  type FeedOrder,
  type FeedScope,
  findConfirmedRecords,
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
      postComments: (postId: number) => Promise<Comment[]>;
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
    if (this.cache.enabled) {
      // The common case: the page everyone sees, plus (signed in) the viewer's reactions to it.
      const window = await this.window(order, offset, limit + 1);
      if (viewerId === null) return guestPageOf(window, page, limit);
      const { reactions, hasPending } = await viewerStateOf(this.db, window, viewerId);
      if (!hasPending) {
        if (reactions.size === 0) return guestPageOf(window, page, limit);
        const posts = window.posts.map((p) => withReaction(p, reactions.get(p.postId)));
        return feedJson(posts.slice(0, limit), { page, limit, hasMore: posts.length > limit });
      }
    }
    return this.withPendingFirst(viewerId, order, page, limit);
  }

  /**
   * The general case (the cache off, or a viewer with pending posts): their pending posts first,
   * then confirmed posts from where those leave off.
   */
  private async withPendingFirst(viewerId: number | null, order: FeedOrder, page: number, limit: number) {
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
      const posts = [...own, ...records.map((record) => this.serialize(record, now).json)];
      return feedJson(posts.slice(0, limit), pagination(posts.length));
    }
    const window = await this.window(order, confirmedOffset, need);
    const reactions =
      viewerId === null
        ? new Map<number, ReactionType>()
        : (
            await findViewerState(
              this.db,
              viewerId,
              window.posts.map((p) => p.postId),
            )
          ).reactions;
    const posts = [...own, ...window.posts.map((p) => withReaction(p, reactions.get(p.postId)))];
    return feedJson(posts.slice(0, limit), pagination(posts.length));
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

  /** A view of a post whose page was served from the read cache (the page did not call detail). */
  recordView(postId: number): void {
    this.views.add(postId);
  }

  /**
   * The post and its comments; deleted, nonexistent and other people's pending posts are all
   * "not found". Every view by someone other than the author counts once per request.
   */
  async detail(postId: number, viewerId: number | null): Promise<PostDetailResponse> {
    const record = await findVisiblePost(this.db, postId, viewerId);
    if (!record) throw notFound(FEED_MESSAGES.postNotFound);
    if (record.user_id !== viewerId) this.views.add(postId);
    record.view_count += this.views.pending(postId);
    const comments = await this.options.postComments(postId);
    return { success: true, post: toWirePost(record), comments };
  }
}
