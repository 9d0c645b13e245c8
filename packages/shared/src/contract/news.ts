import { testerInt } from './youtube.ts';
import { z } from './zod.ts';

export const NEWS_ENDPOINTS = ['top-headlines', 'everything'] as const;
export const NEWS_CATEGORIES = [
  'business',
  'entertainment',
  'general',
  'health',
  'science',
  'sports',
  'technology',
] as const;
export const NEWS_SORTS = ['publishedAt', 'relevancy', 'popularity'] as const;
/** 20 country choices, default us (docs/product.md#news-tester). */
export const NEWS_COUNTRIES = [
  'us',
  'kr',
  'jp',
  'gb',
  'ca',
  'au',
  'de',
  'fr',
  'in',
  'br',
  'cn',
  'it',
  'mx',
  'ru',
  'nl',
  'se',
  'sg',
  'tw',
  'hk',
  'ch',
] as const;
export const NEWS_PAGE_SIZES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

export const NEWS_MESSAGES = {
  page: '페이지 번호는 1~10 사이의 정수로 입력해주세요.',
  pageSize: '페이지 크기는 1~100 사이의 정수로 입력해주세요.',
  everythingNeedsQ: 'everything 엔드포인트는 검색어(q)가 필요합니다.',
  headlinesNeedFilter: 'top-headlines는 국가, 카테고리, 검색어 중 하나가 필요합니다.',
  categoryOnlyHeadlines: '카테고리는 top-headlines에서만 사용할 수 있습니다.',
} as const;

/** Tester forms leave unused selects blank: blank means "not given". */
/* @__NO_SIDE_EFFECTS__ */
const blankAsUndefined = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v) => (v === '' ? undefined : v)),
    schema,
  );

export const newsQuery = z
  .object({
    endpoint: z._default(
      z.enum(NEWS_ENDPOINTS, { error: 'endpoint는 top-headlines 또는 everything이어야 합니다.' }),
      'top-headlines',
    ),
    country: z.optional(
      z.string().check(z.trim(), z.toLowerCase(), z.regex(/^([a-z]{2})?$/, '국가 코드는 두 글자여야 합니다.')),
    ),
    category: blankAsUndefined(z.optional(z.enum(NEWS_CATEGORIES, { error: '카테고리가 올바르지 않습니다.' }))),
    q: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    sortBy: blankAsUndefined(z.optional(z.enum(NEWS_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }))),
    language: z.optional(z.string().check(z.trim(), z.maxLength(5))),
    pageSize: testerInt(1, 100, 20, NEWS_MESSAGES.pageSize),
    page: testerInt(1, 10, 1, NEWS_MESSAGES.page),
    adminKey: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.endpoint === 'everything') {
        if (!value.q) ctx.issues.push({ code: 'custom', message: NEWS_MESSAGES.everythingNeedsQ, input: value });
        else if (value.category)
          ctx.issues.push({ code: 'custom', message: NEWS_MESSAGES.categoryOnlyHeadlines, input: value });
      } else if (!value.country && !value.category && !value.q) {
        ctx.issues.push({ code: 'custom', message: NEWS_MESSAGES.headlinesNeedFilter, input: value });
      }
    }),
  );
export type NewsQuery = z.input<typeof newsQuery>;

export const newsArticle = z.object({
  source: z.object({ id: z.nullable(z.string()), name: z.string() }),
  author: z.nullable(z.string()),
  title: z.string(),
  description: z.nullable(z.string()),
  url: z.string(),
  urlToImage: z.nullable(z.string()),
  publishedAt: z.string(),
  content: z.nullable(z.string()),
});
export type NewsArticle = z.infer<typeof newsArticle>;

export const newsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  endpoint: z.enum(NEWS_ENDPOINTS),
  params: z.record(z.string(), z.string()),
  result: z.object({
    status: z.literal('ok'),
    totalResults: z.int(),
    /** "[Removed]" placeholders are dropped; this many were. */
    removedCount: z.int(),
    articles: z.array(newsArticle),
  }),
});
export type NewsResponse = z.infer<typeof newsResponse>;
