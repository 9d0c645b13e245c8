import { CONTENT_CATEGORIES, TIMING_CATEGORIES } from './categories.ts';
import { comment, commentMention } from './comments.ts';
import { pagination, queryInt, wirePostId, wireUserId } from './common.ts';
import { post } from './posts.ts';
import { rewardResult } from './rewards.ts';
import { z } from './zod.ts';

/** The feed's page size is 10; an empty `limit=` falls back to 3 (see feedQuery). */
export const FEED_PAGE_SIZE = 10;
export const FEED_EMPTY_LIMIT_FALLBACK = 3;
export const FEED_MAX_LIMIT = 50;
/** 최신 (newest), 인기 (hot: engagement decaying with age), 톱 (most liked in a period). */
export const FEED_SORTS = ['new', 'hot', 'top'] as const;
export const FEED_PERIODS = ['day', 'week', 'month'] as const;
export const FEED_SCOPES = ['following'] as const;

export const FEED_MESSAGES = {
  postNotFound: '게시글을 찾을 수 없습니다.',
  badTiming: '알 수 없는 시간대 분류입니다.',
  badContent: '알 수 없는 콘텐츠 분류입니다.',
  badReaction: "반응 종류는 'like' 또는 'dislike'여야 합니다.",
  badScope: "피드 범위는 'following'만 쓸 수 있습니다.",
  followingNeedsLogin: '팔로잉 피드는 로그인 후 볼 수 있습니다.',
  tooManyReactions: '좋아요·싫어요 요청이 너무 많습니다.',
} as const;

/** Blank means "no filter", as a form would send it. */
/* @__NO_SIDE_EFFECTS__ */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(
    z.transform((value) => (value === '' ? undefined : value)),
    z.optional(z.enum(values, { error: message })),
  );

/**
 * The paging and order every feed shares (home, a sphere's). A missing `limit` means the usual
 * page size (10); a blank `limit=` means the old client's fallback (3). `userId` is accepted for
 * compatibility and must match the session.
 */
export const feedPageQuery = z.object({
  page: queryInt(1, 100_000, 1),
  limit: z.pipe(
    z.transform((value) =>
      value === undefined ? FEED_PAGE_SIZE : value === '' ? FEED_EMPTY_LIMIT_FALLBACK : Number(value),
    ),
    z.int().check(z.gte(1), z.lte(FEED_MAX_LIMIT)),
  ),
  userId: z.optional(wireUserId),
  sort: z._default(z.enum(FEED_SORTS), 'new'),
  /** With sort=top: how far back to look. */
  period: z._default(z.enum(FEED_PERIODS), 'week'),
});

/** GET /api/posts/feed: the home feed, optionally only posts shared with a timing and/or content category. */
export const feedQuery = z.extend(feedPageQuery, {
  timing: optionalChoice(TIMING_CATEGORIES, FEED_MESSAGES.badTiming),
  content: optionalChoice(CONTENT_CATEGORIES, FEED_MESSAGES.badContent),
  /** `following`: only posts of the members the viewer follows (signed in only). */
  scope: optionalChoice(FEED_SCOPES, FEED_MESSAGES.badScope),
});
export type FeedQuery = z.input<typeof feedQuery>;
export type FeedSort = (typeof FEED_SORTS)[number];
export type FeedPeriod = (typeof FEED_PERIODS)[number];

export const feedResponse = z.object({
  success: z.literal(true),
  data: z.object({ posts: z.array(post), pagination }),
});
export type FeedResponse = z.infer<typeof feedResponse>;

export const postParams = z.object({ postId: wirePostId });

export const postDetailQuery = z.object({ userId: z.optional(wireUserId) });

/** GET /api/posts/{postId}/detail: the post and its comments, oldest first (replies carry parentCommentId). */
export const postDetailResponse = z.object({
  success: z.literal(true),
  post,
  comments: z.array(comment),
  /** 베스트 댓글: up to 3 comments with at least 3 likes, most liked first (also in `comments`). */
  bestComments: z.array(comment),
  /** The @mentions of the post's text blocks, resolved when it was written (accounts since left are not linked). */
  mentions: z.array(commentMention),
});
export type PostDetailResponse = z.infer<typeof postDetailResponse>;

export const reactionType = z.enum(['like', 'dislike'], { error: FEED_MESSAGES.badReaction });
export type ReactionType = z.infer<typeof reactionType>;

/** POST /api/posts/{postId}/like. `type` defaults to like, as the first client sent none. */
export const reactionBody = z.object({
  userId: z.optional(wireUserId),
  type: z._default(reactionType, 'like'),
});
export type ReactionBody = z.input<typeof reactionBody>;

export const reactionResponse = z.object({
  success: z.literal(true),
  postId: z.string(),
  likes: z.int(),
  dislikes: z.int(),
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  /** Present when the request gave a like (rewarded once per post); null otherwise. */
  reward: z.nullable(rewardResult),
});
export type ReactionResponse = z.infer<typeof reactionResponse>;
