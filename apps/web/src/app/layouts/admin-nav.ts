import * as ko from '../../i18n/ko/index.ts';

const p = ko.pages.admin;
const g = ko.adminShell.groups;

/** Every admin page (docs/product.md#admin), grouped for the sidebar. */
export const ADMIN_NAV = [
  {
    title: g.posts,
    links: [
      { to: '/admin/dashboard', label: p.dashboard },
      { to: '/admin/confirm', label: p.confirm },
      { to: '/admin/reports', label: p.reports },
      { to: '/admin/users', label: p.users },
    ],
  },
  {
    title: g.tools,
    links: [
      { to: '/admin/query', label: p.query },
      { to: '/admin/settings', label: p.settings },
      { to: '/admin/audit', label: p.audit },
      { to: '/admin/mail', label: p.mail },
    ],
  },
  {
    title: g.youtube,
    links: [
      { to: '/admin/ranking-collector', label: p.rankingCollector },
      { to: '/admin/youtube-api', label: p.youtubeApi },
      { to: '/admin/youtube-channels-api', label: p.youtubeChannelsApi },
      { to: '/admin/youtube-videos-api', label: p.youtubeVideosApi },
      { to: '/admin/youtube-search-api', label: p.youtubeSearchApi },
      { to: '/admin/youtube-channels-api-test', label: p.youtubeChannelsApiTest },
      { to: '/admin/youtube-playlists-api', label: p.youtubePlaylistsApi },
      { to: '/admin/youtube-playlist-items-api', label: p.youtubePlaylistItemsApi },
      { to: '/admin/youtube-comment-threads-api', label: p.youtubeCommentThreadsApi },
      { to: '/admin/youtube-video-categories-api', label: p.youtubeVideoCategoriesApi },
    ],
  },
  {
    title: g.data,
    links: [
      { to: '/admin/news-api', label: p.newsApi },
      { to: '/admin/stock-keyword', label: p.stockKeyword },
      { to: '/admin/naver-news', label: p.naverNews },
      { to: '/admin/real-estate-auction', label: p.realEstateAuction },
    ],
  },
] as const;
