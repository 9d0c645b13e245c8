import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelRankingResponse } from '@tubesphere/shared/contract/youtube';
import { CHANNEL_RANKING_LIMIT, type ChannelCountry, type ChannelSort } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ChannelRankingFilters {
  sortBy: ChannelSort;
  country: ChannelCountry;
  /** 'all' or a YouTube category id. */
  category: string;
}

/** GET /api/youtube/channels/ranking?sortBy&country&category&limit=50. */
export const fetchChannelRanking = (filters: ChannelRankingFilters, signal?: AbortSignal) =>
  apiRequest<ChannelRankingResponse>('/api/youtube/channels/ranking', {
    query: { ...filters, limit: CHANNEL_RANKING_LIMIT },
    fallbackError: ko.rankings.channelRanking.failed,
    signal,
  });

export const channelRankingQueryOptions = (filters: ChannelRankingFilters) =>
  queryOptions({
    queryKey: ['rankings', 'channel-ranking', filters] as const,
    queryFn: ({ signal }) => fetchChannelRanking(filters, signal),
    // The query button is the retry: a failure shows at once instead of after silent retries.
    retry: false,
    staleTime: 60_000,
  });

export const useChannelRanking = (filters: ChannelRankingFilters) => useQuery(channelRankingQueryOptions(filters));
