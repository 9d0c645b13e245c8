import { testerInt } from './youtube.ts';
import { z } from './zod.ts';

/**
 * 17 regions, default Seoul. data.go.kr's trade services take a 5-digit district code
 * (LAWD_CD), so each region is represented by one of its busiest districts.
 */
export const REAL_ESTATE_REGIONS = [
  { id: 'seoul', name: '서울특별시', district: '강남구', lawdCd: '11680' },
  { id: 'busan', name: '부산광역시', district: '해운대구', lawdCd: '26350' },
  { id: 'daegu', name: '대구광역시', district: '수성구', lawdCd: '27260' },
  { id: 'incheon', name: '인천광역시', district: '연수구', lawdCd: '28185' },
  { id: 'gwangju', name: '광주광역시', district: '광산구', lawdCd: '29200' },
  { id: 'daejeon', name: '대전광역시', district: '유성구', lawdCd: '30200' },
  { id: 'ulsan', name: '울산광역시', district: '남구', lawdCd: '31140' },
  { id: 'sejong', name: '세종특별자치시', district: '세종시', lawdCd: '36110' },
  { id: 'gyeonggi', name: '경기도', district: '성남시 분당구', lawdCd: '41135' },
  { id: 'gangwon', name: '강원특별자치도', district: '춘천시', lawdCd: '51110' },
  { id: 'chungbuk', name: '충청북도', district: '청주시 상당구', lawdCd: '43113' },
  { id: 'chungnam', name: '충청남도', district: '천안시 서북구', lawdCd: '44133' },
  { id: 'jeonbuk', name: '전북특별자치도', district: '전주시 완산구', lawdCd: '52111' },
  { id: 'jeonnam', name: '전라남도', district: '목포시', lawdCd: '46110' },
  { id: 'gyeongbuk', name: '경상북도', district: '포항시 남구', lawdCd: '47111' },
  { id: 'gyeongnam', name: '경상남도', district: '창원시 의창구', lawdCd: '48121' },
  { id: 'jeju', name: '제주특별자치도', district: '제주시', lawdCd: '50110' },
] as const;
export type RealEstateRegionId = (typeof REAL_ESTATE_REGIONS)[number]['id'];
const REGION_IDS = REAL_ESTATE_REGIONS.map((r) => r.id) as [RealEstateRegionId, ...RealEstateRegionId[]];

export const REAL_ESTATE_TYPES = ['auction', 'bid'] as const;
export const REAL_ESTATE_ROWS = [5, 10, 20, 50] as const;

export const REAL_ESTATE_MESSAGES = {
  page: '페이지 번호는 1~100 사이의 정수로 입력해주세요.',
  rows: '결과 개수는 1~50 사이의 정수로 입력해주세요.',
  region: '지역을 선택해주세요.',
  type: '유형은 auction 또는 bid여야 합니다.',
  empty: '해당 지역의 경매 정보가 없습니다.',
} as const;

export const realEstateQuery = z.object({
  type: z._default(z.enum(REAL_ESTATE_TYPES, { error: REAL_ESTATE_MESSAGES.type }), 'auction'),
  region: z._default(z.enum(REGION_IDS, { error: REAL_ESTATE_MESSAGES.region }), 'seoul'),
  pageNo: testerInt(1, 100, 1, REAL_ESTATE_MESSAGES.page),
  numOfRows: testerInt(1, 50, 10, REAL_ESTATE_MESSAGES.rows),
  adminKey: z.optional(z.string().check(z.maxLength(200))),
});
export type RealEstateQuery = z.input<typeof realEstateQuery>;

export const tradeItem = z.object({
  aptName: z.string(),
  district: z.string(),
  jibun: z.nullable(z.string()),
  areaM2: z.nullable(z.number()),
  floor: z.nullable(z.number()),
  buildYear: z.nullable(z.number()),
  dealDate: z.nullable(z.string()),
  /** 만원 */
  dealAmount: z.nullable(z.number()),
});
export type TradeItem = z.infer<typeof tradeItem>;

export const realEstateResponse = z.object({
  success: z.literal(true),
  region: z.string(),
  regionName: z.string(),
  type: z.enum(REAL_ESTATE_TYPES),
  dealYmd: z.string(),
  message: z.string(),
  /** The portal's envelope with `item` always an array (the one-object/empty quirk resolved). */
  result: z.object({
    response: z.object({
      header: z.object({ resultCode: z.string(), resultMsg: z.string() }),
      body: z.object({
        items: z.object({ item: z.array(z.record(z.string(), z.unknown())) }),
        numOfRows: z.int(),
        pageNo: z.int(),
        totalCount: z.int(),
      }),
    }),
  }),
  items: z.array(tradeItem),
});
export type RealEstateResponse = z.infer<typeof realEstateResponse>;
