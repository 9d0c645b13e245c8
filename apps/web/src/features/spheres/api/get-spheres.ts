import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SpheresResponse } from '@tubesphere/shared/contract/spheres';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSpheres = (q: string, signal?: AbortSignal) =>
  apiRequest<SpheresResponse>('/api/spheres', { query: { q }, fallbackError: ko.spheres.loadFailed, signal });

/** The directory: the viewer's spheres first (isJoined is personal, so keyed by user). */
export const spheresQueryOptions = (userId: string | null, q = '') =>
  queryOptions({
    queryKey: queryKeys.spheres.list(userId, q),
    queryFn: ({ signal }) => getSpheres(q, signal),
    select: (response) => response.data.spheres,
  });

/** While a new search loads, the last answer stays on screen instead of a spinner. */
export const useSpheres = (userId: string | null, q = '') =>
  useQuery({ ...spheresQueryOptions(userId, q), placeholderData: keepPreviousData });

/** The spheres one can post into: the ones joined. */
export const useJoinedSpheres = (userId: string | null) => {
  const spheres = useQuery({ ...spheresQueryOptions(userId), enabled: userId !== null });
  return { ...spheres, data: spheres.data?.filter((sphere) => sphere.isJoined) };
};

/** Whether the viewer may create a sphere (their 등급, or an admin): the directory's answer says. */
export const useCanCreateSphere = (userId: string | null) =>
  useQuery({
    queryKey: queryKeys.spheres.list(userId, ''),
    queryFn: ({ signal }) => getSpheres('', signal),
    select: (response) => response.data.canCreate,
    enabled: userId !== null,
  });
