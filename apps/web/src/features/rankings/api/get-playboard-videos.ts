import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingPeriod } from '@tubesphere/shared/domain/rankings';
import { sampleVideosFor } from '../sample-data/ranking-video.ts';
import { mockFetch } from './mock-fetch.ts';

/** Spec §2 popular videos analysis: the sample videos with their counts for the period. */
export const playboardVideosQueryOptions = (period: RankingPeriod) =>
  queryOptions({
    queryKey: ['rankings', 'playboard-videos', period] as const,
    queryFn: ({ signal }) => mockFetch(() => sampleVideosFor(period), signal),
    gcTime: 0,
  });

export const usePlayboardVideos = (period: RankingPeriod) => useQuery(playboardVideosQueryOptions(period));
