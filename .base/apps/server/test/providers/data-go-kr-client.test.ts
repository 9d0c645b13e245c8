import { describe, expect, it } from 'vitest';
import { FAKE_DATA_GO_KR_KEYS, FAKE_EMPTY_LAWD, FAKE_SINGLE_ITEM_LAWD } from '../../src/fakes/index.ts';
import { normalizeTrade, parseTradeResponse } from '../../src/providers/data-go-kr/client.ts';
import { createDataGoKrClient, ProviderError } from '../../src/providers/index.ts';
import { useFakesAndApp } from './fake-setup.ts';

const ctx = useFakesAndApp();

const portal = (key: string | null = FAKE_DATA_GO_KR_KEYS.valid) =>
  createDataGoKrClient({
    providers: { ...ctx.t.config.providers, dataGoKr: { key: key ?? undefined, baseUrl: ctx.fakes.dataGoKr.baseUrl } },
  });

const query = (lawdCd: string, extra: object = {}) => ({
  service: 'aptTrade' as const,
  lawdCd,
  dealYmd: '202405',
  pageNo: 1,
  numOfRows: 10,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('data.go.kr client against the fake', () => {
  it('reads an array of current-format trades', async () => {
    const result = await portal().trades(query('11680'));
    expect(result.header.resultCode).toBe('000');
    expect(result.items).toHaveLength(10);
    expect(result.totalCount).toBeGreaterThan(10);
    expect(result.items[0]).toMatchObject({
      aptName: expect.stringMatching(/[가-힣]/),
      district: expect.any(String),
      areaM2: expect.any(Number),
      dealDate: expect.stringMatching(/^2024-05-\d{2}$/),
      dealAmount: expect.any(Number),
    });
  });

  it('survives the one-object and the empty-string envelopes', async () => {
    const one = await portal().trades(query(FAKE_SINGLE_ITEM_LAWD));
    expect(one.rawItems).toHaveLength(1);
    expect(one.items).toHaveLength(1);
    const none = await portal().trades(query(FAKE_EMPTY_LAWD));
    expect(none.items).toEqual([]);
    expect(none.totalCount).toBe(0);
  });

  it('reads the legacy Korean field names, amounts with spaces and commas', async () => {
    const result = await portal(FAKE_DATA_GO_KR_KEYS.legacyFormat).trades(query('26350'));
    expect(result.header.resultCode).toBe('00');
    expect(result.rawItems[0]).toHaveProperty('아파트');
    expect(result.items[0]!.dealAmount).toBeGreaterThan(0);
    expect(result.items[0]!.district).not.toMatch(/^\s/);
  });

  it('maps the XML gateway errors (30 unregistered key, 22 limit) and a missing key', async () => {
    const bad = await failure(portal(FAKE_DATA_GO_KR_KEYS.unregistered).trades(query('11680')));
    expect(bad).toMatchObject({
      kind: 'bad_key',
      upstream: { code: '30', message: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR' },
    });
    expect(bad.message).toContain('DATA_GO_KR_KEY');
    const limited = await failure(portal(FAKE_DATA_GO_KR_KEYS.limited).trades(query('11680')));
    expect(limited).toMatchObject({ kind: 'quota', statusCode: 429, upstream: { code: '22' } });
    expect((await failure(portal(null).trades(query('11680')))).kind).toBe('missing_key');
  });

  it('maps a service the gateway does not know (code 12) to not_found', async () => {
    const wrongBase = createDataGoKrClient({
      providers: { ...ctx.t.config.providers, dataGoKr: { key: 'k', baseUrl: `${ctx.fakes.dataGoKr.baseUrl}/nope` } },
    });
    expect(await failure(wrongBase.trades(query('11680')))).toMatchObject({
      kind: 'not_found',
      upstream: { code: '12' },
    });
  });

  it('maps a JSON error result code to bad_parameter', async () => {
    const error = await failure(portal().trades(query('123')));
    expect(error).toMatchObject({ kind: 'bad_parameter', upstream: { code: '10' } });
  });
});

describe('trade response parser', () => {
  const envelope = (items: unknown) =>
    JSON.stringify({
      response: {
        header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
        body: { items, numOfRows: 10, pageNo: 1, totalCount: 1 },
      },
    });

  it('turns one object, an array, and "" into arrays', () => {
    expect(parseTradeResponse(200, envelope({ item: { aptNm: 'A' } })).items).toHaveLength(1);
    expect(parseTradeResponse(200, envelope({ item: [{ aptNm: 'A' }, { aptNm: 'B' }] })).items).toHaveLength(2);
    expect(parseTradeResponse(200, envelope('')).items).toEqual([]);
  });

  it('normalizes legacy items', () => {
    expect(
      normalizeTrade({
        거래금액: '    82,500',
        건축년도: 2008,
        년: 2015,
        월: 12,
        일: 1,
        법정동: ' 사직동',
        아파트: '광화문풍림스페이스본',
        전용면적: 94.51,
        지번: '9',
        층: 11,
      }),
    ).toEqual({
      aptName: '광화문풍림스페이스본',
      district: '사직동',
      jibun: '9',
      areaM2: 94.51,
      floor: 11,
      buildYear: 2008,
      dealDate: '2015-12-01',
      dealAmount: 82500,
    });
  });

  it('refuses XML with an unknown code as an upstream error, and garbage too', () => {
    expect(() =>
      parseTradeResponse(
        500,
        '<OpenAPI_ServiceResponse><cmmMsgHeader><returnReasonCode>99</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>',
      ),
    ).toThrow('게이트웨이');
    expect(() => parseTradeResponse(200, 'nope')).toThrow('읽을 수 없습니다');
  });
});
