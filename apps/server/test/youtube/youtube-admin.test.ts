import { describe, expect, it } from 'vitest';
import { signUpUser, TEST_ADMIN } from '../helpers/test-app.ts';
import { cachedAdminCookie, useFakesAndApp } from '../providers/fake-setup.ts';

const ctx = useFakesAndApp();

const get = (url: string, cookie?: string) =>
  ctx.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object, cookie?: string) =>
  ctx.t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const adminCookie = cachedAdminCookie(ctx);
const admin = adminCookie;

const yesterdayKst = () => new Date(Date.now() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
const importUrl = (params: Record<string, string>) =>
  `/api/youtube/import?${new URLSearchParams({ region: 'KR', date: yesterdayKst(), maxResults: '5', key: TEST_ADMIN.key, ...params })}`;

const ADMIN_ENDPOINTS: [method: 'GET' | 'POST', url: string][] = [
  ['GET', importUrl({})],
  ['POST', '/api/youtube/import'],
  ['GET', '/api/youtube/channels?region=KR'],
  ['GET', '/api/youtube/dynamic?endpoint=videos&chart=mostPopular'],
  ['GET', '/api/admin/YoutubeSearchApi?q=게임'],
  ['POST', '/api/youtube/save-videos'],
  ['GET', '/api/youtube/quota'],
  ['GET', '/api/news/dynamic?country=kr'],
  ['GET', '/api/naver/news?query=금리'],
  ['GET', '/api/real-estate/auction'],
];

describe('who may call the provider endpoints', () => {
  it.each(ADMIN_ENDPOINTS)('%s %s: 401 for guests, 403 for members even with adminKey', async (method, url) => {
    const withKey = `${url}${url.includes('?') ? '&' : '?'}adminKey=${TEST_ADMIN.key}`;
    const payload = method === 'POST' ? { videos: [] } : undefined;
    const guest = await ctx.t.app.inject({ method, url: withKey, payload });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: '로그인이 필요합니다.' });
    const member = await signUpUser(ctx.t.app);
    const denied = await ctx.t.app.inject({ method, url: withKey, payload, headers: { cookie: member.cookie } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: '관리자 권한이 필요합니다.' });
  });

  it('the channel ranking is public', async () => {
    const response = await get('/api/youtube/channels/ranking');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, channels: expect.any(Array) });
  });
});

