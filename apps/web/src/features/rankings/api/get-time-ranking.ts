import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RankingPeriod, type RankingRegion, rankBy } from '@tubesphere/shared/domain/rankings';
import { sampleVideosFor } from '../sample-data/ranking-video.ts';
import { mockFetch } from './mock-fetch.ts';

export const TIME_RANKING_SIZE = 10;

/** Spec §2 time ranking: the region's most viewed sample videos of the period. */
export const buildTimeRanking = (period: RankingPeriod, region: RankingRegion) =>
  rankBy(
    sampleVideosFor(period, (video) => video.region === region),
    (video) => video.viewCount,
  ).slice(0, TIME_RANKING_SIZE);

export const timeRankingQueryOptions = (period: RankingPeriod, region: RankingRegion) =>
  queryOptions({
    queryKey: ['rankings', 'time', period, region] as const,
    queryFn: ({ signal }) => mockFetch(() => buildTimeRanking(period, region), signal),
    // Every change of period or region shows the loading state again (spec §2).
    gcTime: 0,
  });

export const useTimeRanking = (period: RankingPeriod, region: RankingRegion) =>
  useQuery(timeRankingQueryOptions(period, region));
