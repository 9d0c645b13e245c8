import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@tubesphere/shared/contract/admin-users';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const adminUserKeys = {
  all: queryKeys.admin.users,
  page: (q: string, page: number) => [...queryKeys.admin.users, q, page] as const,
};

export const getAdminUsers = (q: string, page: number, signal?: AbortSignal) =>
  apiRequest<AdminUsersResponse>('/api/admin/users', {
    query: { q, page },
    fallbackError: ko.moderationAdmin.users.failed,
    signal,
  });

export const adminUsersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminUserKeys.page(q, page),
    queryFn: ({ signal }) => getAdminUsers(q, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (q: string, page: number) => useQuery(adminUsersQueryOptions(q, page));
