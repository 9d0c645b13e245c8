import { isHttpUrl, UPLOAD_PATH } from '../domain/http-url.ts';
import { VIDEO_SECONDS_MAX, VIDEO_TIME_MESSAGES } from '../domain/video-time.ts';
import { z } from './zod.ts';

/** Only http(s) URLs are ever stored or rendered as links/media (docs/architecture.md#external-input). */
export const httpUrl = z
  .string()
  .check(z.trim(), z.maxLength(2048), z.refine(isHttpUrl, 'http 또는 https 주소만 사용할 수 있습니다.'));

/** Uploaded images are served from our own /uploads/ path. */
export const imageUrl = z.union([httpUrl, z.string().check(z.regex(UPLOAD_PATH))]);

const blockId = z.pipe(z.union([z.string().check(z.maxLength(64)), z.number()]), z.transform(String));

export const textBlock = z.object({
  id: blockId,
  type: z.literal('text'),
  content: z._default(z.string().check(z.maxLength(20_000)), ''),
  placeholder: z.optional(z.string().check(z.maxLength(200))),
});

export const imageBlock = z.object({
  id: blockId,
  type: z.literal('image'),
  url: z.union([z.optional(imageUrl), z.literal('')]),
  fileName: z.optional(z.string().check(z.maxLength(255))),
  caption: z.optional(z.string().check(z.maxLength(500))),
});

/** A second within a video: 구간 공유's start and end (docs/product.md#video-times). */
export const videoSecond = z
  .int({ error: VIDEO_TIME_MESSAGES.invalidTime })
  .check(z.gte(0, VIDEO_TIME_MESSAGES.invalidTime), z.lte(VIDEO_SECONDS_MAX, VIDEO_TIME_MESSAGES.invalidTime));

export const videoBlock = z.object({
  id: blockId,
  type: z.literal('video'),
  url: z.union([z.optional(httpUrl), z.literal('')]),
  caption: z.optional(z.string().check(z.maxLength(500))),
  embedUrl: z.union([z.optional(httpUrl), z.literal('')]),
  /**
   * Where playback starts and stops. Absent: whatever the URL says (`t=`, `end=`); null: from
   * the beginning / to the end even if the URL says otherwise. Stored resolved, as numbers or null.
   */
  start: z.optional(z.nullable(videoSecond)),
  end: z.optional(z.nullable(videoSecond)),
});

export const linkBlock = z.object({
  id: blockId,
  type: z.literal('link'),
  url: z.union([z.optional(httpUrl), z.literal('')]),
  title: z.optional(z.string().check(z.maxLength(500))),
  description: z.optional(z.string().check(z.maxLength(2000))),
  image: z.nullable(z.union([z.optional(imageUrl), z.literal('')])),
  siteName: z.nullable(z.optional(z.string().check(z.maxLength(200)))),
  domain: z.optional(z.string().check(z.maxLength(255))),
});

export const block = z.discriminatedUnion('type', [textBlock, imageBlock, videoBlock, linkBlock]);
export type Block = z.infer<typeof block>;
export type TextBlock = z.infer<typeof textBlock>;
export type ImageBlock = z.infer<typeof imageBlock>;
export type VideoBlock = z.infer<typeof videoBlock>;
export type LinkBlock = z.infer<typeof linkBlock>;

export const blocks = z.array(block).check(z.maxLength(50, '블록은 50개까지 추가할 수 있습니다.'));
