import { describe, expect, it } from 'vitest';
import {
  average,
  type CountryCategoryFilter,
  channelMetric,
  daysSince,
  filterByCountryAndCategory,
  isOneOf,
  likeRate,
  parseDuration,
  periodShare,
  rankBy,
  summarizeChannels,
  summarizeVideos,
  TRENDING_REGIONS,
  weeklyGrowthPercent,
} from './rankings.ts';

describe('option lists (spec §9)', () => {
  it('trending offers the ten import regions plus MX and RU, KR first', () => {
    expect(TRENDING_REGIONS[0]).toBe('KR');
    expect(TRENDING_REGIONS).toHaveLength(12);
    expect(TRENDING_REGIONS.slice(-2)).toEqual(['MX', 'RU']);
  });
  it('isOneOf narrows only listed strings', () => {
    expect(isOneOf(TRENDING_REGIONS, 'MX')).toBe(true);
    expect(isOneOf(TRENDING_REGIONS, 'kr')).toBe(false);
    expect(isOneOf(TRENDING_REGIONS, 3)).toBe(false);
  });
});

describe('parseDuration', () => {
  it.each([
    ['12:34', 754],
    ['0:59', 59],
    ['1:02:03', 3723],
    [' 3:05 ', 185],
    ['', 0],
    ['12', 0],
    ['1:2', 0],
    ['abc', 0],
  ])('%j → %d', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });
});

describe('average and likeRate', () => {
  it('rounds and never divides by zero', () => {
    expect(average([])).toBe(0);
    expect(average([1, 2])).toBe(2);
    expect(average([10, 20, 31])).toBe(20);
    expect(likeRate(0, 10)).toBe(0);
    expect(likeRate(1000, 42)).toBe(4.2);
    expect(likeRate(3, 1)).toBe(33.3);
  });
});

describe('daysSince', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts whole days and never goes negative', () => {
    expect(daysSince('2026-03-01T12:00:00Z', now)).toBe(9);
    expect(daysSince('2026-03-10T00:00:00Z', now)).toBe(0);
    expect(daysSince('2026-04-01T00:00:00Z', now)).toBe(0);
    expect(daysSince('not a date', now)).toBe(0);
  });
});

describe('rankBy', () => {
  it('ranks highest first, keeps ties in order, numbers from 1', () => {
    const items = [
      { name: 'a', n: 5 },
      { name: 'b', n: 9 },
      { name: 'c', n: 5 },
      { name: 'd', n: 1 },
    ];
    expect(rankBy(items, (item) => item.n).map((item) => `${item.rank}${item.name}`)).toEqual(['1b', '2a', '3c', '4d']);
  });
  it('does not touch the input', () => {
    const items = [{ n: 1 }, { n: 2 }];
    rankBy(items, (item) => item.n);
    expect(items).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe('filterByCountryAndCategory', () => {
  const items = [
    { id: 1, country: 'KR', category: 'game' },
    { id: 2, country: 'US', category: 'music' },
    { id: 3, country: 'KR', category: 'music' },
  ];
  it.each([
    ['ALL', 'all', [1, 2, 3]],
    ['KR', 'all', [1, 3]],
    ['ALL', 'music', [2, 3]],
    ['KR', 'music', [3]],
    ['GB', 'all', []],
  ] as const)('%s / %s', (country, category, ids) => {
    const filter: CountryCategoryFilter<string> = { country, category };
    expect(filterByCountryAndCategory(items, filter).map((item) => item.id)).toEqual(ids);
  });
});

describe('summarizeVideos (time ranking summary)', () => {
  it('totals views and likes and averages minutes, rounded', () => {
    const summary = summarizeVideos([
      { viewCount: 1_000_000, likeCount: 50_000, duration: '10:00' },
      { viewCount: 500_000, likeCount: 10_000, duration: '3:30' },
      { viewCount: 250_000, likeCount: 5_000, duration: '1:00:00' },
    ]);
    expect(summary).toEqual({
      count: 3,
      totalViews: 1_750_000,
      totalLikes: 65_000,
      // (600 + 210 + 3600) / 3 / 60 = 24.5 → 25
      averageMinutes: 25,
      averageLikeRate: 3.7,
    });
  });
  it('is all zeros for nothing shown', () => {
    expect(summarizeVideos([])).toEqual({
      count: 0,
      totalViews: 0,
      totalLikes: 0,
      averageMinutes: 0,
      averageLikeRate: 0,
    });
  });
});

describe('summarizeChannels (new channel ranking summary)', () => {
  it('averages subscribers, views and video count of the shown channels', () => {
    expect(
      summarizeChannels([
        { subscribers: 100, totalViews: 1000, videoCount: 3 },
        { subscribers: 201, totalViews: 2001, videoCount: 4 },
      ]),
    ).toEqual({
      count: 2,
      totalSubscribers: 301,
      totalViews: 3001,
      averageSubscribers: 151,
      averageViews: 1501,
      averageVideoCount: 4,
    });
    expect(summarizeChannels([]).averageSubscribers).toBe(0);
  });
});

describe('channelMetric', () => {
  const channel = { subscribers: 1, totalViews: 2, videoCount: 3 };
  it.each([
    ['subscribers', 1],
    ['views', 2],
    ['videos', 3],
  ] as const)('%s', (sort, value) => {
    expect(channelMetric(sort)(channel)).toBe(value);
  });
});

describe('weeklyGrowthPercent', () => {
  it('is the gain over the subscribers a week ago', () => {
    expect(weeklyGrowthPercent(110, 10)).toBe(10);
    expect(weeklyGrowthPercent(1_050_000, 50_000)).toBe(5);
    expect(weeklyGrowthPercent(10, 10)).toBe(0);
  });
});

describe('periodShare (sample views per period)', () => {
  it('is whole for the month and never grows from month to week to today', () => {
    for (const age of [0, 1, 2, 3, 5, 7, 8, 14, 15, 30]) {
      const today = periodShare(age, 'today');
      const week = periodShare(age, 'week');
      const month = periodShare(age, 'month');
      expect(month).toBe(1);
      expect(week).toBeLessThanOrEqual(month);
      expect(today).toBeLessThanOrEqual(week);
    }
  });
  it('favours new videos today', () => {
    expect(periodShare(1, 'today')).toBeGreaterThan(periodShare(10, 'today'));
  });
});
