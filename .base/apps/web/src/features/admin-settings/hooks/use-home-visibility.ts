import { useQuery } from '@tanstack/react-query';
import { isAdmin, useCurrentUser } from '../../auth/index.ts';
import {
  adminSettingsQueryOptions,
  DEFAULT_VISIBILITY,
  type HomeVisibility,
  readCachedVisibility,
} from '../api/get-admin-settings.ts';

/**
 * What the home page shows (spec §2: the admin settings apply only to admins; everyone else
 * always sees both). Admins get the locally cached choice at once, then the server's. Load
 * failures are ignored on home (spec §7): the cached choice, or both visible, stays.
 */
export function useHomeVisibility(): HomeVisibility {
  const admin = isAdmin(useCurrentUser());
  const { data } = useQuery({
    ...adminSettingsQueryOptions(),
    enabled: admin,
    retry: false,
    placeholderData: () => readCachedVisibility() ?? undefined,
  });
  if (!admin) return DEFAULT_VISIBILITY;
  return data ?? readCachedVisibility() ?? DEFAULT_VISIBILITY;
}
