import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesBody, PreferencesResponse } from '@tubesphere/shared/contract/notifications';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PreferenceState } from './get-preferences.ts';
import { notificationKeys } from './keys.ts';

export const savePreferences = (changes: PreferencesBody) =>
  apiRequest<PreferencesResponse>('/api/notifications/preferences', {
    method: 'PUT',
    body: changes,
    fallbackError: ko.notificationSettings.saveFailed,
  });

/** Turns one type or mail on or off: the switch moves at once and moves back if saving fails. */
export function useSavePreference(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences(userId);
  return useMutation<Awaited<ReturnType<typeof savePreferences>>, Error, PreferencesBody, PreferenceState | undefined>({
    mutationFn: savePreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PreferenceState>(key);
      if (before)
        queryClient.setQueryData<PreferenceState>(key, {
          preferences: { ...before.preferences, ...changes.preferences },
          mail: { ...before.mail, ...changes.mail },
        });
      return before;
    },
    onError: (_error, _variables, before) => {
      if (before) queryClient.setQueryData(key, before);
    },
    onSuccess: (result) =>
      queryClient.setQueryData<PreferenceState>(key, { preferences: result.preferences, mail: result.mail }),
  });
}
