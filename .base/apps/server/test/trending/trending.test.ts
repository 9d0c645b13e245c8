import { TRENDING_MESSAGES } from '@tubesphere/shared/contract/trending';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_YOUTUBE_KEYS, type FakeProviders, fakeProviderEnv, startFakeProviders } from '../../src/fakes/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { list, startUpstreamStub, stubVideo, type UpstreamStub } from './upstream-stub.ts';

let fakes: FakeProviders;
let t: TestApp;
beforeAll(async () => {
  fakes = await startFakeProviders();
  t = await createTestApp({ env: fakeProviderEnv(fakes) });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

// Every request here is a guest's: the trending page is public (spec §6).
const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

const quotaUsed = async (app: TestApp) => {
  const row = await app.app.db.selectFrom('api_quota_usage').select('units').executeTakeFirst();
  return Number(row?.units ?? 0);
};

describe('GET /api/youtube/trending', () => {
  it('answers guests with the region’s most viewed videos of the day, KR by default', async () => {
    const response = await get(t, '/api/youtube/trending');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, region: 'KR' });
    expect(['search', 'mostPopular']).toContain(body.source);
    expect(body.videos.length).toBeGreaterThan(0);
    expect(body.videos.length).toBeLessThanOrEqual(10);
    for (const video of body.videos) {
      expect(video).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
        title: expect.any(String),
        description: expect.any(String),
        thumbnail: expect.any(String),
        channelTitle: expect.any(String),
        publishedAt: expect.any(String),
        viewCount: expect.any(Number),
        likeCount: expect.any(Number),
      });
      expect(video.title).not.toMatch(/&(amp|quot|#39);/);
    }
    if (body.source === 'search') {
      const views = body.videos.map((video: { viewCount: number }) => video.viewCount);
      expect(views).toEqual([...views].sort((a, b) => b - a));
    }
  });

  it('accepts a lower-case region and refuses one outside spec §9', async () => {
    expect((await get(t, '/api/youtube/trending?region=mx')).json().region).toBe('MX');
    const bad = await get(t, '/api/youtube/trending?region=XX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: TRENDING_MESSAGES.badRegion });
  });

  it('serves a region again from its cache without spending quota', async () => {
    await get(t, '/api/youtube/trending?region=JP');
    const spent = await quotaUsed(t);
    const again = await get(t, '/api/youtube/trending?region=jp');
    expect(again.statusCode).toBe(200);
    expect(await quotaUsed(t)).toBe(spent);
    await get(t, '/api/youtube/trending?region=GB');
    // One search (100 units) and one videos.list (1 unit) for a region seen for the first time.
    expect(await quotaUsed(t)).toBe(spent + 101);
  });
});

describe('GET /api/youtube/keyword-search', () => {
  it('searches by keyword, most viewed first, with statistics', async () => {
    const response = await get(t, `/api/youtube/keyword-search?q=${encodeURIComponent('먹방')}&region=KR`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, region: 'KR', q: '먹방' });
    expect(body.videos.length).toBeGreaterThan(0);
    expect(body.videos.length).toBeLessThanOrEqual(10);
    const views = body.videos.map((video: { viewCount: number }) => video.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get(t, '/api/youtube/keyword-search?q=zzqqxx-nothing-matches');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ region: 'KR', videos: [] });
  });

  it.each([
    ['', TRENDING_MESSAGES.keywordRequired],
    ['?q=', TRENDING_MESSAGES.keywordRequired],
    ['?q=%20%20', TRENDING_MESSAGES.keywordRequired],
    [`?q=${'가'.repeat(101)}`, TRENDING_MESSAGES.keywordTooLong],
    ['?q=abc&region=ZZ', TRENDING_MESSAGES.badRegion],
  ])('refuses %s with a Korean 400', async (query, message) => {
    const response = await get(t, `/api/youtube/keyword-search${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});

describe('when the upstream refuses', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const appWith = async (env: Record<string, string>) => {
    const app = await createTestApp({ env: { ...fakeProviderEnv(fakes), ...env } });
    apps.push(app);
    return app;
  };

  it('says so in Korean with the provider’s status', async () => {
    const quota = await appWith({ YOUTUBE_API_KEY: FAKE_YOUTUBE_KEYS.quotaExceeded });
    const trending = await get(quota, '/api/youtube/trending');
    expect(trending.statusCode).toBe(429);
    expect(trending.json().error).toContain('일일 할당량');
    const search = await get(quota, '/api/youtube/keyword-search?q=abc');
    expect(search.statusCode).toBe(429);

    const broken = await appWith({ YOUTUBE_API_KEY: FAKE_YOUTUBE_KEYS.serverError });
    const failed = await get(broken, '/api/youtube/trending?region=US');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatch(/YouTube API 서버 오류/);
  });

  it('names the missing key when none is configured', async () => {
    const bare = await createTestApp();
    apps.push(bare);
    const response = await get(bare, '/api/youtube/trending');
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toContain('YOUTUBE_API_KEY');
  });
});

describe('with a stand-in upstream', () => {
  let stub: UpstreamStub;
  let app: TestApp;
  beforeAll(async () => {
    stub = await startUpstreamStub(() => ({ status: 404, body: {} }));
    // The shipped search allowance (the last test spends it).
    app = await createTestApp({
      env: { YOUTUBE_API_KEY: 'stub-key', YOUTUBE_API_BASE_URL: stub.baseUrl, RATE_LIMIT_SCALE: '1' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });

  it('falls back to the mostPopular chart when the day’s search is empty, text unescaped', async () => {
    stub.answer = (url) =>
      url.pathname.endsWith('/search')
        ? { status: 200, body: list('youtube#searchListResponse', []) }
        : {
            status: 200,
            body: list('youtube#videoListResponse', [stubVideo('AAAAAAAAAAA', 'Tom &amp; Jerry &#39;특집&#39;', 5000)]),
          };
    const response = await get(app, '/api/youtube/trending?region=RU');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: 'mostPopular',
      region: 'RU',
      videos: [{ id: 'AAAAAAAAAAA', title: "Tom & Jerry '특집'", viewCount: 5000, likeCount: 250 }],
    });
    const [search, chart] = stub.calls.slice(-2);
    expect(Object.fromEntries(search?.searchParams ?? [])).toMatchObject({
      part: 'snippet',
      type: 'video',
      order: 'viewCount',
      regionCode: 'RU',
      maxResults: '10',
      publishedAfter: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    const after = Date.parse(search?.searchParams.get('publishedAfter') ?? '');
    expect(Date.now() - after).toBeGreaterThan(23 * 3600_000);
    expect(Date.now() - after).toBeLessThan(25 * 3600_000);
    expect(Object.fromEntries(chart?.searchParams ?? [])).toMatchObject({ chart: 'mostPopular', regionCode: 'RU' });
  });

  it('answers an empty list when the chart is empty too', async () => {
    stub.answer = () => ({ status: 200, body: list('youtube#searchListResponse', []) });
    const response = await get(app, '/api/youtube/trending?region=BR');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: 'mostPopular', videos: [] });
  });

  it('keeps the search order when videos.list answers in another order', async () => {
    stub.answer = (url) =>
      url.pathname.endsWith('/search')
        ? {
            status: 200,
            body: list(
              'youtube#searchListResponse',
              ['BBBBBBBBBBB', 'CCCCCCCCCCC'].map((videoId) => ({
                kind: 'youtube#searchResult',
                id: { kind: 'youtube#video', videoId },
              })),
            ),
          }
        : {
            status: 200,
            body: list('youtube#videoListResponse', [
              stubVideo('CCCCCCCCCCC', '둘째', 10),
              stubVideo('BBBBBBBBBBB', '첫째', 20),
            ]),
          };
    const response = await get(app, '/api/youtube/keyword-search?q=order&region=DE');
    expect(response.json().videos.map((video: { title: string }) => video.title)).toEqual(['첫째', '둘째']);
  });

  it('limits uncached keyword searches per visitor', async () => {
    stub.answer = () => ({ status: 200, body: list('youtube#searchListResponse', []) });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await get(app, `/api/youtube/keyword-search?q=limit-${i}&region=FR`)).statusCode);
    }
    // Earlier tests in this block spent one search; the 20-per-10-minutes budget ends here.
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const last = await get(app, '/api/youtube/keyword-search?q=limit-new&region=FR');
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatch(
      new RegExp(`^${TRENDING_MESSAGES.tooManySearches} \\d+분 후에 다시 시도해주세요\\.$`),
    );
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Cached answers stay available.
    expect((await get(app, '/api/youtube/keyword-search?q=limit-0&region=FR')).statusCode).toBe(200);
  });
});
