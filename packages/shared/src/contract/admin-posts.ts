import { commentMention } from './comments.ts';
import { pagination, wirePostId } from './common.ts';
import { MODERATION_MESSAGES } from './moderation.ts';
import { post } from './posts.ts';
import { z } from './zod.ts';

export const ADMIN_POST_MESSAGES = {
  notFound: '게시글을 찾을 수 없습니다.',
  nothingToConfirm: '확정할 게시글을 선택해주세요.',
  tooMany: '한 번에 100개까지 확정할 수 있습니다.',
  hiddenUseRestore: MODERATION_MESSAGES.hiddenUseRestore,
} as const;

/** 미확정, 확정됨, 반려됨, 숨김, 전체 (rejected and hidden: docs/decisions/110-moderation-states.md). */
export const ADMIN_POST_STATUSES = ['pending', 'confirmed', 'rejected', 'hidden', 'all'] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];

/** Every admin call may carry the old client's fixed key; the session decides (docs/architecture.md#admin-access). */
export const adminKeyField = z.optional(z.string().check(z.maxLength(500)));

/** Admin lists carry `blocks_json` as JSON text next to the wire post. */
export const adminPost = z.extend(post, {
  blocks_json: z.string(),
  confirmedAt: z.nullable(z.string()),
  /** Why it was public at once (자동 확정 등급), or null when an admin confirmed it or it waits. */
  autoConfirmReason: z.nullish(z.string()),
});
export type AdminPost = z.infer<typeof adminPost>;

export const adminPostListQuery = z.object({
  adminKey: adminKeyField,
  page: z.pipe(
    z.transform((v) => (v === undefined || v === '' ? 1 : Number(v))),
    z.int().check(z.gte(1), z.lte(10_000)),
  ),
  limit: z.pipe(
    z.transform((v) => (v === undefined || v === '' ? 20 : Number(v))),
    z.int().check(z.gte(1), z.lte(100)),
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type AdminPostListQuery = z.input<typeof adminPostListQuery>;

export const adminPostListResponse = z.object({
  success: z.literal(true),
  results: z.array(adminPost),
  pagination,
});
export type AdminPostListResponse = z.infer<typeof adminPostListResponse>;

export const adminPostCountsQuery = z.object({
  adminKey: adminKeyField,
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

/** How many posts each tab holds (matching the search, when there is one). */
export const adminPostCountsResponse = z.object({
  success: z.literal(true),
  counts: z.object({
    pending: z.int(),
    confirmed: z.int(),
    rejected: z.int(),
    hidden: z.int(),
    all: z.int(),
  }),
});
export type AdminPostCountsResponse = z.infer<typeof adminPostCountsResponse>;
export type AdminPostCounts = z.infer<typeof adminPostCountsResponse>['counts'];

/** The original call sends one `postId`; selecting several sends `postIds`. Either or both. */
export const confirmPostsBody = z.object({
  adminKey: adminKeyField,
  postId: z.optional(wirePostId),
  postIds: z.optional(z.array(wirePostId).check(z.maxLength(100, ADMIN_POST_MESSAGES.tooMany))),
});
export type ConfirmPostsBody = z.input<typeof confirmPostsBody>;

export const confirmPostsResponse = z.object({
  success: z.literal(true),
  /** Every requested post, now confirmed (already-confirmed ones keep their first confirmation). */
  postIds: z.array(z.string()),
  /** How many were pending before this call. */
  confirmedCount: z.int(),
});
export type ConfirmPostsResponse = z.infer<typeof confirmPostsResponse>;

export const adminPostParams = z.object({ postId: wirePostId });
export const adminKeyQuery = z.object({ adminKey: adminKeyField });

export const adminPostDetailResponse = z.object({
  success: z.literal(true),
  post: adminPost,
  /** Whom the post's text @mentions, as the post page links them (members since left are not). */
  mentions: z.array(commentMention),
});
export type AdminPostDetailResponse = z.infer<typeof adminPostDetailResponse>;

/** A comment, as the admin detail page lists it. */
export const adminComment = z.object({
  commentId: z.string(),
  postId: z.string(),
  userId: z.string(),
  userName: z.string(),
  profileImage: z.nullable(z.string()),
  content: z.string(),
  parentCommentId: z.nullable(z.string()),
  likeCount: z.int(),
  timeAgo: z.string(),
  createdAt: z.string(),
  /** Hidden by an admin or by reports: gone from the thread until restored. */
  hiddenAt: z.nullish(z.string()),
  hiddenReason: z.nullish(z.string()),
});
export type AdminComment = z.infer<typeof adminComment>;

export const adminCommentsResponse = z.object({ success: z.literal(true), comments: z.array(adminComment) });
export type AdminCommentsResponse = z.infer<typeof adminCommentsResponse>;
