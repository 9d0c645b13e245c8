import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendedSpheresResponse } from '@tubesphere/shared/contract/spheres';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getRecommendedSpheres = (signal?: AbortSignal) =>
  apiRequest<RecommendedSpheresResponse>('/api/spheres/recommended', {
    fallbackError: ko.spheres.loadFailed,
    signal,
  });

/** Keyed by user: isJoined is personal. */
export const recommendedSpheresKey = (userId: string | null) => [...queryKeys.spheres.recommended, userId] as const;

export const recommendedSpheresQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: recommendedSpheresKey(userId),
    queryFn: ({ signal }) => getRecommendedSpheres(signal),
    select: (response) => response.data.spheres,
  });

export const useRecommendedSpheres = (userId: string | null) => useQuery(recommendedSpheresQueryOptions(userId));
