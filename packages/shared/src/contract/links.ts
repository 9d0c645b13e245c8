import { z } from './zod.ts';

export const LINK_MESSAGES = {
  urlRequired: '링크 주소를 입력해주세요.',
  invalidUrl: '올바른 링크 주소가 아닙니다.',
  httpOnly: 'http 또는 https 링크만 미리 볼 수 있습니다.',
  blocked: '이 주소는 미리 볼 수 없습니다.',
  fetchFailed: '링크 미리보기를 가져올 수 없습니다.',
  /** A 429's first sentence; the server appends how long to wait. */
  tooManyRequests: '링크 미리보기 요청이 너무 많습니다.',
} as const;

/** POST /api/links/preview. `refresh` skips the cache (the editor's refresh button). */
export const linkPreviewBody = z.object({
  url: z
    .string({ error: LINK_MESSAGES.urlRequired })
    .check(z.trim(), z.minLength(1, LINK_MESSAGES.urlRequired), z.maxLength(2048)),
  refresh: z.optional(z.boolean()),
});
export type LinkPreviewBody = z.input<typeof linkPreviewBody>;

export const linkMetadata = z.object({
  /** Empty when the page has none; the editor then shows its fallback title. */
  title: z.string(),
  description: z.string(),
  /** Absolute http(s) only. */
  image: z.nullable(z.string()),
  siteName: z.nullable(z.string()),
  domain: z.string(),
});
export type LinkMetadata = z.infer<typeof linkMetadata>;

export const linkPreviewResponse = z.object({ success: z.literal(true), metadata: linkMetadata });
export type LinkPreviewResponse = z.infer<typeof linkPreviewResponse>;
