import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SphereBansResponse } from '@tubesphere/shared/contract/sphere-staff';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSphereBans = (sphereId: number, page: number, signal?: AbortSignal) =>
  apiRequest<SphereBansResponse>(`/api/spheres/${sphereId}/bans`, {
    query: { page },
    fallbackError: ko.sphereStaff.ban.loadFailed,
    signal,
  });

export const useSphereBans = (sphereId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.spheres.bans(sphereId, page),
    queryFn: ({ signal }) => getSphereBans(sphereId, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
