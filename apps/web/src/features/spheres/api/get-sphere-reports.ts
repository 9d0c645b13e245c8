import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SphereReportsResponse } from '@tubesphere/shared/contract/sphere-staff';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSphereReports = (sphereId: number, page: number, signal?: AbortSignal) =>
  apiRequest<SphereReportsResponse>(`/api/spheres/${sphereId}/reports`, {
    query: { page },
    fallbackError: ko.sphereStaff.reports.loadFailed,
    signal,
  });

export const useSphereReports = (sphereId: number, page: number) =>
  useQuery({
    queryKey: queryKeys.spheres.reports(sphereId, page),
    queryFn: ({ signal }) => getSphereReports(sphereId, page, signal),
    placeholderData: keepPreviousData,
  });
