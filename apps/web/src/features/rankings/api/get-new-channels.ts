import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewChannelsResponse } from '@tubesphere/shared/contract/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every channel opened in the last 30 days; the page filters and sorts them itself (docs/product.md#rankings). */
export const fetchNewChannels = (signal?: AbortSignal) =>
  apiRequest<NewChannelsResponse>('/api/rankings/new-channels', {
    fallbackError: ko.rankings.loadFailed,
    signal,
  });

export const newChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['rankings', 'new-channels'] as const,
    queryFn: ({ signal }) => fetchNewChannels(signal),
    gcTime: 0,
  });

export const useNewChannels = () => useQuery(newChannelsQueryOptions());
