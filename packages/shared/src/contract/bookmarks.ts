import { queryInt } from './common.ts';
import { FEED_MAX_LIMIT, FEED_PAGE_SIZE } from './feed.ts';
import { z } from './zod.ts';

/** 스크랩: posts a member saved to read later (docs/decisions/225-engagement-layer.md). */
export const BOOKMARK_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  tooManyRequests: '스크랩 요청이 너무 많습니다.',
} as const;

/** PUT and DELETE /api/posts/{postId}/bookmark: both idempotent, both answer the state after. */
export const bookmarkResponse = z.object({ success: z.literal(true), postId: z.string(), isBookmarked: z.boolean() });
export type BookmarkResponse = z.infer<typeof bookmarkResponse>;

/** GET /api/bookmarks: newest saved first, in the feed's shape (feedResponse). */
export const bookmarksQuery = z.object({
  page: queryInt(1, 100_000, 1),
  limit: queryInt(1, FEED_MAX_LIMIT, FEED_PAGE_SIZE),
});
