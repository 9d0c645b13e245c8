import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  FEED_PAGE_SIZE,
  type FeedPeriod,
  type FeedResponse,
  type FeedSort,
  feedResponse,
} from '@tubesphere/shared/contract/feed';
import { ko } from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Spec §4/§9 feed cache: a loaded feed is reused for 5 minutes unless a like or a new post marks it stale. */
export const FEED_CACHE_MS = 5 * 60 * 1000;

export type FeedData = InfiniteData<FeedResponse, number>;

export interface FeedOrder {
  sort: FeedSort;
  period: FeedPeriod;
}
export const DEFAULT_FEED_ORDER: FeedOrder = { sort: 'new', period: 'week' };

export const getFeedPage = (page: number, order: FeedOrder = DEFAULT_FEED_ORDER, signal?: AbortSignal) =>
  apiRequest('/api/posts/feed', {
    // The session decides whose pending posts and reactions come back; no userId needed.
    query: { page, limit: FEED_PAGE_SIZE, sort: order.sort, period: order.sort === 'top' ? order.period : undefined },
    schema: feedResponse,
    fallbackError: ko.feed.loadFailed,
    signal,
  });

/** Keyed by user so a login or logout never shows someone else's isLiked or pending posts. */
export const feedQueryOptions = (userId: string | null, order: FeedOrder = DEFAULT_FEED_ORDER) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.feed.list(userId), order.sort, order.period],
    queryFn: ({ pageParam, signal }) => getFeedPage(pageParam, order, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FeedResponse) =>
      last.data.pagination.hasMore ? last.data.pagination.page + 1 : undefined,
    staleTime: FEED_CACHE_MS,
  });

export const useFeed = (userId: string | null, order: FeedOrder = DEFAULT_FEED_ORDER) =>
  useInfiniteQuery(feedQueryOptions(userId, order));
