import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@tubesphere/shared/contract/admin-settings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cacheVisibility, type HomeVisibility, toVisibility } from './home-visibility.ts';

export async function getAdminSettings(): Promise<HomeVisibility> {
  const { settings } = await apiRequest<AdminSettingsResponse>('/api/admin/settings', {
    fallbackError: ko.adminSettings.loadFailed,
  });
  const visibility = toVisibility(settings);
  cacheVisibility(visibility);
  return visibility;
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.settings, queryFn: getAdminSettings });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