describe('GET /api/youtube/import', () => {
  it.each([
    [{ maxResults: '0' }, 'maxResults는 1~50 사이의 정수로 입력해주세요.'],
    [{ maxResults: '51' }, 'maxResults는 1~50 사이의 정수로 입력해주세요.'],
    [{ maxResults: '2.5' }, 'maxResults는 1~50 사이의 정수로 입력해주세요.'],
    [{ maxResults: '' }, 'maxResults는 1~50 사이의 정수로 입력해주세요.'],
    [{ region: '' }, '지역(region)을 선택해주세요.'],
    [{ date: '2024/05/01' }, '날짜(date)를 YYYY-MM-DD 형식으로 입력해주세요.'],
    [{ key: '  ' }, '관리자 키(key)를 입력해주세요.'],
    [{ categoryId: '10,abc' }, '카테고리 ID는 1~44 사이의 숫자를 쉼표로 구분해 입력해주세요.'],
    [{ categoryId: '1,2,10,15,17,20' }, '카테고리는 한 번에 최대 5개까지 지정할 수 있습니다.'],
    [{ videoType: 'long' }, 'videoType은 all, videos, shorts 중 하나여야 합니다.'],
  ])('refuses %o with a Korean message', async (params, message) => {
    const response = await get(importUrl(params), await admin());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('wants the typed admin key', async () => {
    const response = await get(importUrl({ key: 'not-the-key' }), await admin());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: '관리자 키가 올바르지 않습니다.' });
  });

  it("imports the day's most-viewed videos as pending posts, once", async () => {
    const cookie = await admin();
    const response = await get(importUrl({ maxResults: '4' }), cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, region: 'KR', processedCount: 4, savedCount: 4, duplicateCount: 0 });
    expect(body.message).toContain('4개를 확정 대기 게시글로 저장했습니다');
    expect(body.videos.map((v: { ranking: number }) => v.ranking)).toEqual([1, 2, 3, 4]);
    const views = body.videos.map((v: { viewCount: number }) => v.viewCount);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));
    expect(body.quota.used).toBeGreaterThanOrEqual(100);

    const ids = body.videos.map((v: { videoId: string }) => v.videoId);
    const rows = await ctx.t.app.db.selectFrom('post').selectAll().where('youtube_video_id', 'in', ids).execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({ api_source: 'youtube_api', region: 'KR', is_confirmed: 0 });
      expect(row.ranking).toBeGreaterThanOrEqual(1);
      expect([...row.content].length).toBeLessThanOrEqual(800);
      const blocks = JSON.parse(row.blocks_json);
      expect(blocks).toEqual([
        { id: expect.any(String), type: 'text', content: row.content },
        {
          id: expect.any(String),
          type: 'video',
          url: `https://www.youtube.com/watch?v=${row.youtube_video_id}`,
          embedUrl: `https://www.youtube-nocookie.com/embed/${row.youtube_video_id}`,
          caption: expect.any(String),
        },
      ]);
    }
    const channels = await ctx.t.app.db.selectFrom('youtube_channels').selectAll().execute();
    expect(channels.length).toBeGreaterThan(0);
    expect(channels[0]!.subscriber_count).toBeGreaterThan(0);

    // The same day again: nothing new, every video reported as already saved.
    const again = (await get(importUrl({ maxResults: '4' }), cookie)).json();
    expect(again).toMatchObject({ savedCount: 0, duplicateCount: 4 });
    expect(again.videos.every((v: { status: string; postId: string }) => v.status === 'duplicate' && v.postId)).toBe(
      true,
    );
    const count = await ctx.t.app.db
      .selectFrom('post')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('youtube_video_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4);

    // The admin sees them in the pending list; nobody else sees them in the feed.
    const pending = await get('/api/admin/posts/pending?limit=50', cookie);
    expect(pending.statusCode).toBe(200);
    const pendingIds = pending
      .json()
      .results.map(
        (p: { youtubeVideoId?: string; youtube_video_id?: string }) => p.youtubeVideoId ?? p.youtube_video_id,
      );
    for (const id of ids) expect(pendingIds).toContain(id);
  });

  it('takes the same fields as a POST body, so the typed key stays out of URLs', async () => {
    const body = { region: 'US', date: yesterdayKst(), maxResults: '2', key: TEST_ADMIN.key };
    const response = await post('/api/youtube/import', body, await admin());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ region: 'US', processedCount: 2 });
    const wrong = await post('/api/youtube/import', { ...body, key: 'nope' }, await admin());
    expect(wrong.statusCode).toBe(403);
    const invalid = await post('/api/youtube/import', { ...body, maxResults: '0' }, await admin());
    expect(invalid.json()).toEqual({ error: 'maxResults는 1~50 사이의 정수로 입력해주세요.' });
  });

  it('cuts a long description to 800 characters in the saved post', async () => {
    // The first video of every fake channel has a very long description.
    const long = ctx.fakes.youtubeCatalog.videos.find((v) => v.description.length > 900)!;
    const response = await post(
      '/api/youtube/save-videos',
      { videos: [{ videoId: long.id, title: long.title, description: long.description }] },
      await admin(),
    );
    expect(response.statusCode).toBe(200);
    const row = await ctx.t.app.db
      .selectFrom('post')
      .selectAll()
      .where('youtube_video_id', '=', long.id)
      .executeTakeFirstOrThrow();
    expect([...row.content]).toHaveLength(800);
    expect(long.description.startsWith(row.content)).toBe(true);
  });

  it('keeps only Shorts (≤ 60 s) with videoType=shorts', async () => {
    // The fake's uploads move with the clock, so a given day may hold no Short at this hour: look
    // back day by day until one does (a day holds about twenty uploads, a fifth of them Shorts).
    const kstDay = (daysAgo: number) =>
      new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    let found: { durationSeconds: number }[] = [];
    for (let daysAgo = 1; daysAgo <= 10 && found.length === 0; daysAgo += 1) {
      const body = (
        await get(importUrl({ videoType: 'shorts', maxResults: '10', date: kstDay(daysAgo) }), await admin())
      ).json();
      expect(
        body.videos.every((v: { durationSeconds: number }) => v.durationSeconds > 0 && v.durationSeconds <= 60),
      ).toBe(true);
      found = body.videos;
    }
    expect(found.length).toBeGreaterThan(0);
  });

  it('falls back to the current chart for a day without uploads and says so', async () => {
    const body = (await get(importUrl({ date: '2001-01-01', maxResults: '2' }), await admin())).json();
    expect(body.processedCount).toBe(2);
    expect(body.message).toContain('현재 인기 차트로 대신했습니다');
  });
});

