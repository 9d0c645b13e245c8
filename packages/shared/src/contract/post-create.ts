import { POST_MESSAGES, POST_TITLE_MAX } from '../domain/post-content.ts';
import { blocks } from './blocks.ts';
import { INT32_MAX, wireUserId } from './common.ts';
import { post } from './posts.ts';
import { rewardResult } from './rewards.ts';
import { z } from './zod.ts';

/** Spec §9 video-share options; the ids are stored, the labels live in the web app's i18n. */
export const TIMING_CATEGORIES = ['drinking', 'commute', 'break'] as const;
export const CONTENT_CATEGORIES = [
  'cooking',
  'knowledge',
  'humor',
  'economy',
  'news',
  'sports',
  'asmr',
  'gaming',
] as const;
export type TimingCategory = (typeof TIMING_CATEGORIES)[number];
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];
export const DEFAULT_TIMING_CATEGORY: TimingCategory = 'break';
export const DEFAULT_CONTENT_CATEGORY: ContentCategory = 'humor';

const unique = <T>(list: T[]) => [...new Set(list)];

export const postCategories = z.object({
  timing: z.array(z.enum(TIMING_CATEGORIES)).max(TIMING_CATEGORIES.length).transform(unique),
  content: z.array(z.enum(CONTENT_CATEGORIES)).max(CONTENT_CATEGORIES.length).transform(unique),
});
export type PostCategories = z.infer<typeof postCategories>;

/**
 * POST /api/posts/feed (spec §3 Post creation payload). `content` is accepted for compatibility
 * and recomputed from the blocks on the server, so the two never disagree; `authorId` and
 * `author.id` must name the session user (DESIGN §4.1).
 */
export const createPostBody = z.object({
  title: z.string().trim().max(POST_TITLE_MAX, POST_MESSAGES.titleTooLong).nullish(),
  content: z.string().max(50_000).optional(),
  blocks,
  authorId: wireUserId.optional(),
  author: z
    .object({
      id: wireUserId.optional(),
      name: z.string().max(100).optional(),
      avatar: z.string().max(2048).nullish(),
    })
    .optional(),
  sphereId: z.number().int().positive().max(INT32_MAX).nullish(),
  /** Video shares only (with apiSource 'manual'). */
  categories: postCategories.optional(),
  apiSource: z.literal('manual').optional(),
});
export type CreatePostBody = z.input<typeof createPostBody>;

export const createPostResponse = z.object({
  success: z.literal(true),
  post,
  reward: rewardResult,
});
export type CreatePostResponse = z.infer<typeof createPostResponse>;
