import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GardenResponse } from '@tubesphere/shared/contract/garden';
import { useEffect } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRewardEvents } from '../../../lib/reward-events.ts';

export const getPlants = (userId: string, signal?: AbortSignal) =>
  apiRequest<GardenResponse>('/api/garden/plants', {
    query: { userId },
    fallbackError: ko.garden.loadFailed,
    signal,
  });

export const plantsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.garden.plants(userId),
    queryFn: ({ signal }) => getPlants(userId, signal),
  });

/** The user's garden; a reward from any action grows the plant here without a refetch. */
export function usePlants(userId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useRewardEvents.subscribe(({ latest }) => {
        const plant = latest?.granted ? latest.plant : null;
        if (!plant) return;
        const key = queryKeys.garden.plants(userId);
        const current = queryClient.getQueryData<GardenResponse>(key);
        if (!current?.plants.some((p) => p.plant_id === plant.plant_id)) {
          // A first plant was just created: ask the server for the whole garden.
          void refetchAfterWrite(queryClient, key);
          return;
        }
        queryClient.setQueryData<GardenResponse>(key, {
          ...current,
          waterDrops: latest?.user.water_drops ?? current.waterDrops,
          plants: current.plants.map((p) => (p.plant_id === plant.plant_id ? { ...p, ...plant } : p)),
        });
      }),
    [queryClient, userId],
  );
  return useQuery(plantsQueryOptions(userId));
}
