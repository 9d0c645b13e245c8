import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { joinUrl, type ProviderHttpOptions, providerGet, setParams, tryParseJson } from '../http.ts';
import { missingKeyError, ProviderError } from '../provider-error.ts';

/** The public-data portal's MOLIT real-transaction services we read (both answer the same shape). */
export const DATA_GO_KR_SERVICES = {
  aptTrade: '1613000/RTMSDataSvcAptTrade/getRTMSDataSvcAptTrade',
  presaleTrade: '1613000/RTMSDataSvcSilvTrade/getRTMSDataSvcSilvTrade',
} as const;
export type DataGoKrService = keyof typeof DATA_GO_KR_SERVICES;

const scalar = z.union([z.string(), z.number()]).optional();
const rawItem = z.looseObject({
  aptNm: scalar,
  umdNm: scalar,
  excluUseAr: scalar,
  floor: scalar,
  buildYear: scalar,
  dealAmount: scalar,
  dealYear: scalar,
  dealMonth: scalar,
  dealDay: scalar,
  jibun: scalar,
  아파트: scalar,
  법정동: scalar,
  전용면적: scalar,
  층: scalar,
  건축년도: scalar,
  거래금액: scalar,
  년: scalar,
  월: scalar,
  일: scalar,
  지번: scalar,
});
export type RawTradeItem = z.infer<typeof rawItem>;

const envelope = z.object({
  response: z.looseObject({
    header: z.looseObject({ resultCode: z.string(), resultMsg: z.string().default('') }),
    body: z
      .looseObject({
        // `item` is one object for one result, an array otherwise; `items` is "" for none.
        items: z
          .union([z.literal(''), z.null(), z.looseObject({ item: z.union([rawItem, z.array(rawItem)]).optional() })])
          .optional(),
        numOfRows: z.coerce.number().optional(),
        pageNo: z.coerce.number().optional(),
        totalCount: z.coerce.number().optional(),
      })
      .optional(),
  }),
});

/** One trade, whichever generation of field names it came in. */
export interface TradeItem {
  aptName: string;
  district: string;
  jibun: string | null;
  areaM2: number | null;
  floor: number | null;
  buildYear: number | null;
  dealDate: string | null;
  /** In 만원 (10,000 won), as the portal reports it. */
  dealAmount: number | null;
}

export interface TradeResult {
  header: { resultCode: string; resultMsg: string };
  /** Raw items, always as an array (the object-or-array-or-empty quirk resolved). */
  rawItems: RawTradeItem[];
  items: TradeItem[];
  numOfRows: number;
  pageNo: number;
  totalCount: number;
}

export interface TradeQuery {
  service: DataGoKrService;
  lawdCd: string;
  dealYmd: string;
  pageNo: number;
  numOfRows: number;
}

export interface DataGoKrClient {
  isConfigured(): boolean;
  trades(query: TradeQuery): Promise<TradeResult>;
}

export function createDataGoKrClient(
  config: Pick<AppConfig, 'providers'>,
  options: ProviderHttpOptions = {},
): DataGoKrClient {
  return {
    isConfigured: () => Boolean(config.providers.dataGoKr.key),
    async trades(query) {
      const { key, baseUrl } = config.providers.dataGoKr;
      if (!key) throw missingKeyError('dataGoKr', 'DATA_GO_KR_KEY');
      const url = setParams(joinUrl(baseUrl, DATA_GO_KR_SERVICES[query.service]), {
        // The portal hands out an "Encoding" and a "Decoding" key; accept either.
        serviceKey: /%[0-9A-F]{2}/i.test(key) ? decodeURIComponent(key) : key,
        LAWD_CD: query.lawdCd,
        DEAL_YMD: query.dealYmd,
        pageNo: query.pageNo,
        numOfRows: query.numOfRows,
        _type: 'json',
      });
      const response = await providerGet('dataGoKr', url, {}, options);
      return parseTradeResponse(response.status, response.text);
    },
  };
}

