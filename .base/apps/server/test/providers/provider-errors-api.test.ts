import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_DATA_GO_KR_KEYS,
  FAKE_NAVER_CREDENTIALS,
  FAKE_NEWSAPI_KEYS,
  FAKE_YOUTUBE_KEYS,
  type FakeProviders,
  fakeProviderEnv,
  startFakeProviders,
} from '../../src/fakes/index.ts';
import { createTestApp, signInAdmin, type TestApp } from '../helpers/test-app.ts';

/** What the endpoints answer when a provider key is missing or refused (the pages show it). */
let fakes: FakeProviders;
let unconfigured: TestApp;
let refused: TestApp;
beforeAll(async () => {
  fakes = await startFakeProviders();
  unconfigured = await createTestApp();
  refused = await createTestApp({
    env: {
      ...fakeProviderEnv(fakes),
      YOUTUBE_API_KEY: FAKE_YOUTUBE_KEYS.quotaExceeded,
      NEWSAPI_KEY: FAKE_NEWSAPI_KEYS.invalid,
      NAVER_CLIENT_ID: FAKE_NAVER_CREDENTIALS.invalidId,
      DATA_GO_KR_KEY: FAKE_DATA_GO_KR_KEYS.limited,
    },
  });
});
afterAll(async () => {
  await unconfigured?.close();
  await refused?.close();
  await fakes?.close();
});

const call = async (t: TestApp, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: (await signInAdmin(t.app)).cookie } });

describe('without keys and without demo mode', () => {
  it.each([
    ['/api/youtube/dynamic?endpoint=videos&chart=mostPopular', 'YOUTUBE_API_KEY'],
    ['/api/news/dynamic?country=kr', 'NEWSAPI_KEY'],
    ['/api/naver/news?query=금리', 'NAVER_CLIENT_ID와 NAVER_CLIENT_SECRET'],
    ['/api/real-estate/auction', 'DATA_GO_KR_KEY'],
  ])('%s names the missing setting (503)', async (url, setting) => {
    const response = await call(unconfigured, url);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toContain(setting);
    expect(response.json().error).toContain('DEMO_PROVIDERS=1');
  });
});

describe('provider refusals reach the page in Korean', () => {
  it.each([
    ['/api/youtube/dynamic?endpoint=videos&chart=mostPopular', 429, '일일 할당량'],
    ['/api/news/dynamic?country=kr', 502, 'NewsAPI 키가 올바르지 않습니다'],
    ['/api/naver/news?query=금리', 502, '네이버 API 인증에 실패했습니다'],
    ['/api/real-estate/auction', 429, '일일 호출 한도'],
  ])('%s → %i', async (url, status, text) => {
    const response = await call(refused, url);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toContain(text);
  });

  it('a failed import writes nothing', async () => {
    const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const response = await call(refused, `/api/youtube/import?region=KR&date=${date}&maxResults=5&key=test-admin-key`);
    expect(response.statusCode).toBe(429);
    const posts = await refused.app.db
      .selectFrom('post')
      .select('post_id')
      .where('api_source', '=', 'youtube_api')
      .execute();
    expect(posts).toEqual([]);
  });
});
