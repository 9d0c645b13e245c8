import { queryOptions, useQuery } from '@tanstack/react-query';
import { SAMPLE_CHANNELS } from '../sample-data/channels.ts';
import { mockFetch } from './mock-fetch.ts';

/** Spec §2 popular channels analysis: the fixed sample channels (filters apply on the client). */
export const playboardChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['rankings', 'playboard-channels'] as const,
    queryFn: ({ signal }) => mockFetch(() => [...SAMPLE_CHANNELS], signal),
    gcTime: 0,
  });

export const usePlayboardChannels = () => useQuery(playboardChannelsQueryOptions());
