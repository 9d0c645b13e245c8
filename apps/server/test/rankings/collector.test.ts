import { periodStart } from '@tubesphere/shared/domain/ranking-periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_YOUTUBE_KEYS, type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { COLLECTOR_QUOTA_ACCOUNT } from '../../src/modules/rankings/collector/collector-budget.ts';
import { CHART_CATEGORIES } from '../../src/modules/rankings/collector/collector-service.ts';
import { quotaDay } from '../../src/providers/youtube/index.ts';
import { createTestApp, signInAdmin, type TestApp } from '../helpers/test-app.ts';

/**
 * The collector against the fake YouTube, whose counts grow with a clock this file drives: one
 * run fills the rankings, later runs give growth and history, and the daily budget and quota
 * errors stop a run before it spends what it may not.
 */
const HOUR = 3_600_000;
// A Wednesday, 14:00 in Seoul: the fake's world and the snapshots are dated from here, so "today"
// always has uploads whatever the time the tests run.
let worldNow = new Date('2024-05-08T05:00:00.000Z');
let fakes: FakeProviders;
let t: TestApp;

beforeAll(async () => {
  fakes = await startFakeProviders({ clock: () => worldNow });
  t = await createTestApp({ env: fakeProviderEnv(fakes) });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function unitsToday(app: TestApp['app'], account: string) {
  const row = await app.db
    .selectFrom('api_quota_usage')
    .select('units')
    .where('provider', '=', account)
    .where('usage_day', '=', quotaDay())
    .executeTakeFirst();
  return Number(row?.units ?? 0);
}

describe('the ranking collector', () => {
  it('answers the sample data, labelled, until something is collected', async () => {
    const videos = await get('/api/rankings/videos?period=today&region=KR');
    expect(videos).toMatchObject({ source: 'sample', asOf: null });
    expect(videos.videos.length).toBeGreaterThan(0);
    const fresh = await get('/api/rankings/new-channels');
    expect(fresh.source).toBe('sample');
    expect(fresh.channels.every((c: { ageDays: number }) => c.ageDays <= 30)).toBe(true);
    // Sample items open a chart as well.
    const history = await get(`/api/rankings/videos/${videos.videos[0].id}/history`);
    expect(history.source).toBe('sample');
    expect(history.points.length).toBeGreaterThan(1);
  });

  it('collects every region and category chart, counting each unit in both quota counters', async () => {
    const totalBefore = await unitsToday(t.app, 'youtube');
    const run = await t.app.rankings.collector.run({ trigger: 'manual', at: worldNow });
    expect(run).not.toBeNull();
    expect(run!.status, run!.message ?? '').toBe('succeeded');
    expect(run!.errors_json).toBe('[]');
    // Four regions, each overall plus every category chart, then counts and channels.
    expect(run!.units_spent).toBeGreaterThan(4 * (1 + CHART_CATEGORIES.length));
    expect(await unitsToday(t.app, COLLECTOR_QUOTA_ACCOUNT)).toBe(run!.units_spent);
    expect((await unitsToday(t.app, 'youtube')) - totalBefore).toBe(run!.units_spent);
    expect(run!.videos_collected).toBeGreaterThan(100);
    // Every channel with a charted video was read (travel, 19, has no chart of its own).
    const channelsOfVideos = await t.app.db
      .selectFrom('ranking_video')
      .select((eb) => eb.fn.count<number>('channel_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(run!.channels_collected).toBe(Number(channelsOfVideos.n));
    expect(run!.channels_collected).toBeGreaterThan(20);
  });

  it('gives KR, US and JP charts of their own (the time ranking differs by region)', async () => {
    for (const period of ['week', 'month']) {
      const tops = new Map<string, string[]>();
      for (const region of ['KR', 'US', 'JP']) {
        const body = await get(`/api/rankings/videos?period=${period}&region=${region}&limit=10`);
        expect(body.videos.length, `${period} ${region}`).toBeGreaterThan(0);
        tops.set(
          region,
          body.videos.map((v: { id: string }) => v.id),
        );
      }
      expect(tops.get('KR'), period).not.toEqual(tops.get('US'));
      expect(tops.get('KR'), period).not.toEqual(tops.get('JP'));
      expect(tops.get('US'), period).not.toEqual(tops.get('JP'));
    }
  });

  it("ranks today's uploads (Seoul calendar day) by views, dated by the run", async () => {
    const body = await get('/api/rankings/videos?period=today&region=KR&limit=50');
    expect(body.source).toBe('live');
    expect(body.asOf).toBe(worldNow.toISOString());
    const start = periodStart('today', worldNow).getTime();
    expect(body.period).toEqual({ start: new Date(start).toISOString(), end: worldNow.toISOString() });
    expect(body.videos.length).toBeGreaterThan(0);
    for (const video of body.videos) {
      expect(Date.parse(video.publishedAt)).toBeGreaterThanOrEqual(start);
      expect(Date.parse(video.publishedAt)).toBeLessThanOrEqual(worldNow.getTime());
      expect(video.region).toBe('KR');
    }
    const views = body.videos.map((v: { viewCount: number }) => v.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.videos.map((v: { rank: number }) => v.rank)).toEqual(views.map((_: number, i: number) => i + 1));

    const month = await get('/api/rankings/videos?period=month&region=KR&category=20&limit=50');
    expect(month.videos.length).toBeGreaterThan(0);
    expect(month.videos.every((v: { categoryId: number }) => v.categoryId === 20)).toBe(true);
    const byLikes = await get('/api/rankings/videos?period=month&region=ALL&sort=likes&limit=50');
    const likes = byLikes.videos.map((v: { likeCount: number }) => v.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('finds the channels opened in the last 30 days, growth counted from their start', async () => {
    const body = await get('/api/rankings/new-channels');
    expect(body.source).toBe('live');
    const rising = [
      '하루한끼 자취요리',
      '픽셀던전 실황',
      '3분 경제 상식',
      '새벽 로파이 서울',
      '웃참 챌린지 클럽',
      '동네 냥이 일기',
    ];
    expect(body.channels.map((c: { name: string }) => c.name).sort()).toEqual([...rising].sort());
    for (const channel of body.channels) {
      expect(channel.ageDays).toBeLessThanOrEqual(30);
      expect(channel.growthRate).toMatch(/^≈\+[\d.]+[천만억]?\/주$/);
      expect(channel.weeklyGain).toBeLessThanOrEqual(channel.subscribers);
    }
    const subscribers = body.channels.map((c: { subscribers: number }) => c.subscribers);
    expect(subscribers).toEqual([...subscribers].sort((a, b) => b - a));
  });

  it('a day later: counts grew, the history has both readings and the growth follows from them', async () => {
    worldNow = new Date(worldNow.getTime() + 24 * HOUR);
    const run = await t.app.rankings.collector.run({ trigger: 'schedule', at: worldNow });
    expect(run?.status).toBe('succeeded');

    const channels = await get('/api/rankings/channels?sort=subscribers&limit=100');
    expect(channels.asOf).toBe(worldNow.toISOString());
    const established = channels.channels.find(
      (c: { createdAt: string; hiddenSubscribers: boolean }) =>
        !c.hiddenSubscribers && Date.parse(c.createdAt) < worldNow.getTime() - 60 * 24 * HOUR,
    );
    const history = await get(`/api/rankings/channels/${established.id}/history`);
    expect(history.source).toBe('live');
    expect(history.points).toHaveLength(2);
    const [first, second] = history.points;
    expect(second.subscribers).toBeGreaterThan(first.subscribers);
    // One day of history, stated per week.
    expect(established.weeklyGain).toBe((second.subscribers - first.subscribers) * 7);
    expect(established.weeklyViewGain).toBe((second.totalViews - first.totalViews) * 7);

    const video = (await get('/api/rankings/videos?period=month&region=KR&limit=1')).videos[0];
    const views = await get(`/api/rankings/videos/${video.id}/history`);
    expect(views.points.map((p: { at: string }) => p.at)).toEqual([
      new Date(worldNow.getTime() - 24 * HOUR).toISOString(),
      worldNow.toISOString(),
    ]);
    expect(views.points[1].viewCount).toBeGreaterThan(views.points[0].viewCount);
    expect(views.points[1].viewCount).toBe(video.viewCount);

    // By weekly growth, which is by views (exact): best first, following the numbers shown.
    const byGrowth = await get('/api/rankings/channels?sort=growth&limit=100');
    const gains = byGrowth.channels.map((c: { weeklyViewGain: number | null }) => c.weeklyViewGain ?? -Infinity);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });
});

describe('what stops a run', () => {
  it('never spends past the daily budget, and refuses to start once it is used up', async () => {
    const budgetFakes = await startFakeProviders({ clock: () => worldNow });
    const app = await createTestApp({ env: { ...fakeProviderEnv(budgetFakes), RANKING_DAILY_BUDGET: '20' } });
    try {
      const run = await app.app.rankings.collector.run({ trigger: 'manual' });
      expect(run?.status).toBe('budget');
      expect(run?.units_spent).toBe(20);
      expect(await unitsToday(app.app, COLLECTOR_QUOTA_ACCOUNT)).toBe(20);
      expect(run?.message).toContain('수집 예산(20 유닛)');
      // What it gathered before the stop is live data already.
      expect((await app.app.inject({ url: '/api/rankings/videos?period=month' })).json().source).toBe('live');

      const admin = await signInAdmin(app.app);
      const again = await app.app.inject({
        method: 'POST',
        url: '/api/admin/ranking-collector/runs',
        headers: { cookie: admin.cookie },
        payload: {},
      });
      expect(again.statusCode).toBe(429);
      expect(again.json().error).toContain('수집 예산');
      expect(await unitsToday(app.app, COLLECTOR_QUOTA_ACCOUNT)).toBe(20);
    } finally {
      await app.close();
      await budgetFakes.close();
    }
  });

  it("stops at YouTube's quota error after one call", async () => {
    const app = await createTestApp({
      env: { ...fakeProviderEnv(fakes), YOUTUBE_API_KEY: FAKE_YOUTUBE_KEYS.quotaExceeded },
    });
    try {
      const run = await app.app.rankings.collector.run({ trigger: 'manual' });
      expect(run?.status).toBe('quota');
      expect(run?.units_spent).toBe(1);
      expect(run?.message).toContain('할당량');
      expect((await app.app.inject({ url: '/api/rankings/videos' })).json().source).toBe('sample');
    } finally {
      await app.close();
    }
  });

  it('skips the charts YouTube does not offer and carries on', async () => {
    const app = await createTestApp({ env: { ...fakeProviderEnv(fakes), RANKING_REGIONS: 'ZZ,KR' } });
    try {
      const run = await app.app.rankings.collector.run({ trigger: 'manual', at: worldNow });
      expect(run?.status).toBe('succeeded');
      expect(run?.message).toContain(`차트 ${1 + CHART_CATEGORIES.length}개는 건너뛰었습니다`);
      expect(run?.videos_collected).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('is due on schedule only when an interval is set and it has passed', async () => {
    expect(await t.app.rankings.collector.isDue()).toBe(false);
    expect(t.app.jobs.list().map((job) => job.name)).not.toContain('collect-rankings');
    const app = await createTestApp({ env: { ...fakeProviderEnv(fakes), RANKING_COLLECT_INTERVAL_HOURS: '6' } });
    try {
      expect(app.app.jobs.list().map((job) => job.name)).toContain('collect-rankings');
      expect(await app.app.rankings.collector.isDue()).toBe(true);
      // The periodic job: a due tick collects, the next finds nothing due.
      const first = await app.app.jobs.runNow('collect-rankings');
      expect(first).toMatchObject({ status: 'ok', summary: { due: true, status: 'succeeded' } });
      expect(await app.app.rankings.collector.isDue()).toBe(false);
      expect(await app.app.jobs.runNow('collect-rankings')).toMatchObject({ status: 'ok', summary: { due: false } });
      expect(await app.app.rankings.collector.isDue(new Date(Date.now() + 6 * HOUR))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
