import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoRankingResponse, VideoRankingSort, VideoRegion } from '@tubesphere/shared/contract/rankings';
import type { RankingCategoryId, RankingPeriod } from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface VideoRankingParams {
  period: RankingPeriod;
  region: VideoRegion;
  category: RankingCategoryId | 'all';
  sort?: VideoRankingSort;
  limit: number;
}

/** Uploads of the period, ranked from collected data (or the sample data before any collection). */
export const fetchVideoRanking = (params: VideoRankingParams, signal?: AbortSignal) =>
  apiRequest<VideoRankingResponse>('/api/rankings/videos', {
    query: { ...params },
    fallbackError: ko.rankings.loadFailed,
    signal,
  });

export const videoRankingQueryOptions = (params: VideoRankingParams) =>
  queryOptions({
    queryKey: ['rankings', 'videos', params] as const,
    queryFn: ({ signal }) => fetchVideoRanking(params, signal),
    // Every change of period, region or category shows the loading state again.
    gcTime: 0,
  });

export const useVideoRanking = (params: VideoRankingParams) => useQuery(videoRankingQueryOptions(params));
