import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { type PageModule, page, screens } from './lazy-route.tsx';

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

/** The admin screens, under /admin (router.tsx checks the admin level first). */
const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: screens([
      { index: true, ...page(adminConfirm, 'AdminConfirmPage') },
      ...ADMIN_PAGES.map(([path, load, name]) => ({ path, ...page(load, name) })),
      { path: '*', element: <Navigate to="/admin" replace /> },
    ]),
  },
];

export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
