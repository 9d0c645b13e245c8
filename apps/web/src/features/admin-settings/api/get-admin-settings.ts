import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings, AdminSettingsResponse } from '@tubesphere/shared/contract/admin-settings';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';

/** The client's names for the two settings. */
export interface HomeVisibility {
  companionVisible: boolean;
  recommendedSpheresVisible: boolean;
}

export const DEFAULT_VISIBILITY: HomeVisibility = { companionVisible: true, recommendedSpheresVisible: true };

export const toVisibility = (settings: AdminSettings): HomeVisibility => ({
  companionVisible: settings.companion_visible,
  recommendedSpheresVisible: settings.recommended_spheres_visible,
});

/** The last answer is cached locally so home paints the admin's choice at once. */
export function readCachedVisibility(): HomeVisibility | null {
  const cached = storage.get<Partial<HomeVisibility>>(STORAGE_KEYS.adminUiSettings);
  if (!cached || typeof cached !== 'object') return null;
  return {
    companionVisible: cached.companionVisible !== false,
    recommendedSpheresVisible: cached.recommendedSpheresVisible !== false,
  };
}

export const cacheVisibility = (visibility: HomeVisibility) => storage.set(STORAGE_KEYS.adminUiSettings, visibility);

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
