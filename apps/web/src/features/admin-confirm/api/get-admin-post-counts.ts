import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPostCountsResponse } from '@tubesphere/shared/contract/admin-posts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPostKeys } from './admin-post-keys.ts';

/** How many posts each tab holds, for the tab labels (following the search). */
export const adminPostCountsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminPostKeys.counts(q),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AdminPostCountsResponse>('/api/admin/posts/counts', {
          query: { q },
          fallbackError: ko.adminConfirm.listFailed,
          signal,
        })
      ).counts,
  });

export const useAdminPostCounts = (q: string) => useQuery(adminPostCountsQueryOptions(q));
