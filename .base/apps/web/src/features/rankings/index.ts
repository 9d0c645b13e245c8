// The ranking and analysis pages of spec §2; the router lazy-loads each by name.
export { CategoryRankingPage } from './pages/category-ranking-page.tsx';
export { ChannelRankingPage } from './pages/channel-ranking-page.tsx';
export { NewChannelRankingPage } from './pages/new-channel-ranking-page.tsx';
export { PlayboardChannelsPage } from './pages/playboard-channels-page.tsx';
export { PlayboardVideosPage } from './pages/playboard-videos-page.tsx';
export { TimeRankingPage } from './pages/time-ranking-page.tsx';
