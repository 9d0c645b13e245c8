import { z } from './zod.ts';

export const OEMBED_MESSAGES = {
  invalidUrl: '올바른 유튜브 링크를 입력해주세요.',
  notFound: '영상 정보를 찾을 수 없습니다.',
  upstream: '영상 정보를 가져오지 못했습니다. 잠시 후 다시 시도해주세요.',
  /** A 429's first sentence; the server appends how long to wait. */
  tooManyRequests: '영상 정보 요청이 너무 많습니다.',
} as const;

/** GET /api/youtube/oembed?url= — the embed preview data (title, author_name, thumbnail_url), fetched by the server. */
export const oembedQuery = z.object({
  url: z
    .string({ error: OEMBED_MESSAGES.invalidUrl })
    .check(z.trim(), z.minLength(1, OEMBED_MESSAGES.invalidUrl), z.maxLength(2048)),
});

export const oembedResponse = z.object({
  videoId: z.string(),
  title: z.string(),
  author_name: z.string(),
  thumbnail_url: z.nullable(z.string()),
});
export type OembedResponse = z.infer<typeof oembedResponse>;
