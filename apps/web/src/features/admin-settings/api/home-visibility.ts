import type { QueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@tubesphere/shared/contract/admin-settings';
import { queryKeys } from '../../../lib/query-keys.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';

// Apart from the settings call itself, so the home page reads the choice without loading it.

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

/** A server-rendered home page's settings, where the admin's visibility query looks for them. */
export const seedHomeVisibility = (queryClient: QueryClient, settings: AdminSettings) =>
  queryClient.setQueryData(queryKeys.admin.settings, toVisibility(settings));
