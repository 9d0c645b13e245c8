import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { queryKeys } from '../../../lib/query-keys.ts';

type ListData = { data: { spheres: Sphere[] } };
type OneData = { sphere: Sphere };

const isList = (data: unknown): data is ListData =>
  typeof data === 'object' && data !== null && 'data' in data && Array.isArray((data as ListData).data?.spheres);
const isOne = (data: unknown): data is OneData => typeof data === 'object' && data !== null && 'sphere' in data;

/**
 * One sphere changes (joined, left): the recommended card, the directory and its page all show
 * it at once, whichever of them the click came from.
 */
export function updateSphereInCaches(queryClient: QueryClient, sphereId: number, update: (sphere: Sphere) => Sphere) {
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.spheres.all }, (data: unknown) => {
    if (isList(data)) {
      return {
        ...data,
        data: { ...data.data, spheres: data.data.spheres.map((s) => (s.id === sphereId ? update(s) : s)) },
      };
    }
    if (isOne(data) && data.sphere.id === sphereId) return { ...data, sphere: update(data.sphere) };
    return data;
  });
}

export type SphereCacheSnapshot = [QueryKey, unknown][];

export async function snapshotSphereCaches(queryClient: QueryClient): Promise<SphereCacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: queryKeys.spheres.all });
  return queryClient.getQueriesData({ queryKey: queryKeys.spheres.all });
}

export function restoreSphereCaches(queryClient: QueryClient, snapshot: SphereCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
