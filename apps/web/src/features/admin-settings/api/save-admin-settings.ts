import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@tubesphere/shared/contract/admin-settings';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cacheVisibility, type HomeVisibility, toVisibility } from './home-visibility.ts';

export async function saveAdminSettings(visibility: HomeVisibility): Promise<HomeVisibility> {
  const { settings } = await apiRequest<AdminSettingsResponse>('/api/admin/settings', {
    method: 'POST',
    body: visibility,
    fallbackError: ko.adminSettings.saveFailed,
  });
  return toVisibility(settings);
}

/**
 * Optimistic: the checkbox moves at once and moves back if the save fails (with a toast). The
 * page itself says when a save succeeded, next to the checkboxes.
 */
export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  const key = queryKeys.admin.settings;
  return useMutation({
    mutationFn: saveAdminSettings,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<HomeVisibility>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(errorMessage(error) || ko.adminSettings.saveFailed);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      cacheVisibility(saved);
    },
  });
}
