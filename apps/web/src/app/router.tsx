import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
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
import { lazyNamed, suspended } from '../lib/lazy-component.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { RouteError } from './error-boundary.tsx';
import { MainLayout } from './layouts/main-layout.tsx';

// Feature modules also export hooks and helpers; only the named page is looked up.
type PageModule = Record<string, unknown>;

/** Route-level code splitting: each feature's screens load when first visited. */
const page = (load: () => Promise<PageModule>, name: string) => async () => {
  const module = await load();
  const Component = module[name];
  if (typeof Component !== 'function') throw new Error(`feature does not export ${name}`);
  return { Component: Component as React.ComponentType };
};

// Admins only: the admin shell (layout, navigation) is not part of what everyone downloads.
const LazyAdminLayout = lazyNamed(() => import('./layouts/admin-layout.tsx').then((module) => module.AdminLayout));
const AdminLayout = () => suspended(LazyAdminLayout, {});

const feed = () => import('../features/feed/index.ts');
const post = () => import('../features/post/index.ts');
const editor = () => import('../features/editor/index.ts');
const videoShare = () => import('../features/video-share/index.ts');
const trending = () => import('../features/trending/index.ts');
const rankings = () => import('../features/rankings/index.ts');
const companion = () => import('../features/companion/index.ts');
const adminConfirm = () => import('../features/admin-confirm/index.ts');
const adminQuery = () => import('../features/admin-query/index.ts');
const adminSettings = () => import('../features/admin-settings/index.ts');
const adminRankingCollector = () => import('../features/admin-ranking-collector/index.ts');
const adminAudit = () => import('../features/admin-audit/index.ts');
const adminMail = () => import('../features/admin-mail/index.ts');
const adminDashboard = () => import('../features/admin-dashboard/index.ts');
const adminReports = () => import('../features/admin-reports/index.ts');
const adminUsers = () => import('../features/admin-users/index.ts');
const adminTesters = () => import('../features/admin-testers/index.ts');
const keywords = () => import('../features/keywords/index.ts');
const settings = () => import('../features/settings/index.ts');
const spheres = () => import('../features/spheres/index.ts');
const profile = () => import('../features/profile/index.ts');
const playlists = () => import('../features/playlists/index.ts');
const watchParty = () => import('../features/watch-party/index.ts');
const modlog = () => import('../features/modlog/index.ts');

const ADMIN_PAGES: [path: string, load: () => Promise<PageModule>, name: string][] = [
  ['confirm', adminConfirm, 'AdminConfirmPage'],
  ['confirm/:postId', adminConfirm, 'AdminPostDetailPage'],
  ['query', adminQuery, 'AdminQueryPage'],
  ['settings', adminSettings, 'AdminSettingsPage'],
  ['ranking-collector', adminRankingCollector, 'AdminRankingCollectorPage'],
  ['audit', adminAudit, 'AdminAuditPage'],
  ['mail', adminMail, 'AdminMailPage'],
  ['dashboard', adminDashboard, 'AdminDashboardPage'],
  ['reports', adminReports, 'AdminReportsPage'],
  ['users', adminUsers, 'AdminUsersPage'],
  ['youtube-api', adminTesters, 'YoutubeImportPage'],
  ['youtube-channels-api', adminTesters, 'YoutubeChannelsApiPage'],
  ['youtube-videos-api', adminTesters, 'YoutubeVideosApiPage'],
  ['youtube-search-api', adminTesters, 'YoutubeSearchApiPage'],
  ['youtube-channels-api-test', adminTesters, 'YoutubeChannelsApiTestPage'],
  ['youtube-playlists-api', adminTesters, 'YoutubePlaylistsApiPage'],
  ['youtube-playlist-items-api', adminTesters, 'YoutubePlaylistItemsApiPage'],
  ['youtube-comment-threads-api', adminTesters, 'YoutubeCommentThreadsApiPage'],
  ['youtube-video-categories-api', adminTesters, 'YoutubeVideoCategoriesApiPage'],
  ['news-api', adminTesters, 'NewsApiPage'],
  ['stock-keyword', keywords, 'StockKeywordPage'],
  ['naver-news', adminTesters, 'NaverNewsPage'],
  ['real-estate-auction', adminTesters, 'RealEstateAuctionPage'],
];

