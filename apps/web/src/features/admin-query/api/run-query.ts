import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQueryMode, AdminQueryResponse } from '@tubesphere/shared/contract/admin-query';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface RunQueryInput {
  query: string;
  adminKey: string;
  mode: AdminQueryMode;
}

/**
 * POST /api/admin/query; the server's error (bad SQL, wrong key, a write in read-only
 * mode) is what the admin sees. Every run lands in the audit log, so its list is refreshed.
 */
export const runQuery = (input: RunQueryInput): Promise<AdminQueryResponse> =>
  apiRequest<AdminQueryResponse>('/api/admin/query', {
    method: 'POST',
    body: input,
    fallbackError: ko.adminQuery.failed,
  });

export const useRunQuery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runQuery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit }),
  });
};
