import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshChannelGrowth } from '../../src/modules/rankings/growth-refresh.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addChannel, addVideo, recordRun } from './ranking-fixtures.ts';

/**
 * Rankings over hand-written snapshots: the period boundaries in Seoul time and the weekly growth
 * arithmetic, through the API, on both engines.
 *
 * The data is "as of" Wednesday 8 May 2024, 14:00 in Seoul (05:00 UTC). In Seoul, today began
 * 7 May 15:00 UTC, the week on Monday 6 May (5 May 15:00 UTC), the month on 1 May (30 April 15:00 UTC).
 */
const AS_OF = '2024-05-08T05:00:00.000Z';
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await recordRun(t.app, '2024-05-01T05:00:00.000Z');
  await recordRun(t.app, AS_OF);
  const video = (key: string, publishedAt: string, views: number, extra: object = {}) =>
    addVideo(t.app, { publishedAt, views, statsAt: AS_OF, title: key, ...extra }).then((id) => {
      ids[key] = id;
    });
  await video('today-first-second', '2024-05-07T15:00:00.000Z', 1000);
  await video('yesterday-last-second', '2024-05-07T14:59:59.000Z', 90_000);
  await video('today-latest', '2024-05-08T04:59:00.000Z', 5000, { likes: 1000 });
  await video('monday-midnight', '2024-05-05T15:00:00.000Z', 20_000);
  await video('sunday-night', '2024-05-05T14:59:59.000Z', 80_000);
  await video('may-first', '2024-04-30T15:00:00.000Z', 40_000);
  await video('april-last', '2024-04-30T14:59:59.000Z', 70_000);
  await video('us-only-today', '2024-05-08T01:00:00.000Z', 9000, { regions: ['US'], categoryId: 20 });
  await video('after-as-of', '2024-05-08T05:00:01.000Z', 99_000);

  // 8 days of history: the reading from 7 days before AS_OF or earlier is the baseline.
  await addChannel(t.app, {
    id: 'UCsteadygrowth00000000',
    name: '꾸준한 채널',
    createdAt: '2020-01-01T00:00:00.000Z',
    readings: [
      { at: '2024-04-30T05:00:00.000Z', subscribers: 10_000, views: 1_000_000 },
      { at: '2024-05-03T05:00:00.000Z', subscribers: 11_000, views: 1_100_000 },
      { at: AS_OF, subscribers: 12_400, views: 1_240_000 },
    ],
  });
  // Two readings two days apart, nothing older: stretched to a week.
  await addChannel(t.app, {
    id: 'UCshorthistory00000000',
    name: '짧은 기록 채널',
    createdAt: '2019-06-01T00:00:00.000Z',
    country: 'US',
    categoryId: 20,
    readings: [
      { at: '2024-05-06T05:00:00.000Z', subscribers: 50_000, views: 9_000_000 },
      { at: AS_OF, subscribers: 51_000, views: 9_050_000 },
    ],
  });
  // Opened three days ago, one reading: growth counted from zero at creation.
  await addChannel(t.app, {
    id: 'UCbrandnewchannel00000',
    name: '갓 연 채널',
    createdAt: '2024-05-05T05:00:00.000Z',
    categoryId: 20,
    readings: [{ at: AS_OF, subscribers: 3000, views: 60_000 }],
  });
  // Opened 40 days ago: not new.
  await addChannel(t.app, {
    id: 'UColderthanamonth00000',
    name: '40일 된 채널',
    createdAt: '2024-03-29T05:00:00.000Z',
    readings: [{ at: AS_OF, subscribers: 900_000, views: 50_000_000 }],
  });
  // Hidden subscriber count: reads 0, growth unknown.
  await addChannel(t.app, {
    id: 'UChiddensubscribers000',
    name: '비공개 구독자 채널',
    createdAt: '2018-01-01T00:00:00.000Z',
    hidden: true,
    readings: [
      { at: '2024-04-29T05:00:00.000Z', subscribers: 0, views: 100_000 },
      { at: AS_OF, subscribers: 0, views: 170_000 },
    ],
  });
  // What the collector does at the end of every run.
  await refreshChannelGrowth(t.app.db, AS_OF);
});
afterAll(async () => t?.close());

