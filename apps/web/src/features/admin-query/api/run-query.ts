import { useMutation } from '@tanstack/react-query';
import { type AdminQueryResponse, adminQueryResponse } from '@tubesphere/shared/contract/admin-query';
import { ko } from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RunQueryInput {
  query: string;
  adminKey: string;
}

/** Spec §7 POST /api/admin/query; the server's error (bad SQL, wrong key) is what the admin sees. */
export const runQuery = (input: RunQueryInput): Promise<AdminQueryResponse> =>
  apiRequest('/api/admin/query', {
    method: 'POST',
    body: input,
    schema: adminQueryResponse,
    fallbackError: ko.adminQuery.failed,
  });

export const useRunQuery = () => useMutation({ mutationFn: runQuery });
