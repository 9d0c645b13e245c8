import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminMailDetailResponse,
  AdminMailListResponse,
  MailStatusName,
} from '@tubesphere/shared/contract/admin-mail';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface MailFilters {
  page: number;
  status: MailStatusName | '';
}

/** GET /api/admin/mail: newest first, fetched afresh each time the page opens. */
export const useMailList = (filters: MailFilters) =>
  useQuery({
    queryKey: [...queryKeys.admin.mail, 'list', filters] as const,
    queryFn: ({ signal }) =>
      apiRequest<AdminMailListResponse>('/api/admin/mail', {
        query: { page: filters.page, status: filters.status },
        fallbackError: ko.adminMail.failed,
        signal,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/mail/:mailId: one mail's body (the read is kept in the audit trail). */
export const useMailBody = (mailId: number, open: boolean) =>
  useQuery({
    queryKey: [...queryKeys.admin.mail, 'body', mailId] as const,
    queryFn: ({ signal }) =>
      apiRequest<AdminMailDetailResponse>(`/api/admin/mail/${mailId}`, {
        fallbackError: ko.adminMail.bodyFailed,
        signal,
      }),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
