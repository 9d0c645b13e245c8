import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveTrustSettingsBody, TrustSettingsResponse } from '@tubesphere/shared/contract/trust';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const trustSettingsKey = [...queryKeys.admin.settings, 'trust'] as const;

/** 등급 settings: GET /api/admin/trust-settings. */
export const useTrustSettings = () =>
  useQuery({
    queryKey: trustSettingsKey,
    queryFn: async () =>
      (
        await apiRequest<TrustSettingsResponse>('/api/admin/trust-settings', {
          fallbackError: ko.adminSettings.loadFailed,
        })
      ).settings,
  });

/** Saves what changed (POST /api/admin/trust-settings); the server's answer is what stays. */
export function useSaveTrustSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveTrustSettingsBody) =>
      (
        await apiRequest<TrustSettingsResponse>('/api/admin/trust-settings', {
          method: 'POST',
          body,
          fallbackError: ko.adminSettings.saveFailed,
        })
      ).settings,
    onSuccess: (saved) => {
      queryClient.setQueryData(trustSettingsKey, saved);
      toast.success(ko.adminSettings.saved);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
