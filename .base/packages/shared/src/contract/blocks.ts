import { z } from './zod.ts';

/** Only http(s) URLs are ever stored or rendered as links/media (DESIGN §4.7). */
export const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'http 또는 https 주소만 사용할 수 있습니다.');

/** Uploaded images are served from our own /uploads/ path. */
export const imageUrl = z.union([httpUrl, z.string().regex(/^\/uploads\/[A-Za-z0-9._-]+$/)]);

const blockId = z.union([z.string().max(64), z.number()]).transform(String);

export const textBlock = z.object({
  id: blockId,
  type: z.literal('text'),
  content: z.string().max(20_000).default(''),
  placeholder: z.string().max(200).optional(),
});

export const imageBlock = z.object({
  id: blockId,
  type: z.literal('image'),
  url: imageUrl.optional().or(z.literal('')),
  fileName: z.string().max(255).optional(),
  caption: z.string().max(500).optional(),
});

export const videoBlock = z.object({
  id: blockId,
  type: z.literal('video'),
  url: httpUrl.optional().or(z.literal('')),
  caption: z.string().max(500).optional(),
  embedUrl: httpUrl.optional().or(z.literal('')),
});

export const linkBlock = z.object({
  id: blockId,
  type: z.literal('link'),
  url: httpUrl.optional().or(z.literal('')),
  title: z.string().max(500).optional(),
  description: z.string().max(2000).optional(),
  image: imageUrl.optional().or(z.literal('')).nullable(),
  siteName: z.string().max(200).optional().nullable(),
  domain: z.string().max(255).optional(),
});

export const block = z.discriminatedUnion('type', [textBlock, imageBlock, videoBlock, linkBlock]);
export type Block = z.infer<typeof block>;
export type TextBlock = z.infer<typeof textBlock>;
export type ImageBlock = z.infer<typeof imageBlock>;
export type VideoBlock = z.infer<typeof videoBlock>;
export type LinkBlock = z.infer<typeof linkBlock>;

export const blocks = z.array(block).max(50, '블록은 50개까지 추가할 수 있습니다.');
