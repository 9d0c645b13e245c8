import { matchRoutes, Navigate, Outlet, type RouteObject, UNSAFE_createBrowserHistory, useRoutes } from 'react-router';
import {
  ForgotPasswordPage,
  GuestOnly,
  LoginPage,
  RequireAdmin,
  RequireUser,
  ResetPasswordPage,
  VerifyEmailPage,
} from '../features/auth/index.ts';
// The header's bell loads this feature with every page; its page is a lazy chunk of its own.
import { MessagesPage } from '../features/messages/index.ts';
import { NotificationsPage, UnsubscribePage } from '../features/notifications/index.ts';
import { type GuardedHistory, guardHistory } from '../lib/guarded-history.ts';
import { lazyNamed, suspended } from '../lib/lazy-component.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { RouteBoundary } from './error-boundary.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { type LazyHandle, page, screens } from './lazy-route.tsx';

// Admins only: the admin screens' table, their shell and their code are not part of what
// everyone downloads.
const LazyAdminRoutes = lazyNamed(() => import('./admin-routes.tsx').then((module) => module.AdminRoutes));
const AdminRoutes = () => suspended(LazyAdminRoutes, {});

const feed = () => import('../features/feed/index.ts');
const post = () => import('../features/post/index.ts');
const editor = () => import('../features/editor/index.ts');
const videoShare = () => import('../features/video-share/index.ts');
const trending = () => import('../features/trending/index.ts');
const rankings = () => import('../features/rankings/index.ts');
const companion = () => import('../features/companion/index.ts');
const settings = () => import('../features/settings/index.ts');
const spheres = () => import('../features/spheres/index.ts');
const profile = () => import('../features/profile/index.ts');
const playlists = () => import('../features/playlists/index.ts');
const watchParty = () => import('../features/watch-party/index.ts');
const modlog = () => import('../features/modlog/index.ts');

/**
 * Every route (docs/product.md#routes); unknown paths go home. The server knows the same paths
 * (packages/shared/src/domain/site-pages.ts): it answers others with 404 and renders the first
 * screen of home, posts, spheres, profiles and playlists itself (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary>
        <MainLayout />
      </RouteBoundary>
    ),
    children: screens([
      { index: true, ...page(feed, 'HomePage') },
      {
        path: 'login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: 'forgot-password',
        element: (
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        ),
      },
      // Open to a signed-in browser too: the link may be opened where someone else is signed in.
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      // No sign-in: the mail's token is enough, and the mail may be read on another device.
      { path: 'unsubscribe', element: <UnsubscribePage /> },
      { path: 'post/:postId', ...page(post, 'PostDetailPage') },
      { path: 'spheres', ...page(spheres, 'SpheresPage') },
      { path: 'spheres/new', ...page(spheres, 'CreateSpherePage') },
      { path: 'sphere/:sphereId', ...page(feed, 'SpherePage') },
      { path: 'sphere/:sphereId/reports', ...page(spheres, 'SphereReportsPage') },
      { path: 'user/:userId', ...page(profile, 'ProfilePage') },
      { path: 'playlist/:playlistId', ...page(playlists, 'PlaylistPage') },
      { path: 'watch/:partyId', ...page(watchParty, 'WatchPartyPage') },
      { path: 'modlog', ...page(modlog, 'ModlogPage') },
      {
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        children: [
          { path: 'write', ...page(editor, 'WritePage') },
          { path: 'post/:postId/edit', ...page(editor, 'EditPostPage') },
          { path: 'write-youtube', ...page(videoShare, 'WriteYoutubePage') },
          { path: 'character', ...page(companion, 'CharacterPage') },
          { path: 'settings', ...page(settings, 'SettingsPage') },
          { path: 'bookmarks', ...page(feed, 'BookmarksPage') },
          { path: 'playlists/new', ...page(playlists, 'PlaylistNewPage') },
          { path: 'playlist/:playlistId/edit', ...page(playlists, 'PlaylistEditPage') },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'messages', element: <MessagesPage /> },
          { path: 'messages/:userId', element: <MessagesPage /> },
        ],
      },
      { path: 'trending', ...page(trending, 'TrendingPage') },
      { path: 'playboard-channels', ...page(rankings, 'PlayboardChannelsPage') },
      { path: 'playboard-videos', ...page(rankings, 'PlayboardVideosPage') },
      { path: 'channel-ranking', ...page(rankings, 'ChannelRankingPage') },
      { path: 'category-ranking', ...page(rankings, 'CategoryRankingPage') },
      { path: 'time-ranking', ...page(rankings, 'TimeRankingPage') },
      { path: 'new-channel-ranking', ...page(rankings, 'NewChannelRankingPage') },
      { path: '*', element: <Navigate to="/" replace /> },
    ]),
  },
  {
    path: 'admin/*',
    element: (
      <RouteBoundary>
        <RequireAdmin>
          <AdminRoutes />
        </RequireAdmin>
      </RouteBoundary>
    ),
  },
];

/** The screen for the router's location (under `<Router>`: the browser's or the server's). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Fetches the code of the screens `location` shows, so they render without a loading state. */
export async function preloadScreens(location: { pathname: string }) {
  const matched = matchRoutes(routes, location) ?? [];
  await Promise.all(matched.map(({ route }) => (route.handle as LazyHandle | undefined)?.preload()));
}

/**
 * The browser's history, guarded for leave prompts (lib/use-leave-guard.ts). Over a page the
 * server rendered, the screens it shows are loaded first: a lazy screen would otherwise render
 * its loading spinner where the HTML has the screen.
 */
export async function createAppHistory(hydrating: boolean): Promise<GuardedHistory> {
  if (hydrating) {
    await preloadScreens(window.location);
    // Matching above and the first render below each take a slow phone tens of milliseconds.
    await yieldToBrowser();
  }
  return guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
}
