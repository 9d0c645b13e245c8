import { TRENDING_REGIONS } from '../domain/rankings.ts';
import { z } from './zod.ts';

/**
 * The trending page (docs/product.md#trending), served by our server so the
 * YouTube key never reaches the browser (docs/architecture.md#secrets). Both endpoints are public.
 */
export const TRENDING_MESSAGES = {
  badRegion: `지원하지 않는 지역입니다. ${TRENDING_REGIONS.join(', ')} 중에서 선택해주세요.`,
  keywordRequired: '검색어를 입력해주세요.',
  keywordTooLong: '검색어는 100자 이하로 입력해주세요.',
  /** A 429's first sentence; the server appends how long to wait. */
  tooManySearches: '검색 요청이 너무 많습니다.',
} as const;

export const KEYWORD_MAX_LENGTH = 100;

/** KR default; case-insensitive ("kr" works), anything outside the list is a 400. */
const region = z.pipe(
  z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : undefined)),
  z._default(z.enum(TRENDING_REGIONS, { error: TRENDING_MESSAGES.badRegion }), 'KR'),
);

export const trendingQuery = z.object({ region });
export type TrendingQuery = z.input<typeof trendingQuery>;

export const keywordSearchQuery = z.object({
  q: z
    .string({ error: TRENDING_MESSAGES.keywordRequired })
    .check(
      z.trim(),
      z.minLength(1, TRENDING_MESSAGES.keywordRequired),
      z.maxLength(KEYWORD_MAX_LENGTH, TRENDING_MESSAGES.keywordTooLong),
    ),
  region,
});
export type KeywordSearchQuery = z.input<typeof keywordSearchQuery>;

/** A trending video card. Text is plain (provider entities already unescaped). */
export const trendingVideo = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.nullable(z.string()),
  channelTitle: z.string(),
  publishedAt: z.nullable(z.string()),
  viewCount: z.number(),
  likeCount: z.number(),
});
export type TrendingVideo = z.infer<typeof trendingVideo>;

export const trendingResponse = z.object({
  success: z.literal(true),
  region: z.enum(TRENDING_REGIONS),
  /** 'search': the day's most viewed uploads; 'mostPopular': the chart fallback when there were none. */
  source: z.enum(['search', 'mostPopular']),
  /** When the answer was fetched from YouTube (answers are cached for a few minutes). */
  fetchedAt: z.string(),
  videos: z.array(trendingVideo),
});
export type TrendingResponse = z.infer<typeof trendingResponse>;

export const keywordSearchResponse = z.object({
  success: z.literal(true),
  region: z.enum(TRENDING_REGIONS),
  q: z.string(),
  fetchedAt: z.string(),
  videos: z.array(trendingVideo),
});
export type KeywordSearchResponse = z.infer<typeof keywordSearchResponse>;
