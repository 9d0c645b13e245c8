import { describe, expect, it } from 'vitest';
import { periodRange } from '../ranking-periods.ts';
import { SAMPLE_PERIOD_DAYS } from '../rankings.ts';
import {
  SAMPLE_NEW_CHANNELS,
  SAMPLE_VIDEOS,
  sampleChannelHistory,
  sampleChannelRanking,
  sampleNewChannels,
  sampleVideoHistory,
  sampleVideoRanking,
} from './index.ts';

const NOW = new Date('2024-05-08T05:00:00Z');

describe('the sample rankings (shown until something is collected)', () => {
  it('hold only uploads the period can hold, dated inside it', () => {
    for (const period of ['today', 'week', 'month'] as const) {
      const range = periodRange(period, NOW);
      const videos = sampleVideoRanking({ period, region: 'ALL', category: 'all', sort: 'views', limit: 50 }, NOW);
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos) {
        const sample = SAMPLE_VIDEOS.find((item) => item.id === video.id)!;
        expect(sample.ageDays).toBeLessThanOrEqual(SAMPLE_PERIOD_DAYS[period]);
        expect(Date.parse(video.publishedAt)).toBeGreaterThanOrEqual(range.start.getTime());
        expect(Date.parse(video.publishedAt)).toBeLessThanOrEqual(NOW.getTime());
      }
    }
  });

  it('rank by the chosen sort and filter by region and category', () => {
    const byLikes = sampleVideoRanking({ period: 'month', region: 'KR', category: 'all', sort: 'likes', limit: 50 });
    expect(byLikes.every((video) => video.region === 'KR')).toBe(true);
    const likes = byLikes.map((video) => video.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(byLikes.map((video) => video.rank)).toEqual(byLikes.map((_, i) => i + 1));
    const games = sampleVideoRanking({ period: 'month', region: 'ALL', category: 20, sort: 'views', limit: 3 });
    expect(games).toHaveLength(3);
    expect(games.every((video) => video.categoryId === 20)).toBe(true);
    // Growth ranks by views (exact), not by subscribers (rounded by YouTube).
    const growth = sampleChannelRanking({ country: 'ALL', category: 'all', sort: 'growth', limit: 5 });
    const gains = growth.map((channel) => channel.weeklyViewGain ?? 0);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('has new channels that really are new, with Korean growth text', () => {
    const channels = sampleNewChannels(NOW);
    expect(channels).toHaveLength(SAMPLE_NEW_CHANNELS.length);
    for (const channel of channels) {
      expect(channel.ageDays).toBeLessThanOrEqual(30);
      expect(NOW.getTime() - Date.parse(channel.createdAt)).toBe(channel.ageDays * 86_400_000);
      expect(channel.growthRate).toMatch(/^≈\+[\d.]+[천만]\/주$/);
    }
  });

  it('draws a history that ends at the item’s counts', () => {
    const video = SAMPLE_VIDEOS[5]!;
    const points = sampleVideoHistory(video.id, NOW)!;
    expect(points[0]!.viewCount).toBe(0);
    expect(points.at(-1)!.viewCount).toBe(video.monthViews);
    expect(points.at(-1)!.at).toBe(NOW.toISOString());
    const opened = SAMPLE_NEW_CHANNELS[0];
    if (!opened) throw new Error('no sample new channel');
    const fresh = sampleChannelHistory(opened.id, NOW)!;
    expect(fresh[0]!.subscribers).toBe(0);
    expect(fresh.at(-1)!.subscribers).toBe(opened.subscribers);
    expect(sampleVideoHistory('nope', NOW)).toBeNull();
  });
});