/**
 * The screens of a layout, inside it: a screen that fails to load or render shows RouteError in
 * the layout's content area (header and navigation stay), and while the first screen's code
 * loads, a spinner stands there.
 */
const screens = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteError />, hydrateFallbackElement: <Spinner />, children },
];

/**
 * Every route (docs/product.md#routes); unknown paths go home. The server knows the same paths
 * (packages/shared/src/domain/site-pages.ts): it answers others with 404 and renders the first
 * screen of home, posts, spheres and profiles itself (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: screens([
      { index: true, lazy: page(feed, 'HomePage') },
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
      { path: 'post/:postId', lazy: page(post, 'PostDetailPage') },
      { path: 'spheres', lazy: page(spheres, 'SpheresPage') },
      { path: 'spheres/new', lazy: page(spheres, 'CreateSpherePage') },
      { path: 'sphere/:sphereId', lazy: page(feed, 'SpherePage') },
      { path: 'sphere/:sphereId/reports', lazy: page(spheres, 'SphereReportsPage') },
      { path: 'user/:userId', lazy: page(profile, 'ProfilePage') },
      { path: 'playlist/:playlistId', lazy: page(playlists, 'PlaylistPage') },
      { path: 'watch/:partyId', lazy: page(watchParty, 'WatchPartyPage') },
      { path: 'modlog', lazy: page(modlog, 'ModlogPage') },
      {
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        children: [
          { path: 'write', lazy: page(editor, 'WritePage') },
          { path: 'post/:postId/edit', lazy: page(editor, 'EditPostPage') },
          { path: 'write-youtube', lazy: page(videoShare, 'WriteYoutubePage') },
          { path: 'character', lazy: page(companion, 'CharacterPage') },
          { path: 'settings', lazy: page(settings, 'SettingsPage') },
          { path: 'bookmarks', lazy: page(feed, 'BookmarksPage') },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'messages', element: <MessagesPage /> },
          { path: 'messages/:userId', element: <MessagesPage /> },
        ],
      },
      { path: 'trending', lazy: page(trending, 'TrendingPage') },
      { path: 'playboard-channels', lazy: page(rankings, 'PlayboardChannelsPage') },
      { path: 'playboard-videos', lazy: page(rankings, 'PlayboardVideosPage') },
      { path: 'channel-ranking', lazy: page(rankings, 'ChannelRankingPage') },
      { path: 'category-ranking', lazy: page(rankings, 'CategoryRankingPage') },
      { path: 'time-ranking', lazy: page(rankings, 'TimeRankingPage') },
      { path: 'new-channel-ranking', lazy: page(rankings, 'NewChannelRankingPage') },
      { path: '*', element: <Navigate to="/" replace /> },
    ]),
  },
  {
    path: 'admin',
    element: (
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    ),
    errorElement: <RouteError />,
    children: screens([
      { index: true, lazy: page(adminConfirm, 'AdminConfirmPage') },
      ...ADMIN_PAGES.map(([path, load, name]) => ({ path, lazy: page(load, name) })),
      { path: '*', element: <Navigate to="/admin" replace /> },
    ]),
  },
];

/**
 * The browser's router. Over a page the server rendered, the screens it shows are loaded first:
 * a lazy route would otherwise render its loading spinner where the HTML has the screen.
 */
export async function createAppRouter(hydrating: boolean) {
  if (hydrating) {
    const matched = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matched.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
    // Matching above and creating the router below each take a slow phone tens of milliseconds.
    await yieldToBrowser();
  }
  return createBrowserRouter(routes);
}
