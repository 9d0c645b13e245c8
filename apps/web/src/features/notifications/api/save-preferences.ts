import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationType,
  PreferencesResponse,
} from '@tubesphere/shared/contract/notifications';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const savePreferences = (changes: Partial<Record<NotificationType, boolean>>) =>
  apiRequest<PreferencesResponse>('/api/notifications/preferences', {
    method: 'PUT',
    body: { preferences: changes },
    fallbackError: ko.notificationSettings.saveFailed,
  });

/** Turns one type on or off: the switch moves at once and moves back if saving fails. */
export function useSavePreference(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences(userId);
  return useMutation<
    Awaited<ReturnType<typeof savePreferences>>,
    Error,
    { type: NotificationType; enabled: boolean },
    NotificationPreferences | undefined
  >({
    mutationFn: ({ type, enabled }) => savePreferences({ [type]: enabled }),
    onMutate: async ({ type, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPreferences>(key);
      if (before) queryClient.setQueryData(key, { ...before, [type]: enabled });
      return before;
    },
    onError: (_error, _variables, before) => {
      if (before) queryClient.setQueryData(key, before);
    },
    onSuccess: (result) => queryClient.setQueryData(key, result.preferences),
  });
}
