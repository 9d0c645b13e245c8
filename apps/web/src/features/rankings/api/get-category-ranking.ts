import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RankingCategoryId, type RankingPeriod, rankBy } from '@tubesphere/shared/domain/rankings';
import { sampleVideosFor } from '../sample-data/ranking-video.ts';
import { mockFetch } from './mock-fetch.ts';

export const CATEGORY_RANKING_SIZE = 10;

/** Spec §2 category ranking: the category's most viewed sample videos of the period. */
export const buildCategoryRanking = (category: RankingCategoryId, period: RankingPeriod) =>
  rankBy(
    sampleVideosFor(period, (video) => video.category === category),
    (video) => video.viewCount,
  ).slice(0, CATEGORY_RANKING_SIZE);

export const categoryRankingQueryOptions = (category: RankingCategoryId, period: RankingPeriod) =>
  queryOptions({
    queryKey: ['rankings', 'category', category, period] as const,
    queryFn: ({ signal }) => mockFetch(() => buildCategoryRanking(category, period), signal),
    // Category and period changes show loading, then the data after 1 s (spec §2).
    gcTime: 0,
  });

export const useCategoryRanking = (category: RankingCategoryId, period: RankingPeriod) =>
  useQuery(categoryRankingQueryOptions(category, period));
