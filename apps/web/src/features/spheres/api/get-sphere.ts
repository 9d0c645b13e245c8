import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SphereDetailResponse } from '@tubesphere/shared/contract/sphere-staff';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSphere = (sphereId: number, signal?: AbortSignal) =>
  apiRequest<SphereDetailResponse>(`/api/spheres/${sphereId}`, { fallbackError: ko.spheres.loadOneFailed, signal });

export const sphereQueryOptions = (sphereId: number, userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.spheres.detail(sphereId, userId),
    queryFn: ({ signal }) => getSphere(sphereId, signal),
    select: (response) => response.sphere,
  });

export const useSphere = (sphereId: number, userId: string | null) => useQuery(sphereQueryOptions(sphereId, userId));
