// Placeholder pages: replaced by the feature's real screens.
import { createElement } from 'react';
import { PagePlaceholder } from '../../components/page-placeholder.tsx';
import { ko } from '../../i18n/ko/index.ts';

export const PlayboardChannelsPage = () => createElement(PagePlaceholder, { title: ko.pages.playboardChannels });
export const PlayboardVideosPage = () => createElement(PagePlaceholder, { title: ko.pages.playboardVideos });
export const ChannelRankingPage = () => createElement(PagePlaceholder, { title: ko.pages.channelRanking });
export const CategoryRankingPage = () => createElement(PagePlaceholder, { title: ko.pages.categoryRanking });
export const TimeRankingPage = () => createElement(PagePlaceholder, { title: ko.pages.timeRanking });
export const NewChannelRankingPage = () => createElement(PagePlaceholder, { title: ko.pages.newChannelRanking });
