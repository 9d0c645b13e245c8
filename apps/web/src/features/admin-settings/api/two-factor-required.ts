import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@tubesphere/shared/contract/admin-settings';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const twoFactorRequiredKey = [...queryKeys.admin.settings, 'two-factor-required'] as const;

/** 관리자 2단계 인증 필수 (the same settings call as the home toggles). */
export async function getTwoFactorRequired(): Promise<boolean> {
  const { settings } = await apiRequest<AdminSettingsResponse>('/api/admin/settings', {
    fallbackError: ko.adminSettings.loadFailed,
  });
  return settings.admin_two_factor_required;
}

export const useTwoFactorRequired = () =>
  useQuery(queryOptions({ queryKey: twoFactorRequiredKey, queryFn: getTwoFactorRequired }));

/** Not optimistic: the server refuses turning it on for an admin who has no 2단계 인증 of their own. */
export function useSaveTwoFactorRequired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (required: boolean) =>
      (
        await apiRequest<AdminSettingsResponse>('/api/admin/settings', {
          method: 'POST',
          body: { adminTwoFactorRequired: required },
          fallbackError: ko.adminSettings.saveFailed,
        })
      ).settings.admin_two_factor_required,
    onSuccess: (saved) => {
      queryClient.setQueryData(twoFactorRequiredKey, saved);
      toast.success(ko.adminSettings.saved);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
