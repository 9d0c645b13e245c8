import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeywordSearchResponse } from '@tubesphere/shared/contract/trending';
import type { TrendingRegion } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const searchVideos = (q: string, region: TrendingRegion, signal?: AbortSignal) =>
  apiRequest<KeywordSearchResponse>('/api/youtube/keyword-search', {
    query: { q, region },
    fallbackError: ko.trending.searchError,
    signal,
  });

export const keywordSearchQueryOptions = (q: string, region: TrendingRegion) =>
  queryOptions({
    queryKey: ['trending', 'search', region, q] as const,
    queryFn: ({ signal }) => searchVideos(q, region, signal),
    retry: false,
    // A keyword search costs quota upstream: reuse an answer for a few minutes.
    staleTime: 5 * 60_000,
  });

/** Runs only once a keyword is chosen. */
export const useKeywordSearch = (q: string, region: TrendingRegion) =>
  useQuery({ ...keywordSearchQueryOptions(q, region), enabled: q !== '' });
