import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { isAdmin, useCurrentUser } from '../../auth/index.ts';
import { DEFAULT_VISIBILITY, type HomeVisibility, readCachedVisibility } from '../api/home-visibility.ts';

// Only admins ask the server; the call's code loads when one does, not with every home page.
const fetchVisibility = () => import('../api/get-admin-settings.ts').then((module) => module.getAdminSettings());

/**
 * What the home page shows (docs/product.md#home: the admin settings apply only to admins; everyone else
 * always sees both). Admins get the locally cached choice at once, then the server's. Load
 * failures are ignored on home: the cached choice, or both visible, stays.
 */
export function useHomeVisibility(): HomeVisibility {
  const admin = isAdmin(useCurrentUser());
  const { data } = useQuery({
    queryKey: queryKeys.admin.settings,
    queryFn: fetchVisibility,
    enabled: admin,
    retry: false,
    placeholderData: () => readCachedVisibility() ?? undefined,
  });
  if (!admin) return DEFAULT_VISIBILITY;
  return data ?? readCachedVisibility() ?? DEFAULT_VISIBILITY;
}
