import { POST_MESSAGES, POST_TITLE_MAX } from '../domain/post-content.ts';
import { blocks } from './blocks.ts';
import { CONTENT_CATEGORIES, TIMING_CATEGORIES } from './categories.ts';
import { INT32_MAX, wireUserId } from './common.ts';
import { post } from './posts.ts';
import { rewardResult } from './rewards.ts';
import { z } from './zod.ts';

export {
  CONTENT_CATEGORIES,
  type ContentCategory,
  DEFAULT_CONTENT_CATEGORY,
  DEFAULT_TIMING_CATEGORY,
  TIMING_CATEGORIES,
  type TimingCategory,
} from './categories.ts';

/** A 429's first sentence; the server appends how long to wait. */
export const POST_CREATE_MESSAGES = {
  tooManyPosts: '게시글을 너무 자주 작성하고 있습니다.',
} as const;

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
