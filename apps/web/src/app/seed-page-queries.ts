import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@tubesphere/shared/contract/pages';
import { seedHomeVisibility } from '../features/admin-settings/index.ts';
import { feedQueryOptions } from '../features/feed/index.ts';
import { postDetailQueryOptions } from '../features/post/index.ts';
import { userPostsQueryOptions, userProfileQueryOptions } from '../features/profile/index.ts';
import { recommendedSpheresQueryOptions } from '../features/sphere-membership/index.ts';
import { sphereQueryOptions } from '../features/spheres/index.ts';

const firstPage = <T>(page: T) => ({ pages: [page], pageParams: [1] });

/**
 * Puts what the server loaded for a page under the keys the page's own queries use (each
 * feature's queryOptions), so the server renders the page with its data and the browser, given
 * the same cache, neither renders a spinner over the HTML nor asks again.
 */
export function seedPageQueries(queryClient: QueryClient, page: PageData, userId: string | null): void {
  const set = (queryKey: readonly unknown[], data: unknown) => queryClient.setQueryData(queryKey, data);
  switch (page.kind) {
    case 'home': {
      const source = { kind: 'home' as const, ...page.filters };
      set(feedQueryOptions(userId, page.order, source).queryKey, firstPage(page.feed));
      set(recommendedSpheresQueryOptions(userId).queryKey, page.recommendedSpheres);
      if (page.adminSettings) seedHomeVisibility(queryClient, page.adminSettings);
      return;
    }
    case 'post':
      set(postDetailQueryOptions(page.routeId, userId).queryKey, page.detail);
      return;
    case 'sphere':
      set(sphereQueryOptions(page.sphereId, userId).queryKey, page.sphere);
      set(
        feedQueryOptions(userId, page.order, { kind: 'sphere', sphereId: page.sphereId }).queryKey,
        firstPage(page.feed),
      );
      return;
    case 'user':
      set(userProfileQueryOptions(page.userId).queryKey, page.profile);
      set(userPostsQueryOptions(page.userId, userId).queryKey, firstPage(page.posts));
      return;
  }
}
