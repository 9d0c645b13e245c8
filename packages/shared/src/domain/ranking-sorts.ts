import type { ChannelRankingSort, RankingChannel, RankingVideo, VideoRankingSort } from '../contract/rankings.ts';
import { likeRate } from './rankings.ts';

/** What each sort of the ranking pages ranks by; unknown growth ranks last. */
export const VIDEO_SORT_METRIC: Record<VideoRankingSort, (video: RankingVideo) => number> = {
  views: (video) => video.viewCount,
  likes: (video) => video.likeCount,
  likeRate: (video) => likeRate(video.viewCount, video.likeCount),
};

export const CHANNEL_SORT_METRIC: Record<ChannelRankingSort, (channel: RankingChannel) => number> = {
  subscribers: (channel) => channel.subscribers,
  views: (channel) => channel.totalViews,
  // Growth ranks by views: subscriber counts come rounded to three digits, their differences in steps.
  growth: (channel) => channel.weeklyViewGain ?? Number.NEGATIVE_INFINITY,
  viewGrowth: (channel) => channel.weeklyViewGain ?? Number.NEGATIVE_INFINITY,
};
