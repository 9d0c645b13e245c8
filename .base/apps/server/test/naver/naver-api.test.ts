import { describe, expect, it } from 'vitest';
import { cachedAdminCookie, useFakesAndApp } from '../providers/fake-setup.ts';

const ctx = useFakesAndApp();
const adminCookie = cachedAdminCookie(ctx);
const get = async (query: Record<string, string>) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/naver/news?${new URLSearchParams(query)}`,
    headers: { cookie: await adminCookie() },
  });

describe('GET /api/naver/news', () => {
  it('searches with the defaults (10, from 1, newest first) and returns plain text', async () => {
    const response = await get({ query: '  금리 인하 ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      query: '금리 인하',
      result: { start: 1, display: 10, total: expect.any(Number) },
    });
    expect(body.result.items).toHaveLength(10);
    expect(body.result.items[0].title).not.toContain('<b>');
    expect(body.message).toContain('건 중 10건');
  });

  it('pages with start and display', async () => {
    const body = (await get({ query: '부동산', display: '50', start: '51', sort: 'sim' })).json();
    expect(body.result).toMatchObject({ start: 51, display: 50 });
  });

  it.each([
    [{}, '검색어를 입력해주세요.'],
    [{ query: '   ' }, '검색어를 입력해주세요.'],
    [{ query: '금리', start: '1001' }, '시작 위치(start)는 1~1000 사이의 정수로 입력해주세요.'],
    [{ query: '금리', start: '0' }, '시작 위치(start)는 1~1000 사이의 정수로 입력해주세요.'],
    [{ query: '금리', display: '101' }, '결과 개수(display)는 1~100 사이의 정수로 입력해주세요.'],
    [{ query: '금리', sort: 'best' }, '정렬(sort)은 date 또는 sim이어야 합니다.'],
  ])('refuses %o', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('answers a one-letter query with no results and says so', async () => {
    const body = (await get({ query: '금' })).json();
    expect(body.result.items).toEqual([]);
    expect(body.message).toBe('검색 결과가 없습니다.');
  });
});
