import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveQueryResponse } from '@tubesphere/shared/contract/admin-query';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const saveQuery = async (input: { name: string; sql: string }) =>
  (
    await apiRequest<SaveQueryResponse>('/api/admin/query/saved', {
      method: 'POST',
      body: input,
      fallbackError: ko.adminQuery.saved.saveFailed,
    })
  ).query;

/** Saving under an existing name replaces that query for every admin; the list reloads. */
export function useSaveQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuery,
    onSuccess: (saved) => toast.success(ko.adminQuery.saved.savedToast(saved.name)),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.savedQueries }),
  });
}
