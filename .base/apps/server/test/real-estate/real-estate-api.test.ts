import { describe, expect, it } from 'vitest';
import { previousMonthKst } from '../../src/modules/real-estate/routes.ts';
import { cachedAdminCookie, useFakesAndApp } from '../providers/fake-setup.ts';

const ctx = useFakesAndApp();
const adminCookie = cachedAdminCookie(ctx);
const get = async (query: Record<string, string>) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/real-estate/auction?${new URLSearchParams(query)}`,
    headers: { cookie: await adminCookie() },
  });

describe('GET /api/real-estate/auction', () => {
  it('defaults to Seoul, auction, 10 rows, page 1', async () => {
    const response = await get({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      region: 'seoul',
      regionName: '서울특별시 강남구',
      type: 'auction',
      dealYmd: previousMonthKst(),
    });
    expect(body.items).toHaveLength(10);
    expect(body.result.response.body).toMatchObject({ numOfRows: 10, pageNo: 1, totalCount: expect.any(Number) });
    expect(body.result.response.body.items.item).toHaveLength(10);
    expect(body.items[0]).toMatchObject({
      aptName: expect.any(String),
      dealAmount: expect.any(Number),
      areaM2: expect.any(Number),
    });
  });

  it('returns the one-item region as an array, and the empty region with the spec message', async () => {
    const one = (await get({ region: 'sejong' })).json();
    expect(one.result.response.body.items.item).toHaveLength(1);
    const none = (await get({ region: 'jeju', type: 'bid' })).json();
    expect(none).toMatchObject({ items: [], message: '해당 지역의 경매 정보가 없습니다.', type: 'bid' });
    expect(none.result.response.body.items.item).toEqual([]);
  });

  it.each([
    [{ pageNo: '101' }, '페이지 번호는 1~100 사이의 정수로 입력해주세요.'],
    [{ pageNo: 'x' }, '페이지 번호는 1~100 사이의 정수로 입력해주세요.'],
    [{ numOfRows: '51' }, '결과 개수는 1~50 사이의 정수로 입력해주세요.'],
    [{ region: 'tokyo' }, '지역을 선택해주세요.'],
    [{ type: 'sale' }, '유형은 auction 또는 bid여야 합니다.'],
  ])('refuses %o', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('computes last month in Korean time', () => {
    expect(previousMonthKst(new Date('2024-01-15T00:00:00Z'))).toBe('202312');
    // 2024-03-31 20:00 UTC is already April 1st in Seoul.
    expect(previousMonthKst(new Date('2024-03-31T20:00:00Z'))).toBe('202403');
  });
});
