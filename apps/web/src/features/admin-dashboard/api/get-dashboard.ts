import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@tubesphere/shared/contract/admin-dashboard';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getDashboard = (signal?: AbortSignal) =>
  apiRequest<DashboardResponse>('/api/admin/dashboard', {
    fallbackError: ko.moderationAdmin.dashboard.failed,
    signal,
  });

/** Counts that move all day: fresh for a minute, then read again when the page is revisited. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.dashboard,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
