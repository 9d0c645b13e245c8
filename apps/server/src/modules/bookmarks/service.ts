import type { BookmarkResponse } from '@tubesphere/shared/contract/bookmarks';
import { FEED_MESSAGES } from '@tubesphere/shared/contract/feed';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import type { FeedService } from '../posts/index.ts';
import { deleteBookmark, findSavablePost, insertBookmark } from './repository.ts';

/**
 * 스크랩 (docs/decisions/225-engagement-layer.md): saving twice or removing what is not saved is
 * harmless (the same answer). A saved post that was deleted later can still be removed; an id
 * that names no post the member may see is a 404.
 */
export class BookmarkService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly posts: FeedService,
  ) {}

  async save(userId: number, postId: number): Promise<BookmarkResponse> {
    if (!(await findSavablePost(this.db, postId, userId))) throw notFound(FEED_MESSAGES.postNotFound);
    await insertBookmark(this.db, userId, postId, nowIso());
    return { success: true, postId: toWirePostId(postId), isBookmarked: true };
  }

  async remove(userId: number, postId: number): Promise<BookmarkResponse> {
    const removed = await deleteBookmark(this.db, userId, postId);
    if (!removed && !(await findSavablePost(this.db, postId, userId))) throw notFound(FEED_MESSAGES.postNotFound);
    return { success: true, postId: toWirePostId(postId), isBookmarked: false };
  }

  /** The saved posts as feed JSON, already checked against the contract post by post. */
  list(userId: number, page: number, limit: number): Promise<string> {
    return this.posts.bookmarks(userId, page, limit);
  }
}
