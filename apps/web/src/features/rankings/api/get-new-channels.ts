import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatCount } from '@tubesphere/shared/domain/format';
import type { NewChannelCategory, RankingRegion } from '@tubesphere/shared/domain/rankings';
import { ko } from '../../../i18n/ko/index.ts';
import { newChannelAvatar, SAMPLE_NEW_CHANNELS } from '../sample-data/new-channels.ts';
import { mockFetch } from './mock-fetch.ts';

/** Spec §3 new channel: a ranking channel plus createdAt and growthRate ('+N/week'). */
export interface NewChannel {
  id: string;
  name: string;
  thumbnail: string;
  category: NewChannelCategory;
  country: RankingRegion;
  subscribers: number;
  totalViews: number;
  videoCount: number;
  description: string;
  createdAt: string;
  growthRate: string;
  /** Subscribers gained in the last 7 days (the growth chart). */
  weeklyGain: number;
}

const DAY_MS = 86_400_000;

export function buildNewChannels(now: Date = new Date()): NewChannel[] {
  return SAMPLE_NEW_CHANNELS.map((channel) => ({
    id: channel.id,
    name: channel.name,
    thumbnail: newChannelAvatar(channel.id),
    category: channel.category,
    country: channel.country,
    subscribers: channel.subscribers,
    totalViews: channel.totalViews,
    videoCount: channel.videoCount,
    description: channel.description,
    createdAt: new Date(now.getTime() - channel.ageDays * DAY_MS).toISOString(),
    growthRate: ko.rankings.perWeek(formatCount(channel.weeklyGain)),
    weeklyGain: channel.weeklyGain,
  }));
}

/** Spec §2: loads for 1 s, then the fixed list of 5; filters and sorting happen on the client. */
export const newChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['rankings', 'new-channels'] as const,
    queryFn: ({ signal }) => mockFetch(() => buildNewChannels(), signal),
    gcTime: 0,
  });

export const useNewChannels = () => useQuery(newChannelsQueryOptions());