describe('GET /api/youtube/channels', () => {
  it('collects the trending channels, filters, sorts and upserts them', async () => {
    const cookie = await admin();
    const response = await get(
      '/api/youtube/channels?region=KR&maxResults=5&sortBy=subscribers&minSubscribers=100000',
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, region: 'KR', processedCount: body.channels.length });
    expect(body.channels.length).toBeGreaterThan(0);
    expect(body.channels.length).toBeLessThanOrEqual(5);
    const subs = body.channels.map((c: { subscriberCount: number }) => c.subscriberCount);
    expect(subs).toEqual([...subs].sort((a: number, b: number) => b - a));
    expect(subs.every((n: number) => n >= 100_000)).toBe(true);
    expect(body.channels[0]).toMatchObject({
      title: expect.any(String),
      thumbnailUrl: expect.stringMatching(/^https:/),
      categoryTitle: expect.any(String),
      country: expect.any(String),
    });
    const stored = await ctx.t.app.db
      .selectFrom('youtube_channels')
      .selectAll()
      .where('channel_id', '=', body.channels[0].channelId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ region: 'KR', title: body.channels[0].title });
  });

  it('searches channels by keyword with dataSource=all', async () => {
    const body = (
      await get('/api/youtube/channels?region=KR&dataSource=all&searchKeyword=고양이&sortBy=relevance', await admin())
    ).json();
    expect(body.channels.length).toBeGreaterThan(0);
    expect(
      body.channels.every((c: { title: string; description: string }) =>
        `${c.title}${c.description}`.includes('고양이'),
      ),
    ).toBe(true);
  });

  it.each([
    ['maxResults=0', 'maxResults는 1~50 사이의 정수여야 합니다.'],
    ['sortBy=likes', 'sortBy는 relevance, subscribers, views 중 하나여야 합니다.'],
    ['minSubscribers=-1', '최소 구독자 수는 0 이상의 정수로 입력해주세요.'],
    ['region=korea', '지역 코드는 KR 같은 두 글자 대문자여야 합니다.'],
  ])('refuses %s', async (query, message) => {
    const response = await get(`/api/youtube/channels?${query}`, await admin());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});

describe('GET /api/youtube/channels/ranking', () => {
  it('ranks collected channels by the chosen metric, with country and category filters', async () => {
    await get('/api/youtube/channels?region=KR&maxResults=30&minSubscribers=0', await admin());
    const bySubs = (await get('/api/youtube/channels/ranking?sortBy=subscribers')).json();
    expect(bySubs.channels.length).toBeGreaterThan(1);
    const subs = bySubs.channels.map((c: { subscribers: number }) => c.subscribers);
    expect(subs).toEqual([...subs].sort((a: number, b: number) => b - a));
    expect(bySubs.channels[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      totalViews: expect.any(Number),
      videoCount: expect.any(Number),
      category: expect.any(String),
    });
    const byVideos = (await get('/api/youtube/channels/ranking?sortBy=videos&limit=3')).json();
    expect(byVideos.channels).toHaveLength(3);
    const us = (await get('/api/youtube/channels/ranking?country=US')).json();
    expect(us.channels.every((c: { country: string }) => c.country === 'US')).toBe(true);
    const music = (await get('/api/youtube/channels/ranking?category=10')).json();
    expect(music.channels.every((c: { categoryId: string }) => c.categoryId === '10')).toBe(true);
    const none = (await get('/api/youtube/channels/ranking?country=ZZ')).json();
    expect(none).toMatchObject({ channels: [], message: expect.stringContaining('채널이 없습니다') });
  });

  it('refuses an unknown sort', async () => {
    const response = await get('/api/youtube/channels/ranking?sortBy=likes');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('sortBy');
  });
});

describe('GET /api/youtube/quota', () => {
  it('reports the units spent today out of 10,000', async () => {
    const response = await get('/api/youtube/quota', await admin());
    expect(response.json()).toMatchObject({ success: true, quota: { limit: 10_000, used: expect.any(Number) } });
  });
});
