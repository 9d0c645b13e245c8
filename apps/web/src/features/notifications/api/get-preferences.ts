import { useQuery } from '@tanstack/react-query';
import type { PreferencesResponse } from '@tubesphere/shared/contract/notifications';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** The switches: which types are made, and which mails (주간 소식, 읽지 않은 알림) are sent. */
export type PreferenceState = Omit<PreferencesResponse, 'success'>;

export const getPreferences = (signal?: AbortSignal) =>
  apiRequest<PreferencesResponse>('/api/notifications/preferences', {
    fallbackError: ko.notificationSettings.loadFailed,
    signal,
  });

export const usePreferences = (userId: string) =>
  useQuery({
    queryKey: notificationKeys.preferences(userId),
    queryFn: async ({ signal }): Promise<PreferenceState> => {
      const { preferences, mail } = await getPreferences(signal);
      return { preferences, mail };
    },
  });
