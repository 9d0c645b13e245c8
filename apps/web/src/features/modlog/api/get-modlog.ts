import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModlogResponse } from '@tubesphere/shared/contract/modlog';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getModlog = (page: number, sphereId: number | null, signal?: AbortSignal) =>
  apiRequest<ModlogResponse>(`/api/modlog?page=${page}${sphereId === null ? '' : `&sphereId=${sphereId}`}`, {
    fallbackError: ko.modlog.loadFailed,
    signal,
  });

export const modlogQueryOptions = (page: number, sphereId: number | null) =>
  queryOptions({
    queryKey: ['modlog', sphereId, page] as const,
    queryFn: ({ signal }) => getModlog(page, sphereId, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useModlog = (page: number, sphereId: number | null) => useQuery(modlogQueryOptions(page, sphereId));
