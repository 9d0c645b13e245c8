import type {
  ChannelHistoryPoint,
  ChannelRankingSort,
  NewChannel,
  RankedChannel,
  RankedVideo,
  RankingChannel,
  RankingVideo,
  VideoHistoryPoint,
  VideoRankingSort,
  VideoRegion,
} from '../../contract/rankings.ts';
import { growthRateText } from '../ranking-growth.ts';
import { CHANNEL_SORT_METRIC, VIDEO_SORT_METRIC } from '../ranking-sorts.ts';
import {
  type ChannelCountry,
  NEW_CHANNEL_CATEGORY_IDS,
  type RankingCategoryId,
  type RankingPeriod,
  rankBy,
} from '../rankings.ts';
import { channelAvatar, channelById, SAMPLE_CHANNELS, type SampleChannel } from './channels.ts';
import { newChannelAvatar, SAMPLE_NEW_CHANNELS, type SampleNewChannel } from './new-channels.ts';
import { sampleVideosFor, toRankingVideo } from './sample-videos.ts';
import { SAMPLE_VIDEOS } from './videos.ts';

/**
 * The built-in sample data as ranking answers (`source: 'sample'`), shown until the collector has
 * gathered real data. Fictional channels and videos, ranked by the same rules as live data.
 */
export { SAMPLE_CHANNELS, SAMPLE_NEW_CHANNELS, SAMPLE_VIDEOS, sampleVideosFor };
export { CHANNEL_SORT_METRIC, VIDEO_SORT_METRIC };

const DAY_MS = 86_400_000;

export interface VideoRankingFilter {
  period: RankingPeriod;
  region: VideoRegion;
  category: RankingCategoryId | 'all';
  sort: VideoRankingSort;
  limit: number;
}

export function sampleVideoRanking(filter: VideoRankingFilter, now: Date = new Date()): RankedVideo[] {
  const videos = sampleVideosFor(
    filter.period,
    (video) =>
      (filter.region === 'ALL' || video.region === filter.region) &&
      (filter.category === 'all' || video.category === filter.category),
    now,
  );
  return rankBy(videos, VIDEO_SORT_METRIC[filter.sort]).slice(0, filter.limit);
}

const sampleViewGain = (channel: SampleChannel | SampleNewChannel) =>
  Math.round(channel.weeklyGain * (channel.totalViews / Math.max(1, channel.subscribers)) * 0.35);

function toRankingChannel(channel: SampleChannel): RankingChannel {
  return {
    id: channel.id,
    name: channel.name,
    thumbnail: channelAvatar(channel.id),
    categoryId: channel.category,
    country: channel.country,
    subscribers: channel.subscribers,
    totalViews: channel.totalViews,
    videoCount: channel.videoCount,
    description: channel.description,
    hiddenSubscribers: false,
    weeklyGain: channel.weeklyGain,
    weeklyViewGain: sampleViewGain(channel),
    createdAt: null,
    statsAt: null,
  };
}

export interface ChannelRankingFilter {
  country: ChannelCountry;
  category: RankingCategoryId | 'all';
  sort: ChannelRankingSort;
  limit: number;
}

export function sampleChannelRanking(filter: ChannelRankingFilter): RankedChannel[] {
  const channels = SAMPLE_CHANNELS.filter(
    (channel) =>
      (filter.country === 'ALL' || channel.country === filter.country) &&
      (filter.category === 'all' || channel.category === filter.category),
  ).map(toRankingChannel);
  return rankBy(channels, CHANNEL_SORT_METRIC[filter.sort]).slice(0, filter.limit);
}

function toNewChannel(channel: SampleNewChannel, now: Date): NewChannel {
  return {
    id: channel.id,
    name: channel.name,
    thumbnail: newChannelAvatar(channel.id),
    categoryId: NEW_CHANNEL_CATEGORY_IDS[channel.category][0] ?? null,
    category: channel.category,
    country: channel.country,
    subscribers: channel.subscribers,
    totalViews: channel.totalViews,
    videoCount: channel.videoCount,
    description: channel.description,
    hiddenSubscribers: false,
    weeklyGain: channel.weeklyGain,
    weeklyViewGain: sampleViewGain(channel),
    createdAt: new Date(now.getTime() - channel.ageDays * DAY_MS).toISOString(),
    growthRate: growthRateText(channel.weeklyGain, 'approximate'),
    ageDays: channel.ageDays,
    statsAt: null,
  };
}

export const sampleNewChannels = (now: Date = new Date()): NewChannel[] =>
  SAMPLE_NEW_CHANNELS.map((channel) => toNewChannel(channel, now));

/** A sample video (as in the month ranking) or channel by id, for 즐겨찾기 and history. */
export function sampleVideoById(id: string, now: Date = new Date()): RankingVideo | null {
  const video = SAMPLE_VIDEOS.find((item) => item.id === id);
  return video ? toRankingVideo(video, 'month', now) : null;
}

export function sampleChannelById(id: string, now: Date = new Date()): RankingChannel | null {
  const channel = channelById(id);
  if (channel) return toRankingChannel(channel);
  const fresh = SAMPLE_NEW_CHANNELS.find((item) => item.id === id);
  return fresh ? toNewChannel(fresh, now) : null;
}

/**
 * A made-up history for a sample item, so its chart opens like a real one: views rise quickly
 * after upload and then level off; channels grow steadily at their weekly pace.
 */
export function sampleVideoHistory(id: string, now: Date = new Date()): VideoHistoryPoint[] | null {
  const video = SAMPLE_VIDEOS.find((item) => item.id === id);
  if (!video) return null;
  const ageMs = Math.max(video.ageDays, 1) * DAY_MS;
  const steps = Math.min(60, Math.max(6, video.ageDays * 4));
  const curve = (elapsed: number) => 1 - Math.exp(-elapsed / (2 * DAY_MS));
  return Array.from({ length: steps + 1 }, (_, step) => {
    const elapsed = (ageMs * step) / steps;
    const views = Math.round((video.monthViews * curve(elapsed)) / curve(ageMs));
    return {
      at: new Date(now.getTime() - ageMs + elapsed).toISOString(),
      viewCount: views,
      likeCount: Math.round((views * video.likesPerMille) / 1000),
      commentCount: Math.round(views / 400),
    };
  });
}

export function sampleChannelHistory(id: string, now: Date = new Date()): ChannelHistoryPoint[] | null {
  const channel = channelById(id) ?? SAMPLE_NEW_CHANNELS.find((item) => item.id === id);
  if (!channel) return null;
  const viewGain = sampleViewGain(channel);
  if ('ageDays' in channel) {
    // A new channel started from nothing the day it opened.
    const days = channel.ageDays;
    return Array.from({ length: days + 1 }, (_, day) => ({
      at: new Date(now.getTime() - (days - day) * DAY_MS).toISOString(),
      subscribers: Math.round((channel.subscribers * day) / days),
      totalViews: Math.round((channel.totalViews * day) / days),
      videoCount: Math.round((channel.videoCount * day) / days),
    }));
  }
  const days = 35;
  return Array.from({ length: days + 1 }, (_, day) => {
    const back = days - day;
    return {
      at: new Date(now.getTime() - back * DAY_MS).toISOString(),
      subscribers: Math.max(0, Math.round(channel.subscribers - (channel.weeklyGain * back) / 7)),
      totalViews: Math.max(0, Math.round(channel.totalViews - (viewGain * back) / 7)),
      videoCount: Math.max(0, channel.videoCount - Math.floor(back / 4)),
    };
  });
}
