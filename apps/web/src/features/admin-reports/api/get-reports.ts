import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportListResponse, ReportStatus } from '@tubesphere/shared/contract/reports';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const reportKeys = {
  all: queryKeys.admin.reports,
  page: (status: ReportStatus, page: number) => [...queryKeys.admin.reports, status, page] as const,
};

export const getReports = (status: ReportStatus, page: number, signal?: AbortSignal) =>
  apiRequest<ReportListResponse>('/api/admin/reports', {
    query: { status, page },
    fallbackError: ko.moderationAdmin.reports.failed,
    signal,
  });

/** One page of the queue (25 targets); the previous page stays on screen while the next loads. */
export const reportsQueryOptions = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: reportKeys.page(status, page),
    queryFn: ({ signal }) => getReports(status, page, signal),
    placeholderData: keepPreviousData,
  });

export const useReports = (status: ReportStatus, page: number) => useQuery(reportsQueryOptions(status, page));
