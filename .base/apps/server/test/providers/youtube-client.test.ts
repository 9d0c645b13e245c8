import { describe, expect, it } from 'vitest';
import { FAKE_YOUTUBE_KEYS, RECORDED_IDS } from '../../src/fakes/index.ts';
import { ytErrors } from '../../src/fakes/youtube/errors.ts';
import { createYoutubeClient, ProviderError, youtubeError } from '../../src/providers/index.ts';
import { useFakesAndApp } from './fake-setup.ts';

const ctx = useFakesAndApp();

/** A client over the test app's database, with its own provider settings. */
function client(key: string | null = FAKE_YOUTUBE_KEYS.valid, timeoutMs?: number, baseUrl?: string) {
  const youtube = {
    key: key ?? undefined,
    baseUrl: baseUrl ?? ctx.fakes.youtube.baseUrl,
    oembedUrl: ctx.fakes.youtube.oembedUrl,
  };
  const config = { providers: { ...ctx.t.config.providers, youtube } };
  return createYoutubeClient(config, ctx.t.app.db, { timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('YouTube client against the fake', () => {
  it('reads the mostPopular chart with string statistics and ISO durations, paged', async () => {
    const yt = client();
    const page1 = await yt.videos({ chart: 'mostPopular', regionCode: 'KR', maxResults: 5 });
    expect(page1.kind).toBe('youtube#videoListResponse');
    expect(page1.items).toHaveLength(5);
    expect(page1.pageInfo).toEqual({ totalResults: expect.any(Number), resultsPerPage: 5 });
    const first = page1.items[0]!;
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(typeof first.statistics?.viewCount).toBe('string');
    expect(first.contentDetails?.duration).toMatch(/^PT/);
    expect(first.snippet?.title).toMatch(/[가-힣]/);
    const views = page1.items.map((v) => Number(v.statistics?.viewCount));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const page2 = await yt.videos({
      chart: 'mostPopular',
      regionCode: 'KR',
      maxResults: 5,
      pageToken: page1.nextPageToken,
    });
    expect(page2.prevPageToken).toBeTruthy();
    expect(page2.items[0]!.id).not.toBe(first.id);
  });

  it('looks videos up by id in chunks of 50 and answers the recorded video for its id', async () => {
    const yt = client();
    const ids = ctx.fakes.youtubeCatalog.videos.slice(0, 60).map((v) => v.id);
    const videos = await yt.videosByIds(ids);
    expect(videos.map((v) => v.id)).toEqual(ids);
    const recorded = await yt.videos({ id: RECORDED_IDS.video });
    expect(recorded.items[0]!.snippet?.title).toBe('What are Actions on Google (Assistant on Air)');
  });

  it('searches with HTML-escaped titles, a top-level regionCode and capped totals', async () => {
    const found = await client().search({ q: '레시피', type: 'video', regionCode: 'KR', maxResults: 10 });
    expect(found.regionCode).toBe('KR');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((i) => i.id.kind === 'youtube#video' && i.id.videoId)).toBe(true);
    expect(found.pageInfo!.totalResults).toBeLessThanOrEqual(1_000_000);
    const escaped = await client().search({ q: 'Q&A', type: 'video', maxResults: 50 });
    expect(escaped.items.some((i) => i.snippet?.title.includes('&amp;'))).toBe(true);
  });

  it('answers a channels lookup without a match with no items key at all', async () => {
    const yt = client();
    const none = await yt.channels({ forHandle: '@nobody-here' });
    expect(none.items).toEqual([]);
    const channel = ctx.fakes.youtubeCatalog.channels[1]!;
    const one = await yt.channels({ forHandle: channel.handle });
    expect(one.items[0]!.statistics?.subscriberCount).toBe(String(channel.subscriberCount));
    const byIds = await yt.channelsByIds([channel.id, ctx.fakes.youtubeCatalog.channels[2]!.id]);
    expect(byIds).toHaveLength(2);
  });

  it('reads playlists, playlist items (with private/deleted entries), comments and categories', async () => {
    const yt = client();
    const channel = ctx.fakes.youtubeCatalog.channels[0]!;
    const playlists = await yt.playlists({ channelId: channel.id, maxResults: 5 });
    expect(playlists.items[0]!.contentDetails?.itemCount).toBeTypeOf('number');
    const withGaps = ctx.fakes.youtubeCatalog.playlists.find((p) => p.videos.includes('private'))!;
    const items = await yt.playlistItems({ playlistId: withGaps.id, maxResults: 50 });
    const titles = items.items.map((i) => i.snippet?.title);
    expect(titles).toContain('Private video');
    expect(titles).toContain('Deleted video');
    expect(items.items[0]!.snippet?.resourceId?.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const video = ctx.fakes.youtubeCatalog.videos[0]!;
    const comments = await yt.commentThreads({ videoId: video.id, maxResults: 5 });
    expect(comments.items).toHaveLength(5);
    expect(comments.items[0]!.snippet.topLevelComment.snippet.textDisplay).toMatch(/[가-힣]/);
    const categories = await yt.videoCategories({ regionCode: 'KR' });
    expect(categories.pageInfo).toBeUndefined();
    expect(categories.items.find((c) => c.id === '10')!.snippet.title).toBe('음악');
  });

  it('looks up oEmbed data and maps its plain-text errors', async () => {
    const video = ctx.fakes.youtubeCatalog.videos[3]!;
    const embed = await client().oembed(`https://www.youtube.com/watch?v=${video.id}`);
    expect(embed).toMatchObject({ title: video.title, author_name: video.channel.title, provider_name: 'YouTube' });
    expect((await failure(client().oembed('https://www.youtube.com/watch?v=AAAAAAAAAAA'))).kind).toBe('not_found');
    expect((await failure(client().oembed('https://www.youtube.com/watch?v=PrivateVid0'))).kind).toBe('forbidden');
    expect((await failure(client().oembed('https://example.com/nothing'))).kind).toBe('not_found');
  });

  it('counts quota units per Pacific day: 100 for search, 1 for every other list', async () => {
    const yt = client();
    const before = (await yt.quota()).used;
    await yt.search({ q: '게임', type: 'video' });
    await yt.videoCategories({ regionCode: 'KR' });
    const after = await yt.quota();
    expect(after.used - before).toBe(101);
    expect(after.limit).toBe(10_000);
    expect(after.remaining).toBe(10_000 - after.used);
    expect(after.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('YouTube client errors', () => {
  it.each([
    [FAKE_YOUTUBE_KEYS.quotaExceeded, 'quota', 429, '일일 할당량'],
    [FAKE_YOUTUBE_KEYS.invalid, 'bad_key', 502, 'YOUTUBE_API_KEY'],
    [FAKE_YOUTUBE_KEYS.permissionDenied, 'forbidden', 400, '허용하지 않습니다'],
    [FAKE_YOUTUBE_KEYS.serverError, 'upstream', 502, '서버 오류'],
  ])('key %s → %s (%i)', async (key, kind, status, text) => {
    const error = await failure(client(key).videos({ chart: 'mostPopular' }));
    expect(error).toMatchObject({ kind, statusCode: status, provider: 'youtube' });
    expect(error.message).toContain(text);
  });

  it('refuses to call without a key and names the setting', async () => {
    const error = await failure(client(null).videos({ chart: 'mostPopular' }));
    expect(error).toMatchObject({ kind: 'missing_key', statusCode: 503 });
    expect(error.message).toContain('YOUTUBE_API_KEY');
    expect(error.message).toContain('DEMO_PROVIDERS=1');
  });

  it('maps YouTube answering a key-less request (403 forbidden) to a key problem', async () => {
    const answer = ytErrors.noKey();
    expect(youtubeError(answer.status, answer.body).kind).toBe('bad_key');
  });

  it('maps bad parameters: missing filter, incompatible filters, invalid search filter, range', async () => {
    const yt = client();
    expect((await failure(yt.videos({}))).kind).toBe('bad_parameter');
    expect((await failure(yt.videos({ chart: 'mostPopular', id: 'abc' }))).kind).toBe('bad_parameter');
    const filter = await failure(yt.search({ q: 'a', videoDuration: 'short' }));
    expect(filter).toMatchObject({ kind: 'bad_parameter', upstream: { code: 'invalidSearchFilter' } });
    expect((await failure(yt.videos({ chart: 'mostPopular', maxResults: 51 }))).message).toContain('[1, 50]');
  });

  it('maps a chart YouTube does not have, and an unknown playlist, to not_found', async () => {
    const chart = await failure(client().videos({ chart: 'mostPopular', videoCategoryId: '18' }));
    expect(chart).toMatchObject({ kind: 'not_found', statusCode: 404, upstream: { code: 'videoChartNotFound' } });
    expect((await failure(client().playlistItems({ playlistId: 'PLnope' }))).kind).toBe('not_found');
  });

  it('maps OAuth-only filters (mine, myRating) to a clear refusal', async () => {
    const error = await failure(client().channels({ mine: 'true' }));
    expect(error).toMatchObject({ kind: 'forbidden', statusCode: 400 });
    expect(error.message).toContain('OAuth');
  });

  it('gives up after the timeout', async () => {
    const error = await failure(client(FAKE_YOUTUBE_KEYS.slow, 200).videos({ chart: 'mostPopular' }));
    expect(error).toMatchObject({ kind: 'timeout', statusCode: 504 });
  });

  it('reports an unreachable host and an answer in the wrong shape', async () => {
    expect((await failure(client(null, 2000, 'http://127.0.0.1:9/youtube/v3').videos({}))).kind).toBe('missing_key');
    const unreachable = await failure(
      client('k', 2000, 'http://127.0.0.1:9/youtube/v3').videos({ chart: 'mostPopular' }),
    );
    expect(unreachable.kind).toBe('network');
    // A 200 that is not YouTube JSON (the portal gateway XML): refused, not half-parsed.
    const wrong = await failure(client('k', 2000, `${ctx.fakes.dataGoKr.baseUrl}/`).list('videos', { chart: 'x' }));
    expect(wrong.kind).toBe('upstream');
  });
});
