import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelRankingSort, ChannelRankingsResponse } from '@tubesphere/shared/contract/rankings';
import type { ChannelCountry, RankingCategoryId } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ChannelRankingsParams {
  country: ChannelCountry;
  category: RankingCategoryId | 'all';
  sort: ChannelRankingSort;
  limit: number;
}

/** Channels by size or weekly growth, from collected data (or the sample data). */
export const fetchChannelRankings = (params: ChannelRankingsParams, signal?: AbortSignal) =>
  apiRequest<ChannelRankingsResponse>('/api/rankings/channels', {
    query: { ...params },
    fallbackError: ko.rankings.loadFailed,
    signal,
  });

export const channelRankingsQueryOptions = (params: ChannelRankingsParams) =>
  queryOptions({
    queryKey: ['rankings', 'channels', params] as const,
    queryFn: ({ signal }) => fetchChannelRankings(params, signal),
    gcTime: 0,
  });

export const useChannelRankings = (params: ChannelRankingsParams) => useQuery(channelRankingsQueryOptions(params));
