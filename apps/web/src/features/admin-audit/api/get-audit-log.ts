import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@tubesphere/shared/contract/admin-audit';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { AuditFilters } from '../hooks/use-audit-filters.ts';

export const getAuditLog = (filters: AuditFilters, signal?: AbortSignal) =>
  apiRequest<AuditListResponse>('/api/admin/audit', {
    query: { ...filters, page: filters.page },
    fallbackError: ko.adminAudit.failed,
    signal,
  });

/**
 * GET /api/admin/audit. Always fetched afresh when the page opens (an admin comes here right
 * after acting); the previous page stays on screen while the next one loads.
 */
export const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...queryKeys.admin.audit, filters] as const,
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters) => useQuery(auditLogQueryOptions(filters));
