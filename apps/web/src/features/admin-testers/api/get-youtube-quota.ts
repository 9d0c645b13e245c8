import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotaResponse, QuotaUsage } from '@tubesphere/shared/contract/youtube';
import { apiRequest } from '../../../lib/api-client.ts';

const quotaKey = ['admin', 'youtube-quota'] as const;

export const youtubeQuotaQuery = () =>
  queryOptions({
    queryKey: quotaKey,
    queryFn: async () => (await apiRequest<QuotaResponse>('/api/youtube/quota')).quota,
    staleTime: 60_000,
  });

export const useYoutubeQuota = () => useQuery(youtubeQuotaQuery());

/** Every YouTube answer carries the day's usage: the meter updates without another request. */
export const setYoutubeQuota = (queryClient: QueryClient, quota: QuotaUsage) =>
  queryClient.setQueryData(quotaKey, quota);
