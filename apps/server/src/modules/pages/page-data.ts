import { FEED_PAGE_SIZE, type FeedResponse } from '@tubesphere/shared/contract/feed';
import type { PageData } from '@tubesphere/shared/contract/pages';
import { USER_CONTENT_PAGE_SIZE, type UserPostsResponse } from '@tubesphere/shared/contract/users';
import { DEFAULT_FEED_ORDER, readFeedFilters, readFeedOrder } from '@tubesphere/shared/domain/feed-url';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { SitePage } from '@tubesphere/shared/domain/site-pages';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

export type ServerPage = Extract<SitePage, { kind: 'home' | 'post' | 'sphere' | 'user' | 'playlist' }>;

/** The services a rendered page reads: the very ones the API routes answer from (their modules' decorations). */
export function pageServices(app: FastifyInstance) {
  return {
    feed: app.posts,
    spheres: app.spheres,
    profiles: app.users,
    adminSettings: app.admin.settings,
    notifications: app.notifications.service,
    messages: app.messages,
    playlists: app.playlists,
  };
}
type PageServices = ReturnType<typeof pageServices>;

/** The feed's JSON text, as the API sends it, as the object the page's query holds. */
const parse = <T>(json: Buffer | string): T => JSON.parse(typeof json === 'string' ? json : json.toString('utf8')) as T;

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/**
 * What `page` shows `viewer` — exactly what the API would answer them (their reactions, their own
 * pending posts) — or null when its post, sphere or person does not exist for them (404).
 */
export async function loadPageData(
  services: PageServices,
  page: ServerPage,
  search: URLSearchParams,
  viewer: UserRow | null,
): Promise<PageData | null> {
  const viewerId = viewer?.user_id ?? null;
  // The browser asks for `period` only with sort=top (features/feed/api/get-feed.ts); so does this.
  const feedPage = async (
    order: ReturnType<typeof readFeedOrder>,
    scope?: Parameters<PageServices['feed']['feed']>[5],
  ) =>
    parse<FeedResponse>(
      await services.feed.feed(
        viewerId,
        1,
        FEED_PAGE_SIZE,
        order.sort,
        order.sort === 'top' ? order.period : DEFAULT_FEED_ORDER.period,
        scope,
      ),
    );
  try {
    switch (page.kind) {
      case 'home': {
        const order = readFeedOrder(search);
        const filters = readFeedFilters(search);
        const [feed, spheres, adminSettings] = await Promise.all([
          feedPage(order, filters.timing || filters.content ? filters : undefined),
          services.spheres.recommended(viewerId),
          viewer && viewer.admin_level >= 1 ? services.adminSettings.get() : null,
        ]);
        return {
          kind: 'home',
          order,
          filters,
          feed,
          recommendedSpheres: { success: true, data: { spheres } },
          adminSettings,
        };
      }
      case 'post': {
        if (page.postId === null) return null;
        const detail = await services.feed.detail(page.postId, viewerId);
        return { kind: 'post', routeId: page.routeId, detail };
      }
      case 'sphere': {
        if (page.sphereId === null) return null;
        const order = readFeedOrder(search);
        const sphere = await services.spheres.get(page.sphereId, viewer);
        const feed = await feedPage(order, { sphereId: page.sphereId });
        return { kind: 'sphere', sphereId: page.sphereId, order, sphere: { success: true, sphere }, feed };
      }
      case 'user': {
        if (page.userId === null) return null;
        const user = await services.profiles.profileFor(page.userId, viewerId);
        const posts = parse<UserPostsResponse>(
          await services.profiles.posts(page.userId, viewerId, 1, USER_CONTENT_PAGE_SIZE),
        );
        return { kind: 'user', userId: toWireUserId(page.userId), profile: { user }, posts };
      }
      case 'playlist': {
        // A private list answers 404 here as in the API: its page is "not found" to everyone else.
        if (page.playlistId === null) return null;
        const playlist = await services.playlists.get(page.playlistId, viewer);
        return { kind: 'playlist', playlistId: page.routeId, playlist };
      }
    }
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
