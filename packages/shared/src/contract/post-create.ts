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
  timing: z.pipe(z.array(z.enum(TIMING_CATEGORIES)).check(z.maxLength(TIMING_CATEGORIES.length)), z.transform(unique)),
  content: z.pipe(
    z.array(z.enum(CONTENT_CATEGORIES)).check(z.maxLength(CONTENT_CATEGORIES.length)),
    z.transform(unique),
  ),
});
export type PostCategories = z.infer<typeof postCategories>;

/**
 * POST /api/posts/feed (docs/product.md#data, post creation). `content` is accepted for compatibility
 * and recomputed from the blocks on the server, so the two never disagree; `authorId` and
 * `author.id` must name the session user (docs/architecture.md#identity).
 */
export const createPostBody = z.object({
  title: z.nullish(z.string().check(z.trim(), z.maxLength(POST_TITLE_MAX, POST_MESSAGES.titleTooLong))),
  content: z.optional(z.string().check(z.maxLength(50_000))),
  blocks,
  authorId: z.optional(wireUserId),
  author: z.optional(
    z.object({
      id: z.optional(wireUserId),
      name: z.optional(z.string().check(z.maxLength(100))),
      avatar: z.nullish(z.string().check(z.maxLength(2048))),
    }),
  ),
  sphereId: z.nullish(z.int().check(z.positive(), z.lte(INT32_MAX))),
  /** Video shares only (with apiSource 'manual'). */
  categories: z.optional(postCategories),
  apiSource: z.optional(z.literal('manual')),
});
export type CreatePostBody = z.input<typeof createPostBody>;

export const createPostResponse = z.object({
  success: z.literal(true),
  post,
  reward: rewardResult,
});
export type CreatePostResponse = z.infer<typeof createPostResponse>;
