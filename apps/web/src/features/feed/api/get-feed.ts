import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContentCategory, TimingCategory } from '@tubesphere/shared/contract/categories';
import { FEED_PAGE_SIZE, type FeedResponse } from '@tubesphere/shared/contract/feed';
import { DEFAULT_FEED_ORDER, type FeedOrder } from '@tubesphere/shared/domain/feed-url';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The feed cache (docs/product.md#feed): a loaded feed is reused for 5 minutes unless a like or a new post marks it stale. */
export const FEED_CACHE_MS = 5 * 60 * 1000;

export type FeedData = InfiniteData<FeedResponse, number>;

/**
 * Pages a feed keeps loaded (and so cards in the page) however far one scrolls: the first ones
 * are dropped as later ones come, and 이전 글 보기 fetches them again.
 */
export const FEED_MAX_PAGES = 5;

export { DEFAULT_FEED_ORDER, type FeedOrder };

/** Which feed: the home feed (optionally only some categories' shares) or one sphere's. */
export type FeedSource =
  | { kind: 'home'; timing?: TimingCategory; content?: ContentCategory }
  | { kind: 'sphere'; sphereId: number }
  /** 팔로잉: posts of the members the viewer follows, newest first. */
  | { kind: 'following' }
  /** 스크랩: the viewer's saved posts, newest saved first. */
  | { kind: 'bookmarks' };
export const HOME_FEED: FeedSource = { kind: 'home' };

const sourceKey = (source: FeedSource) => {
  if (source.kind === 'sphere') return `sphere:${source.sphereId}`;
  if (source.kind === 'home') return `home:${source.timing ?? ''}:${source.content ?? ''}`;
  return source.kind;
};

const sourcePath = (source: FeedSource) => {
  if (source.kind === 'sphere') return `/api/spheres/${source.sphereId}/posts`;
  return source.kind === 'bookmarks' ? '/api/bookmarks' : '/api/posts/feed';
};

const sourceError = (source: FeedSource) => {
  if (source.kind === 'bookmarks') return ko.engagement.bookmarks.loadFailed;
  return source.kind === 'following' ? ko.engagement.feedScope.loadFailed : ko.feed.loadFailed;
};

export const getFeedPage = (
  page: number,
  order: FeedOrder = DEFAULT_FEED_ORDER,
  signal?: AbortSignal,
  source: FeedSource = HOME_FEED,
) =>
  apiRequest<FeedResponse>(sourcePath(source), {
    // The session decides whose pending posts and reactions come back; no userId needed.
    query:
      source.kind === 'bookmarks' || source.kind === 'following'
        ? { page, limit: FEED_PAGE_SIZE, scope: source.kind === 'following' ? 'following' : undefined }
        : {
            page,
            limit: FEED_PAGE_SIZE,
            sort: order.sort,
            period: order.sort === 'top' ? order.period : undefined,
            ...(source.kind === 'home' ? { timing: source.timing, content: source.content } : {}),
          },
    fallbackError: sourceError(source),
    signal,
  });

/**
 * Keyed by user so a login or logout never shows someone else's isLiked or pending posts; every
 * feed (home, filtered, a sphere's) sits under `feed`, so one invalidation refreshes them all.
 */
export const feedQueryOptions = (
  userId: string | null,
  order: FeedOrder = DEFAULT_FEED_ORDER,
  source: FeedSource = HOME_FEED,
) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.feed.list(userId), order.sort, order.period, sourceKey(source)],
    queryFn: ({ pageParam, signal }) => getFeedPage(pageParam, order, signal, source),
    initialPageParam: 1,
    getNextPageParam: (last: FeedResponse) =>
      last.data.pagination.hasMore ? last.data.pagination.page + 1 : undefined,
    getPreviousPageParam: (first: FeedResponse) =>
      first.data.pagination.page > 1 ? first.data.pagination.page - 1 : undefined,
    maxPages: FEED_MAX_PAGES,
    staleTime: FEED_CACHE_MS,
  });

export const useFeed = (userId: string | null, order: FeedOrder = DEFAULT_FEED_ORDER, source: FeedSource = HOME_FEED) =>
  useInfiniteQuery(feedQueryOptions(userId, order, source));
