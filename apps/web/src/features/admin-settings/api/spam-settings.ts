import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpamSettingsResponse } from '@tubesphere/shared/contract/spam-settings';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const spamSettingsKey = [...queryKeys.admin.settings, 'spam'] as const;

/** 가입 차단 이메일 도메인: GET /api/admin/spam-settings. */
export const useSpamSettings = () =>
  useQuery({
    queryKey: spamSettingsKey,
    queryFn: async () =>
      (
        await apiRequest<SpamSettingsResponse>('/api/admin/spam-settings', {
          fallbackError: ko.adminSettings.loadFailed,
        })
      ).settings,
  });

/** Replaces the list (POST /api/admin/spam-settings); the server's cleaned list is what stays. */
export function useSaveSpamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emailDomainBlocklist: string[]) =>
      (
        await apiRequest<SpamSettingsResponse>('/api/admin/spam-settings', {
          method: 'POST',
          body: { emailDomainBlocklist },
          fallbackError: ko.adminSettings.saveFailed,
        })
      ).settings,
    onSuccess: (saved) => {
      queryClient.setQueryData(spamSettingsKey, saved);
      toast.success(ko.adminSettings.saved);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
