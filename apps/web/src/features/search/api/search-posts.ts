import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type SearchResponse } from '@tubesphere/shared/contract/search';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SearchSort = 'relevance' | 'newest';

export const searchPosts = (q: string, sort: SearchSort, page: number, signal?: AbortSignal) =>
  apiRequest<SearchResponse>('/api/posts/search', {
    query: { q, sort, page, limit: SEARCH_PAGE_SIZE },
    fallbackError: ko.search.failed,
    signal,
  });

/** Keyed by viewer too: the author's own pending posts are part of their results. */
export const searchQueryOptions = (q: string, sort: SearchSort, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: ['search', q, sort, viewerId] as const,
    queryFn: ({ pageParam, signal }) => searchPosts(q, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SearchResponse) =>
      last.data.pagination.hasMore ? last.data.pagination.page + 1 : undefined,
    staleTime: 60_000,
  });

export const useSearchPosts = (q: string, sort: SearchSort, viewerId: string | null) =>
  useInfiniteQuery(searchQueryOptions(q, sort, viewerId));
