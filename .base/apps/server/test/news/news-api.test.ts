import { describe, expect, it } from 'vitest';
import { cachedAdminCookie, useFakesAndApp } from '../providers/fake-setup.ts';

const ctx = useFakesAndApp();
const adminCookie = cachedAdminCookie(ctx);
const get = async (query: Record<string, string>) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/news/dynamic?${new URLSearchParams(query)}`,
    headers: { cookie: await adminCookie() },
  });

describe('GET /api/news/dynamic', () => {
  it('fetches top headlines (the stock-keyword call: kr, business, 100) without [Removed] articles', async () => {
    const response = await get({ endpoint: 'top-headlines', country: 'kr', category: 'business', pageSize: '100' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      endpoint: 'top-headlines',
      params: { country: 'kr', category: 'business', pageSize: '100', page: '1' },
      result: { status: 'ok', totalResults: expect.any(Number) },
    });
    expect(body.result.removedCount).toBeGreaterThan(0);
    expect(body.result.articles).toHaveLength(100 - body.result.removedCount);
    expect(body.result.articles.some((a: { title: string }) => a.title === '[Removed]')).toBe(false);
    expect(body.result.articles[0]).toMatchObject({
      source: { name: expect.any(String) },
      url: expect.stringMatching(/^https:/),
    });
    expect(body.message).toContain('삭제된 기사');
  });

  it('uses the defaults (page 1, 20 per page) and searches everything', async () => {
    const body = (await get({ endpoint: 'everything', q: '반도체', sortBy: 'publishedAt', category: '' })).json();
    expect(body.params).toEqual({ q: '반도체', sortBy: 'publishedAt', pageSize: '20', page: '1' });
    expect(body.result.articles.length).toBeGreaterThan(0);
  });

  it.each([
    [{ country: 'us', page: '11' }, '페이지 번호는 1~10 사이의 정수로 입력해주세요.'],
    [{ country: 'us', page: '0' }, '페이지 번호는 1~10 사이의 정수로 입력해주세요.'],
    [{ country: 'us', pageSize: '101' }, '페이지 크기는 1~100 사이의 정수로 입력해주세요.'],
    [{ endpoint: 'everything' }, 'everything 엔드포인트는 검색어(q)가 필요합니다.'],
    [{ endpoint: 'everything', q: 'a', category: 'business' }, '카테고리는 top-headlines에서만 사용할 수 있습니다.'],
    [{ endpoint: 'top-headlines' }, 'top-headlines는 국가, 카테고리, 검색어 중 하나가 필요합니다.'],
    [{ endpoint: 'sources' }, 'endpoint는 top-headlines 또는 everything이어야 합니다.'],
    [{ country: 'us', category: 'cooking' }, '카테고리가 올바르지 않습니다.'],
  ])('refuses %o', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it("passes NewsAPI's 100-result cap on as a Korean 400", async () => {
    const response = await get({ country: 'kr', pageSize: '50', page: '3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('최대 100개');
  });
});