const titles = async (query: string) => {
  const response = await t.app.inject({ url: `/api/rankings/videos?${query}&limit=50` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().videos.map((v: { title: string }) => v.title);
};

describe('period boundaries in Seoul time', () => {
  it('today: from Seoul midnight to the collection, most viewed first', async () => {
    const body = (await t.app.inject({ url: '/api/rankings/videos?period=today&region=KR' })).json();
    expect(body).toMatchObject({
      source: 'live',
      asOf: AS_OF,
      period: { start: '2024-05-07T15:00:00.000Z', end: AS_OF },
    });
    expect(await titles('period=today&region=KR')).toEqual(['today-latest', 'today-first-second']);
  });

  it('this week from Monday, this month from the 1st', async () => {
    // Tuesday 23:59:59 in Seoul is this week; Sunday 23:59:59 is not.
    expect(await titles('period=week&region=KR')).toEqual([
      'yesterday-last-second',
      'monday-midnight',
      'today-latest',
      'today-first-second',
    ]);
    expect(await titles('period=month&region=KR')).toEqual([
      'yesterday-last-second',
      'sunday-night',
      'may-first',
      'monday-midnight',
      'today-latest',
      'today-first-second',
    ]);
  });

  it('narrows by region and category, and sorts by likes or like rate', async () => {
    expect(await titles('period=today&region=US')).toEqual(['us-only-today']);
    expect(await titles('period=today&region=ALL')).toEqual(['us-only-today', 'today-latest', 'today-first-second']);
    expect(await titles('period=today&region=ALL&category=20')).toEqual(['us-only-today']);
    expect(await titles('period=today&region=KR&category=1')).toEqual([]);
    // today-latest: 1,000 likes of 5,000 views (20 %) beats 450 of 9,000 and 50 of 1,000.
    expect(await titles('period=today&region=ALL&sort=likeRate')).toEqual([
      'today-latest',
      'us-only-today',
      'today-first-second',
    ]);
    expect((await titles('period=today&region=ALL&sort=likes'))[0]).toBe('today-latest');
  });
});

describe('weekly growth', () => {
  const channels = async (query = '') => {
    const response = await t.app.inject({ url: `/api/rankings/channels?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().channels as {
      id: string;
      name: string;
      weeklyGain: number | null;
      weeklyViewGain: number | null;
      rank: number;
    }[];
  };

  it('measures from the reading a week back, per week', async () => {
    const steady = (await channels()).find((c) => c.id === 'UCsteadygrowth00000000')!;
    // 2,400 subscribers over exactly 8 days = 2,100 a week; 240,000 views = 210,000 a week.
    expect(steady.weeklyGain).toBe(2100);
    expect(steady.weeklyViewGain).toBe(210_000);
    const short = (await channels()).find((c) => c.id === 'UCshorthistory00000000')!;
    expect(short.weeklyGain).toBe(3500);
    expect(short.weeklyViewGain).toBe(175_000);
    const hidden = (await channels()).find((c) => c.id === 'UChiddensubscribers000')!;
    expect(hidden.weeklyGain).toBeNull();
    // 70,000 views over 9 days.
    expect(hidden.weeklyViewGain).toBe(54_444);
  });

  it('ranks growth by views (exact; subscriber counts come rounded), unknown growth last', async () => {
    const byGrowth = await channels('sort=growth');
    expect(byGrowth.map((c) => c.name)).toEqual([
      '꾸준한 채널',
      '짧은 기록 채널',
      '갓 연 채널',
      '비공개 구독자 채널',
      // Unknown growth last.
      '40일 된 채널',
    ]);
    // The new channel's 60,000 views in 3 days are its week's gain, not 140,000.
    expect(byGrowth.map((c) => c.weeklyViewGain)).toEqual([210_000, 175_000, 60_000, 54_444, null]);
    expect((await channels('sort=viewGrowth')).map((c) => c.weeklyViewGain)).toEqual([
      210_000,
      175_000,
      60_000,
      54_444,
      null,
    ]);
    expect((await channels('sort=subscribers&country=US')).map((c) => c.name)).toEqual(['짧은 기록 채널']);
    expect((await channels('sort=subscribers&category=20')).map((c) => c.rank)).toEqual([1, 2]);
  });

  it('new channels: opened within 30 days, "≈+N/주" from their start, never more than they have', async () => {
    const body = (await t.app.inject({ url: '/api/rankings/new-channels' })).json();
    expect(body.channels).toHaveLength(1);
    expect(body.channels[0]).toMatchObject({
      name: '갓 연 채널',
      ageDays: 3,
      category: 'game',
      // 3,000 subscribers in 3 days: 3,000 this week (7,000 at that pace would exceed the count),
      // approximate as every subscriber gain is.
      weeklyGain: 3000,
      growthRate: '≈+3천/주',
    });
  });
});

describe('bad input', () => {
  it.each([
    ['/api/rankings/videos?period=year', '기간'],
    ['/api/rankings/videos?region=FR', '지역'],
    ['/api/rankings/videos?category=18', '카테고리'],
    ['/api/rankings/videos?sort=dislikes', '정렬'],
    ['/api/rankings/videos?limit=0', ''],
    ['/api/rankings/channels?country=CN', '국가'],
    ['/api/rankings/channels?sort=random', '정렬'],
    ['/api/rankings/videos/not%20an%20id/history', 'ID'],
  ])('%s → 400 in Korean', async (url, word) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(word);
  });

  it('unknown ids → 404; case-insensitive codes are fine', async () => {
    expect((await t.app.inject({ url: '/api/rankings/videos/AAAAAAAAAAA/history' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/rankings/channels/UCnobody/history' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/rankings/videos?region=kr&period=today' })).json().videos).toHaveLength(2);
  });
});
