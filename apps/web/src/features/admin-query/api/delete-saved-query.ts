import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedQuery } from '@tubesphere/shared/contract/admin-query';
import type { SuccessResponse } from '@tubesphere/shared/contract/common';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deleteSavedQuery = (id: number) =>
  apiRequest<SuccessResponse>(`/api/admin/query/saved/${id}`, {
    method: 'DELETE',
    fallbackError: ko.adminQuery.saved.deleteFailed,
  });

/** Optimistic: the entry leaves the list at once and comes back if the server refuses. */
export function useDeleteSavedQuery() {
  const queryClient = useQueryClient();
  const key = queryKeys.admin.savedQueries;
  return useMutation({
    mutationFn: deleteSavedQuery,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedQuery[]>(key);
      queryClient.setQueryData<SavedQuery[]>(key, (list) => list?.filter((query) => query.id !== id));
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(errorMessage(error));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
