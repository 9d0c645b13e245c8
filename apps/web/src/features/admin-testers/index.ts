// Placeholder pages: replaced by the feature's real screens.
import { createElement } from 'react';
import { PagePlaceholder } from '../../components/page-placeholder.tsx';
import { ko } from '../../i18n/ko/index.ts';

export const YoutubeImportPage = () => createElement(PagePlaceholder, { title: ko.pages.admin.youtubeApi });
export const YoutubeChannelsApiPage = () =>
  createElement(PagePlaceholder, { title: ko.pages.admin.youtubeChannelsApi });
export const YoutubeVideosApiPage = () => createElement(PagePlaceholder, { title: ko.pages.admin.youtubeVideosApi });
export const YoutubeSearchApiPage = () => createElement(PagePlaceholder, { title: ko.pages.admin.youtubeSearchApi });
export const YoutubeChannelsApiTestPage = () =>
  createElement(PagePlaceholder, { title: ko.pages.admin.youtubeChannelsApiTest });
export const YoutubePlaylistsApiPage = () =>
  createElement(PagePlaceholder, { title: ko.pages.admin.youtubePlaylistsApi });
export const YoutubePlaylistItemsApiPage = () =>
  createElement(PagePlaceholder, { title: ko.pages.admin.youtubePlaylistItemsApi });
export const YoutubeCommentThreadsApiPage = () =>
  createElement(PagePlaceholder, { title: ko.pages.admin.youtubeCommentThreadsApi });
export const YoutubeVideoCategoriesApiPage = () =>
  createElement(PagePlaceholder, { title: ko.pages.admin.youtubeVideoCategoriesApi });
export const NewsApiPage = () => createElement(PagePlaceholder, { title: ko.pages.admin.newsApi });
export const NaverNewsPage = () => createElement(PagePlaceholder, { title: ko.pages.admin.naverNews });
export const RealEstateAuctionPage = () => createElement(PagePlaceholder, { title: ko.pages.admin.realEstateAuction });
