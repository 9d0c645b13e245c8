import {
  FEED_MESSAGES,
  type FeedPeriod,
  type FeedResponse,
  type FeedSort,
  type PostDetailResponse,
} from '@tubesphere/shared/contract/feed';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { findPostComments } from '../comments/repository.ts';
import { toWirePost } from './post-mapper.ts';
import { findFeedPage, findVisiblePost, incrementViewCount } from './repository.ts';

export class FeedService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** One page: one query whatever the page size (no query per post). */
  async feed(
    viewerId: number | null,
    page: number,
    limit: number,
    sort: FeedSort = 'new',
    period: FeedPeriod = 'week',
  ): Promise<FeedResponse> {
    const order = { sort, period, dialect: this.dialect };
    const { records, hasMore } = await findFeedPage(this.db, viewerId, page, limit, order);
    const now = new Date();
    return {
      success: true,
      data: { posts: records.map((record) => toWirePost(record, now)), pagination: { page, limit, hasMore } },
    };
  }

  /**
   * The post and its comments; deleted, nonexistent and other people's pending posts are all
   * "not found". Every view by someone other than the author counts once per request.
   */
  async detail(postId: number, viewerId: number | null): Promise<PostDetailResponse> {
    const record = await findVisiblePost(this.db, postId, viewerId);
    if (!record) throw notFound(FEED_MESSAGES.postNotFound);
    if (record.user_id !== viewerId) {
      await incrementViewCount(this.db, postId);
      record.view_count += 1;
    }
    const comments = await findPostComments(this.db, postId);
    return { success: true, post: toWirePost(record), comments };
  }
}
