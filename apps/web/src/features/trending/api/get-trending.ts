import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendingResponse } from '@tubesphere/shared/contract/trending';
import type { TrendingRegion } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The server searches YouTube for the day's most viewed videos (no key in the browser: docs/architecture.md#secrets). */
export const fetchTrending = (region: TrendingRegion, signal?: AbortSignal) =>
  apiRequest<TrendingResponse>('/api/youtube/trending', {
    query: { region },
    fallbackError: ko.trending.loadError,
    signal,
  });

export const trendingQueryKey = (region: TrendingRegion) => ['trending', 'list', region] as const;

export const trendingQueryOptions = (region: TrendingRegion) =>
  queryOptions({
    queryKey: trendingQueryKey(region),
    queryFn: ({ signal }) => fetchTrending(region, signal),
    // The error panel's retry button is the retry; the server already caches and falls back.
    retry: false,
  });

export const useTrending = (region: TrendingRegion, enabled: boolean) =>
  useQuery({ ...trendingQueryOptions(region), enabled });