/** Exported for the parser tests: JSON envelope, XML gateway errors, and the item quirk. */
export function parseTradeResponse(status: number, text: string): TradeResult {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) throw gatewayError(status, trimmed);
  const parsed = envelope.safeParse(tryParseJson(trimmed));
  if (!parsed.success) {
    throw new ProviderError('dataGoKr', 'upstream', `공공데이터포털 응답을 읽을 수 없습니다(HTTP ${status}).`, {
      status,
    });
  }
  const { header, body } = parsed.data.response;
  const code = header.resultCode;
  if (!['00', '000', '03'].includes(code)) throw resultCodeError(code, header.resultMsg, status);
  const items = body?.items && typeof body.items === 'object' ? body.items.item : undefined;
  const rawItems = items === undefined ? [] : Array.isArray(items) ? items : [items];
  return {
    header: { resultCode: code, resultMsg: header.resultMsg },
    rawItems,
    items: rawItems.map(normalizeTrade),
    numOfRows: body?.numOfRows ?? rawItems.length,
    pageNo: body?.pageNo ?? 1,
    totalCount: body?.totalCount ?? rawItems.length,
  };
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value).trim());
const num = (value: string | number | undefined): number | null => {
  const cleaned = text(value).replace(/,/g, '');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
};

export function normalizeTrade(item: RawTradeItem): TradeItem {
  const year = num(item.dealYear ?? item.년);
  const month = num(item.dealMonth ?? item.월);
  const day = num(item.dealDay ?? item.일);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    aptName: text(item.aptNm ?? item.아파트),
    district: text(item.umdNm ?? item.법정동),
    jibun: text(item.jibun ?? item.지번) || null,
    areaM2: num(item.excluUseAr ?? item.전용면적),
    floor: num(item.floor ?? item.층),
    buildYear: num(item.buildYear ?? item.건축년도),
    dealDate: year && month && day ? `${year}-${pad(month)}-${pad(day)}` : null,
    // " 82,500" (leading spaces, thousands commas) → 82500.
    dealAmount: num(item.dealAmount ?? item.거래금액),
  };
}

const GATEWAY_CODES: Record<string, [ProviderError['kind'], string]> = {
  '30': ['bad_key', '공공데이터포털 서비스 키가 등록되지 않았습니다. 서버의 DATA_GO_KR_KEY 설정을 확인해주세요.'],
  '31': ['bad_key', '공공데이터포털 서비스 키의 활용 기간이 끝났습니다. 활용 신청을 연장해주세요.'],
  '20': ['bad_key', '이 서비스 키로는 해당 API를 사용할 수 없습니다. 공공데이터포털에서 활용 신청을 확인해주세요.'],
  '32': ['bad_key', '등록되지 않은 IP에서 호출했습니다. 공공데이터포털에서 서버 IP를 등록해주세요.'],
  '22': ['quota', '공공데이터포털 일일 호출 한도(1,000회)를 초과했습니다. 내일 다시 시도해주세요.'],
  '12': ['not_found', '공공데이터포털에 해당 서비스가 없습니다. DATA_GO_KR_BASE_URL을 확인해주세요.'],
};

function gatewayError(status: number, xml: string): ProviderError {
  const code = /<returnReasonCode>\s*(\d+)\s*<\/returnReasonCode>/.exec(xml)?.[1] ?? '';
  const auth = /<returnAuthMsg>\s*([^<]*)<\/returnAuthMsg>/.exec(xml)?.[1]?.trim();
  const [kind, message] = GATEWAY_CODES[code] ?? [
    'upstream',
    `공공데이터포털 게이트웨이 오류입니다(${auth || `HTTP ${status}`}).`,
  ];
  return new ProviderError('dataGoKr', kind, message, { status, code, message: auth });
}

function resultCodeError(code: string, resultMsg: string, status: number): ProviderError {
  const upstream = { status, code, message: resultMsg };
  if (code === '10' || code === '11')
    return new ProviderError(
      'dataGoKr',
      'bad_parameter',
      `공공데이터포털 요청 파라미터가 올바르지 않습니다. (${resultMsg})`,
      upstream,
    );
  if (GATEWAY_CODES[code]) {
    const [kind, message] = GATEWAY_CODES[code];
    return new ProviderError('dataGoKr', kind, message, upstream);
  }
  return new ProviderError('dataGoKr', 'upstream', `공공데이터포털 오류입니다. (${code} ${resultMsg})`, upstream);
}
