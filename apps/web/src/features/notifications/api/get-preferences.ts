import { useQuery } from '@tanstack/react-query';
import type { PreferencesResponse } from '@tubesphere/shared/contract/notifications';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const getPreferences = (signal?: AbortSignal) =>
  apiRequest<PreferencesResponse>('/api/notifications/preferences', {
    fallbackError: ko.notificationSettings.loadFailed,
    signal,
  });

export const usePreferences = (userId: string) =>
  useQuery({
    queryKey: notificationKeys.preferences(userId),
    queryFn: async ({ signal }) => (await getPreferences(signal)).preferences,
  });
