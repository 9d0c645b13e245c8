import { describe, expect, it } from 'vitest';
import { FAKE_NAVER_CREDENTIALS, FAKE_NEWSAPI_KEYS, FAKE_YOUTUBE_KEYS } from '../../src/fakes/index.ts';
import { createNaverClient, createNewsClient, ProviderError } from '../../src/providers/index.ts';
import { useFakesAndApp } from './fake-setup.ts';

const ctx = useFakesAndApp();

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const news = (key: string | null = FAKE_NEWSAPI_KEYS.valid, baseUrl?: string) =>
  createNewsClient({
    providers: {
      ...ctx.t.config.providers,
      newsapi: { key: key ?? undefined, baseUrl: baseUrl ?? ctx.fakes.newsapi.baseUrl },
    },
  });

const naver = (clientId: string | null = FAKE_NAVER_CREDENTIALS.valid.id, timeoutMs?: number) =>
  createNaverClient(
    {
      providers: {
        ...ctx.t.config.providers,
        naver: {
          clientId: clientId ?? undefined,
          clientSecret: FAKE_NAVER_CREDENTIALS.valid.secret,
          baseUrl: ctx.fakes.naver.baseUrl,
        },
      },
    },
    { timeoutMs },
  );

describe('NewsAPI client', () => {
  it('reads Korean business top headlines, 100 at a time, with [Removed] placeholders and cut content', async () => {
    const result = await news().fetch('top-headlines', { country: 'kr', category: 'business', pageSize: 100 });
    expect(result.status).toBe('ok');
    expect(result.articles).toHaveLength(100);
    expect(result.totalResults).toBeGreaterThan(100);
    expect(result.articles.some((a) => a.title === '[Removed]')).toBe(true);
    const article = result.articles[0]!;
    expect(article.title).toMatch(/[가-힣]/);
    expect(article.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(result.articles.some((a) => a.content?.match(/… \[\+\d+ chars\]$/))).toBe(true);
    expect(result.articles.some((a) => a.urlToImage === null)).toBe(true);
  });

  it('searches everything with a query', async () => {
    const result = await news().fetch('everything', { q: '반도체', sortBy: 'publishedAt', pageSize: 10 });
    expect(result.articles.length).toBeGreaterThan(0);
    expect(result.articles.every((a) => `${a.title}${a.description ?? ''}`.includes('반도체'))).toBe(true);
  });

  it.each([
    [FAKE_NEWSAPI_KEYS.invalid, 'bad_key', 502, 'NEWSAPI_KEY'],
    [FAKE_NEWSAPI_KEYS.exhausted, 'quota', 429, '하루 100회'],
    [FAKE_NEWSAPI_KEYS.rateLimited, 'quota', 429, '요청 한도'],
    [FAKE_NEWSAPI_KEYS.serverError, 'upstream', 502, '서버 오류'],
  ])('key %s → %s', async (key, kind, status, text) => {
    const error = await failure(news(key).fetch('top-headlines', { country: 'kr' }));
    expect(error).toMatchObject({ kind, statusCode: status, provider: 'newsapi' });
    expect(error.message).toContain(text);
  });

  it('maps missing key, missing/invalid parameters and the 100-result cap', async () => {
    expect((await failure(news(null).fetch('top-headlines', { country: 'kr' }))).message).toContain('NEWSAPI_KEY');
    const missing = await failure(news().fetch('everything', {}));
    expect(missing).toMatchObject({ kind: 'bad_parameter', upstream: { code: 'parametersMissing' } });
    const invalid = await failure(news().fetch('top-headlines', { category: 'cooking' }));
    expect(invalid).toMatchObject({ kind: 'bad_parameter', upstream: { code: 'parameterInvalid' } });
    const capped = await failure(news().fetch('top-headlines', { country: 'kr', pageSize: 50, page: 3 }));
    expect(capped).toMatchObject({ kind: 'bad_parameter', upstream: { status: 426, code: 'maximumResultsReached' } });
    expect(capped.message).toContain('100개');
  });

  it('reports an unreachable NewsAPI', async () => {
    expect((await failure(news('k', 'http://127.0.0.1:9/v2').fetch('everything', { q: 'x' }))).kind).toBe('network');
  });
});

describe('Naver news client', () => {
  it('returns plain text: <b> tags stripped and entities decoded', async () => {
    const result = await naver().searchNews({ query: '금리 인하', display: 20, start: 1, sort: 'date' });
    expect(result.items).toHaveLength(20);
    expect(result.total).toBeGreaterThan(1000);
    expect(result.lastBuildDate).toMatch(/\+0900$/);
    for (const item of result.items) {
      expect(item.title).not.toMatch(/<|&quot;|&amp;/);
      expect(item.description).not.toMatch(/<b>|&quot;/);
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0900$/);
      expect(item.originallink).toMatch(/^https:\/\//);
    }
    expect(result.items.some((i) => i.description.includes('"신중한 접근이 필요하다"'))).toBe(true);
  });

  it('pages with start', async () => {
    const page2 = await naver().searchNews({ query: '부동산', display: 10, start: 11 });
    expect(page2.start).toBe(11);
  });

  it('maps SE01-SE04, SE99 and authentication errors', async () => {
    const cases: [() => Promise<unknown>, string, string][] = [
      [() => naver().searchNews({ query: '' }), 'bad_parameter', 'query'],
      [() => naver().searchNews({ query: 'a', display: 101 }), 'bad_parameter', 'display'],
      [() => naver().searchNews({ query: 'a', start: 1001 }), 'bad_parameter', 'start'],
      [() => naver().searchNews({ query: 'a', sort: 'best' as 'sim' }), 'bad_parameter', 'sort'],
      [() => naver().searchNews({ query: 'trigger-500' }), 'upstream', '서버 오류'],
      [() => naver(FAKE_NAVER_CREDENTIALS.invalidId).searchNews({ query: 'a' }), 'bad_key', 'NAVER_CLIENT_ID'],
      [() => naver(FAKE_NAVER_CREDENTIALS.quotaExceededId).searchNews({ query: 'a' }), 'quota', '25,000회'],
      [() => naver(null).searchNews({ query: 'a' }), 'missing_key', 'NAVER_CLIENT_SECRET'],
    ];
    for (const [call, kind, text] of cases) {
      const error = await failure(call());
      expect(error.kind).toBe(kind);
      expect(error.message).toContain(text);
    }
  });

  it('answers an unknown API path with not_found (SE05)', async () => {
    const wrongBase = createNaverClient({
      providers: {
        ...ctx.t.config.providers,
        naver: { clientId: 'a', clientSecret: 'b', baseUrl: `${ctx.fakes.naver.baseUrl}/v2` },
      },
    });
    expect((await failure(wrongBase.searchNews({ query: 'a' }))).kind).toBe('not_found');
  });

  it('keeps YouTube keys and Naver credentials apart (no cross-talk in the fake)', () => {
    expect(FAKE_YOUTUBE_KEYS.valid).not.toBe(FAKE_NAVER_CREDENTIALS.valid.id);
  });
});
