import { describe, expect, it } from 'vitest';
import { cachedAdminCookie, useFakesAndApp } from '../providers/fake-setup.ts';

const ctx = useFakesAndApp();

const adminCookie = cachedAdminCookie(ctx);
const admin = adminCookie;
const get = async (url: string) => ctx.t.app.inject({ method: 'GET', url, headers: { cookie: await admin() } });
const save = async (payload: object, query = '') =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/youtube/save-videos${query}`,
    payload,
    headers: { cookie: await admin() },
  });
const dynamic = (params: Record<string, string>) => get(`/api/youtube/dynamic?${new URLSearchParams(params)}`);

describe('GET /api/youtube/dynamic: one valid call per endpoint', () => {
  it('videos chart, with the totals the result panel shows', async () => {
    const response = await dynamic({
      endpoint: 'videos',
      part: 'snippet,statistics',
      chart: 'mostPopular',
      regionCode: 'KR',
      maxResults: '5',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      endpoint: 'videos',
      params: { part: 'snippet,statistics', chart: 'mostPopular', regionCode: 'KR', maxResults: '5' },
      result: {
        kind: 'youtube#videoListResponse',
        totalResults: expect.any(Number),
        resultsPerPage: 5,
        nextPageToken: expect.any(String),
      },
      quota: { limit: 10_000 },
    });
    expect(body.result.items).toHaveLength(5);
    expect(body.result.items[0].statistics.viewCount).toEqual(expect.any(String));
    expect(body.message).toContain('5개 항목');
  });

  it('sends only non-blank trimmed values', async () => {
    const body = (
      await dynamic({ endpoint: 'videos', chart: ' mostPopular ', regionCode: '', videoCategoryId: '   ' })
    ).json();
    expect(body.params).toEqual({ chart: 'mostPopular' });
  });

  it.each([
    [{ endpoint: 'channels', part: 'snippet,statistics', forHandle: '@syukaworld' }, 1],
    [{ endpoint: 'playlists', part: 'snippet,contentDetails', channelId: '__CHANNEL__', maxResults: '5' }, 3],
    [{ endpoint: 'playlistItems', part: 'snippet', playlistId: '__PLAYLIST__', maxResults: '5' }, 5],
    [{ endpoint: 'commentThreads', part: 'snippet', videoId: '__VIDEO__', maxResults: '20' }, 20],
    [{ endpoint: 'videoCategories', part: 'snippet', regionCode: 'KR' }, 32],
  ])('%o', async (params, expected) => {
    const catalog = ctx.fakes.youtubeCatalog;
    const filled = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [
        k,
        v
          .replace('__CHANNEL__', catalog.channels[0]!.id)
          .replace('__PLAYLIST__', catalog.playlists[0]!.id)
          .replace('__VIDEO__', catalog.videos.find((video) => video.commentCount > 0 && video.id)!.id),
      ]),
    );
    const response = await dynamic(filled);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.items.length).toBeGreaterThanOrEqual(Math.min(expected, 8));
  });

  it('answers the recorded response for the recorded video id', async () => {
    const body = (await dynamic({ endpoint: 'videos', id: 'D-lhorsDlUQ' })).json();
    expect(body.result.items[0].snippet.title).toBe('What are Actions on Google (Assistant on Air)');
  });
});

describe('spec §5 rules, checked on the server before spending quota', () => {
  it.each([
    [{ endpoint: 'videos' }, 'id, chart, myRating 중 하나는 반드시 입력해야 합니다.'],
    [{ endpoint: 'videos', id: 'abc', chart: 'mostPopular' }, 'id와 chart는 함께 사용할 수 없습니다.'],
    [{ endpoint: 'videos', chart: 'mostPopular', q: '뉴스' }, 'chart와 q(검색어)는 함께 사용할 수 없습니다.'],
    [
      { endpoint: 'videos', chart: 'mostPopular', videoCategoryId: '10,20' },
      'mostPopular 차트에는 카테고리를 하나만 지정할 수 있습니다.',
    ],
    [
      { endpoint: 'videos', chart: 'mostPopular', videoCategoryId: '19' },
      'mostPopular 차트는 카테고리 ID 1, 2, 10, 15, 17, 20, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 33만 지원합니다.',
    ],
    [
      { endpoint: 'videos', id: 'abc', regionCode: 'KR' },
      'regionCode와 videoCategoryId는 chart=mostPopular와 함께만 사용할 수 있습니다.',
    ],
    [{ endpoint: 'videos', chart: 'mostPopular', maxResults: '60' }, 'maxResults는 1~50 사이의 정수여야 합니다.'],
    [
      { endpoint: 'channels', part: 'snippet' },
      'id, forUsername, forHandle, mine, managedByMe, mySubscribers 중 하나는 입력해야 합니다.',
    ],
    [
      { endpoint: 'channels', id: 'UCx', forHandle: '@a' },
      'id, forUsername, forHandle, mine, managedByMe, mySubscribers는 하나만 사용할 수 있습니다.',
    ],
    [{ endpoint: 'playlists', channelId: 'UCx' }, 'part는 필수입니다.'],
    [{ endpoint: 'playlists', part: 'snippet' }, 'id, channelId, mine 중 하나는 입력해야 합니다.'],
    [
      { endpoint: 'playlistItems', part: 'snippet' },
      'playlistId는 필수입니다. 재생목록 ID(PL…)를 입력하거나 Playlists API에서 재생목록 ID를 먼저 조회하세요.',
    ],
    [
      { endpoint: 'playlistItems', playlistId: 'PLx', part: 'snippet,player' },
      'part는 snippet, contentDetails, status 중에서 골라야 합니다.',
    ],
    [
      { endpoint: 'commentThreads', order: 'time' },
      'order, maxResults, searchTerms, textFormat, moderationStatus를 쓰려면 videoId, channelId, allThreadsRelatedToChannelId 중 하나가 필요합니다.',
    ],
    [
      { endpoint: 'commentThreads', part: 'snippet' },
      'videoId, channelId, allThreadsRelatedToChannelId, id 중 하나는 입력해야 합니다.',
    ],
    [{ endpoint: 'commentThreads', videoId: 'x', maxResults: '101' }, 'maxResults는 1~100 사이의 정수여야 합니다.'],
    [{ endpoint: 'videoCategories', part: 'snippet' }, 'regionCode 또는 id 중 하나는 입력해야 합니다.'],
    [
      { endpoint: 'videoCategories', regionCode: 'KR', part: 'snippet,status' },
      'VideoCategories API의 part는 snippet만 사용할 수 있습니다.',
    ],
    [
      { endpoint: 'search', q: 'x' },
      'endpoint는 videos, channels, playlists, playlistItems, commentThreads, videoCategories 중 하나여야 합니다.',
    ],
    [{ endpoint: 'videos', chart: 'mostPopular', key: 'mine' }, 'videos API에서 사용할 수 없는 파라미터입니다: key'],
  ])('%o', async (params, message) => {
    const response = await dynamic(params);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it("passes YouTube's own refusals on in Korean (unknown playlist → 404, OAuth-only → 400)", async () => {
    const missing = await dynamic({ endpoint: 'playlistItems', part: 'snippet', playlistId: 'PLdoesnotexist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toContain('찾을 수 없습니다');
    const oauth = await dynamic({ endpoint: 'channels', part: 'snippet', mine: 'true' });
    expect(oauth.statusCode).toBe(400);
    expect(oauth.json().error).toContain('OAuth');
  });
});

describe('GET /api/admin/YoutubeSearchApi', () => {
  it('searches and reports totals', async () => {
    const response = await get(
      `/api/admin/YoutubeSearchApi?${new URLSearchParams({ part: 'snippet', q: '먹방', type: 'video', order: 'viewCount', maxResults: '10', regionCode: 'KR' })}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ endpoint: 'search', result: { regionCode: 'KR', resultsPerPage: 10 } });
    expect(body.result.items.length).toBeGreaterThan(0);
    expect(body.quota.used).toBeGreaterThanOrEqual(100);
  });

  it.each([
    [{ type: 'video' }, '검색어(q) 또는 카테고리(videoCategoryId) 중 하나는 입력해야 합니다.'],
    [
      { q: '게임', videoDuration: 'short' },
      'videoDuration, videoCategoryId 같은 동영상 필터는 type=video와 함께 사용해야 합니다.',
    ],
    [{ q: '게임', chart: 'mostPopular' }, 'search API에서 사용할 수 없는 파라미터입니다: chart'],
    // Encoded, 600 four-byte characters pass 6,000 bytes; YouTube itself would answer 414/431.
    [
      { q: '𝅉'.repeat(600), type: 'video' },
      'YouTube로 보낼 파라미터가 너무 깁니다. 합쳐서 6,000바이트 이하로 줄여주세요.',
    ],
  ])('refuses %o', async (params, message) => {
    const response = await get(`/api/admin/YoutubeSearchApi?${new URLSearchParams(params)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('searches by category alone with type=video', async () => {
    const response = await get('/api/admin/YoutubeSearchApi?type=video&videoCategoryId=20');
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/youtube/save-videos', () => {
  const pick = (n: number, offset = 0) =>
    ctx.fakes.youtubeCatalog.videos.slice(100 + offset, 100 + offset + n).map((v, i) => ({
      videoId: v.id,
      title: v.title,
      content: v.description,
      channelId: v.channel.id,
      channelTitle: v.channel.title,
      thumbnail: `https://i.ytimg.com/vi/${v.id}/mqdefault.jpg`,
      viewCount: v.viewCount,
      likeCount: v.likeCount,
      publishedAt: v.publishedAt,
      ranking: i + 1,
      youtubeUrl: `https://www.youtube.com/watch?v=${v.id}`,
    }));

  it('saves the selection as pending posts with ranking and region, and never twice', async () => {
    const videos = pick(3);
    const first = await save({ videos, params: { regionCode: 'JP', chart: 'mostPopular' } }, '?endpoint=videos');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      savedCount: 3,
      duplicateCount: 0,
      message: '3개의 영상을 성공적으로 저장했습니다.',
    });
    expect(first.json().postIds).toHaveLength(3);
    const rows = await ctx.t.app.db
      .selectFrom('post')
      .selectAll()
      .where(
        'youtube_video_id',
        'in',
        videos.map((v) => v.videoId),
      )
      .orderBy('ranking')
      .execute();
    expect(rows.map((r) => [r.ranking, r.region, r.api_source, r.is_confirmed])).toEqual([
      [1, 'JP', 'youtube_api', 0],
      [2, 'JP', 'youtube_api', 0],
      [3, 'JP', 'youtube_api', 0],
    ]);
    expect(rows[0]!.image).toBe(videos[0]!.thumbnail);
    const channel = await ctx.t.app.db
      .selectFrom('youtube_channels')
      .selectAll()
      .where('channel_id', '=', videos[0]!.channelId)
      .executeTakeFirst();
    expect(channel?.title).toBe(videos[0]!.channelTitle);

    const overlap = await save({ videos: [...videos.slice(0, 2), ...pick(1, 3)] });
    expect(overlap.json()).toMatchObject({
      savedCount: 1,
      duplicateCount: 2,
      message: '1개의 영상을 성공적으로 저장했습니다. (이미 저장된 영상 2개는 건너뛰었습니다)',
    });
    const same = await save({ videos: videos.slice(0, 1) });
    expect(same.json()).toMatchObject({ savedCount: 0, message: '선택한 영상 1개는 모두 이미 저장되어 있습니다.' });
  });

  it.each([
    [{}, '저장할 데이터가 없습니다. 먼저 조회를 실행하세요.'],
    [{ videos: [] }, '저장할 영상이 없습니다. 영상을 선택하세요.'],
    [{ videos: [{ videoId: 'short', title: 'x' }] }, '영상 ID 형식이 올바르지 않습니다.'],
    [{ videos: [{ videoId: 'AAAAAAAAAAA', title: '  ' }] }, '영상 제목이 비어 있습니다.'],
    [
      { videos: [{ videoId: 'AAAAAAAAAAA', title: 'x', thumbnail: 'javascript:alert(1)' }] },
      'http 또는 https 주소만 사용할 수 있습니다.',
    ],
  ])('refuses %o', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});
