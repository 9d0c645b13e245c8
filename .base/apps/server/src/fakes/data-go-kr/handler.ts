import { type FakeRequest, type FakeResponse, json, text } from '../http-types.ts';
import { hashNumber, seededRandom } from '../random.ts';

/** Service keys that make the fake portal fail (or answer in the legacy format). */
export const FAKE_DATA_GO_KR_KEYS = {
  valid: 'demo-data-go-kr-key',
  unregistered: 'unregistered-key',
  limited: 'limited-key',
  legacyFormat: 'legacy-format',
} as const;

/** District codes the fake answers with one item, and with none (the two envelope quirks). */
export const FAKE_SINGLE_ITEM_LAWD = '36110';
export const FAKE_EMPTY_LAWD = '50110';

export const APT_TRADE_PATH = '1613000/RTMSDataSvcAptTrade/getRTMSDataSvcAptTrade';
export const PRESALE_TRADE_PATH = '1613000/RTMSDataSvcSilvTrade/getRTMSDataSvcSilvTrade';

/** The gateway answers errors in XML even when JSON was asked (fixtures/THIRD-PARTY-APIS.md). */
function gatewayError(code: '30' | '22' | '12'): FakeResponse {
  const auth = {
    '30': 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
    '22': 'LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR',
    '12': 'NO_OPENAPI_SERVICE_ERROR',
  }[code];
  return text(
    200,
    `<OpenAPI_ServiceResponse>\n\t<cmmMsgHeader>\n\t\t<errMsg>SERVICE ERROR</errMsg>\n\t\t<returnAuthMsg>${auth}</returnAuthMsg>\n\t\t<returnReasonCode>${code}</returnReasonCode>\n\t</cmmMsgHeader>\n</OpenAPI_ServiceResponse>`,
    'text/xml;charset=UTF-8',
  );
}

const DISTRICTS: Record<string, string[]> = {
  '11680': ['역삼동', '대치동', '개포동', '도곡동', '삼성동'],
  '26350': ['우동', '중동', '좌동', '반여동'],
  '27260': ['범어동', '만촌동', '황금동', '수성동3가'],
  '28185': ['송도동', '연수동', '동춘동'],
  '29200': ['수완동', '첨단동', '신가동'],
  '30200': ['도룡동', '봉명동', '관평동'],
  '31140': ['삼산동', '신정동', '무거동'],
  '36110': ['나성동'],
  '41135': ['정자동', '서현동', '수내동', '야탑동'],
  '51110': ['퇴계동', '석사동', '온의동'],
  '43113': ['용암동', '금천동'],
  '44133': ['불당동', '백석동', '두정동'],
  '52111': ['효자동3가', '서신동', '평화동2가'],
  '46110': ['옥암동', '상동', '용해동'],
  '47111': ['지곡동', '대잠동', '연일읍'],
  '48121': ['용호동', '사림동', '중동'],
};
const APARTMENTS = [
  '래미안',
  '자이',
  '힐스테이트',
  '푸르지오',
  '아이파크',
  '더샵',
  'e편한세상',
  '롯데캐슬',
  '센트럴파크',
  '한신',
];

interface TradeRow {
  aptNm: string;
  umdNm: string;
  jibun: string;
  excluUseAr: number;
  floor: number;
  buildYear: number;
  dealAmount: string;
  dealYear: number;
  dealMonth: number;
  dealDay: number;
  sggCd: string;
}

function rows(lawd: string, ymd: string, presale: boolean): TradeRow[] {
  if (lawd === FAKE_EMPTY_LAWD) return [];
  const dongs = DISTRICTS[lawd] ?? ['중앙동'];
  const count = lawd === FAKE_SINGLE_ITEM_LAWD ? 1 : 18 + (hashNumber(lawd + ymd) % 40);
  const rand = seededRandom(hashNumber(`${lawd}-${ymd}-${presale}`));
  const year = Number(ymd.slice(0, 4));
  const month = Number(ymd.slice(4, 6));
  return Array.from({ length: count }, () => {
    const area = Math.round((rand.int(39, 165) + rand.next()) * 100) / 100;
    const price = Math.round((area * rand.int(300, 2400)) / 10) * 10;
    const dong = rand.pick(dongs);
    return {
      // Complex names carry the neighbourhood ("역삼 래미안"), as many real ones do.
      aptNm: `${dong.replace(/동(\d+가)?$/, '')} ${rand.pick(APARTMENTS)}${rand.int(1, 3) === 1 ? ' 1단지' : ''}`,
      umdNm: dong,
      jibun: `${rand.int(1, 999)}${rand.int(1, 4) === 1 ? `-${rand.int(1, 30)}` : ''}`,
      excluUseAr: area,
      floor: rand.int(1, 35),
      buildYear: presale ? year + rand.int(1, 3) : rand.int(1986, year),
      dealAmount: price.toLocaleString('en-US'),
      dealYear: year,
      dealMonth: month,
      dealDay: rand.int(1, 28),
      sggCd: lawd,
    };
  });
}

/** The MOLIT legacy items: Korean field names, amounts with leading spaces (" 82,500"). */
function legacyItem(r: TradeRow) {
  return {
    거래금액: ` ${r.dealAmount.padStart(7, ' ')}`,
    건축년도: r.buildYear,
    년: r.dealYear,
    월: r.dealMonth,
    일: r.dealDay,
    법정동: ` ${r.umdNm}`,
    아파트: r.aptNm,
    전용면적: r.excluUseAr,
    지번: r.jibun,
    지역코드: Number(r.sggCd),
    층: r.floor,
  };
}

export function createDataGoKrFake() {
  return {
    handle(request: FakeRequest, path: string): FakeResponse {
      if (path !== APT_TRADE_PATH && path !== PRESALE_TRADE_PATH) return gatewayError('12');
      const q = request.query;
      const key = q.get('serviceKey');
      if (!key || key === FAKE_DATA_GO_KR_KEYS.unregistered) return gatewayError('30');
      if (key === FAKE_DATA_GO_KR_KEYS.limited) return gatewayError('22');
      const legacy = key === FAKE_DATA_GO_KR_KEYS.legacyFormat;
      const lawd = q.get('LAWD_CD') ?? '';
      const ymd = q.get('DEAL_YMD') ?? '';
      const pageNo = Number(q.get('pageNo') ?? '1');
      const numOfRows = Number(q.get('numOfRows') ?? '10');
      const ok = legacy ? { resultCode: '00', resultMsg: 'NORMAL SERVICE.' } : { resultCode: '000', resultMsg: 'OK' };
      if (
        !/^\d{5}$/.test(lawd) ||
        !/^\d{6}$/.test(ymd) ||
        !Number.isInteger(pageNo) ||
        pageNo < 1 ||
        !Number.isInteger(numOfRows) ||
        numOfRows < 1
      ) {
        return json(200, { response: { header: { resultCode: '10', resultMsg: 'INVALID_REQUEST_PARAMETER_ERROR' } } });
      }
      const all = rows(lawd, ymd, path === PRESALE_TRADE_PATH);
      const slice = all.slice((pageNo - 1) * numOfRows, pageNo * numOfRows).map((r) => (legacy ? legacyItem(r) : r));
      // One result: `item` is an object; none: `items` is "" (the quirks clients must survive).
      const items = slice.length === 0 ? '' : { item: slice.length === 1 ? slice[0] : slice };
      return json(200, { response: { header: ok, body: { items, numOfRows, pageNo, totalCount: all.length } } });
    },
  };
}
