import { parsePostId, parseUserId } from './ids.ts';

/**
 * The web app's pages as the server must know them (apps/web/src/app/router.tsx holds the same
 * paths; a web test keeps the two in step). The server answers an address it does not find here
 * with 404 and the app shell, renders the first screen of the public pages itself, and marks
 * admin pages noindex (docs/decisions/120-server-rendering.md).
 */
export type SitePage =
  | { kind: 'home' }
  /** `postId` is null for an id that cannot exist (the page then says "not found", with a 404). */
  | { kind: 'post'; routeId: string; postId: number | null }
  | { kind: 'sphere'; sphereId: number | null }
  | { kind: 'user'; routeId: string; userId: number | null }
  /**
   * A page the browser renders alone (forms, tools, signed-in pages). `noindex`: an admin page or
   * one only a signed-in member can use, which a search engine should not list.
   */
  | { kind: 'client'; admin: boolean; noindex: boolean }
  | { kind: 'unknown' };

/** Pages below / that the browser renders, as router.tsx writes their paths. */
export const CLIENT_PAGE_PATHS = [
  'login',
  'forgot-password',
  'reset-password',
  'verify-email',
  'unsubscribe',
  'spheres',
  'spheres/new',
  'sphere/:sphereId/reports',
  'write',
  'post/:postId/edit',
  'write-youtube',
  'character',
  'settings',
  'notifications',
  'messages',
  'messages/:userId',
  'bookmarks',
  'trending',
  'playboard-channels',
  'playboard-videos',
  'channel-ranking',
  'category-ranking',
  'time-ranking',
  'new-channel-ranking',
  'playlist/:playlistId',
  'watch/:partyId',
  'modlog',
] as const;

/** Client pages that only a signed-in member can use: nothing there for a search engine. */
export const MEMBER_ONLY_PAGE_PATHS: readonly (typeof CLIENT_PAGE_PATHS)[number][] = [
  'write',
  'post/:postId/edit',
  'write-youtube',
  'character',
  'settings',
  'notifications',
  'messages',
  'messages/:userId',
  'bookmarks',
  'spheres/new',
  'sphere/:sphereId/reports',
];

/** The pages whose first screen the server renders, as router.tsx writes their paths. */
export const SERVER_PAGE_PATHS = ['', 'post/:postId', 'sphere/:sphereId', 'user/:userId'] as const;

const matches = (pattern: string, segments: string[]) => {
  const parts = pattern === '' ? [] : pattern.split('/');
  return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
};

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Which page an address (its path, without the query) shows. */
export function classifySitePath(pathname: string): SitePage {
  // A trailing slash names the same page (as in the router); any other empty segment does not.
  const segments = pathname
    .split('/')
    .slice(1)
    .filter((segment, i, all) => segment !== '' || i < all.length - 1);
  if (segments[0] === 'admin') return { kind: 'client', admin: true, noindex: true };
  if (segments.length === 0) return { kind: 'home' };
  const [first, second] = segments;
  if (segments.length === 2 && second !== undefined) {
    const routeId = decode(second);
    if (first === 'post') return { kind: 'post', routeId, postId: parsePostId(routeId) };
    if (first === 'user') return { kind: 'user', routeId, userId: parseUserId(routeId) };
    if (first === 'sphere')
      return { kind: 'sphere', sphereId: /^[1-9][0-9]{0,9}$/.test(routeId) ? Number(routeId) : null };
  }
  if (CLIENT_PAGE_PATHS.some((pattern) => matches(pattern, segments))) {
    const noindex = MEMBER_ONLY_PAGE_PATHS.some((pattern) => matches(pattern, segments));
    return { kind: 'client', admin: false, noindex };
  }
  return { kind: 'unknown' };
}
