import { testerInt } from './youtube.ts';
import { z } from './zod.ts';

export const NAVER_DISPLAY_OPTIONS = [5, 10, 20, 50] as const;
export const NAVER_SORTS = ['date', 'sim'] as const;

export const NAVER_MESSAGES = {
  queryRequired: '검색어를 입력해주세요.',
  display: '결과 개수(display)는 1~100 사이의 정수로 입력해주세요.',
  start: '시작 위치(start)는 1~1000 사이의 정수로 입력해주세요.',
  sort: '정렬(sort)은 date 또는 sim이어야 합니다.',
} as const;

export const naverNewsQuery = z.object({
  query: z
    .string({ error: NAVER_MESSAGES.queryRequired })
    .check(z.trim(), z.minLength(1, NAVER_MESSAGES.queryRequired), z.maxLength(200)),
  display: testerInt(1, 100, 10, NAVER_MESSAGES.display),
  start: testerInt(1, 1000, 1, NAVER_MESSAGES.start),
  sort: z._default(z.enum(NAVER_SORTS, { error: NAVER_MESSAGES.sort }), 'date'),
  adminKey: z.optional(z.string().check(z.maxLength(200))),
});
export type NaverNewsQuery = z.input<typeof naverNewsQuery>;

/** Plain text: Naver's <b> tags and entities are removed on the server (docs/architecture.md#external-input). */
export const naverNewsItem = z.object({
  title: z.string(),
  originallink: z.string(),
  link: z.string(),
  description: z.string(),
  pubDate: z.string(),
});
export type NaverNewsItem = z.infer<typeof naverNewsItem>;

export const naverNewsResponse = z.object({
  success: z.literal(true),
  query: z.string(),
  message: z.string(),
  result: z.object({
    items: z.array(naverNewsItem),
    total: z.int(),
    start: z.int(),
    display: z.int(),
    lastBuildDate: z.nullable(z.string()),
  }),
});
export type NaverNewsResponse = z.infer<typeof naverNewsResponse>;
