import { pagination, wirePostId } from './common.ts';
import { post } from './posts.ts';
import { z } from './zod.ts';

export const ADMIN_POST_MESSAGES = {
  notFound: '게시글을 찾을 수 없습니다.',
  nothingToConfirm: '확정할 게시글을 선택해주세요.',
  tooMany: '한 번에 100개까지 확정할 수 있습니다.',
} as const;

export const ADMIN_POST_STATUSES = ['pending', 'confirmed', 'all'] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];

/** Spec §7: every admin call may carry the client's fixed key; the session decides (DESIGN §4.3). */
export const adminKeyField = z.string().max(500).optional();

/** Spec §3: admin lists carry `blocks_json` as JSON text next to the wire post. */
export const adminPost = post.extend({
  blocks_json: z.string(),
  confirmedAt: z.string().nullable(),
});
export type AdminPost = z.infer<typeof adminPost>;

export const adminPostListQuery = z.object({
  adminKey: adminKeyField,
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number().int().min(1).max(10_000)),
  limit: z.preprocess((v) => (v === undefined || v === '' ? 20 : Number(v)), z.number().int().min(1).max(100)),
  q: z.string().trim().max(200).optional(),
});
export type AdminPostListQuery = z.input<typeof adminPostListQuery>;

export const adminPostListResponse = z.object({
  success: z.literal(true),
  results: z.array(adminPost),
  pagination,
});
export type AdminPostListResponse = z.infer<typeof adminPostListResponse>;

export const adminPostCountsQuery = z.object({ adminKey: adminKeyField, q: z.string().trim().max(200).optional() });

/** How many posts each tab holds (matching the search, when there is one). */
export const adminPostCountsResponse = z.object({
  success: z.literal(true),
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), all: z.number().int() }),
});
export type AdminPostCounts = z.infer<typeof adminPostCountsResponse>['counts'];

/** Spec §7 sends one `postId`; selecting several sends `postIds`. Either or both. */
export const confirmPostsBody = z.object({
  adminKey: adminKeyField,
  postId: wirePostId.optional(),
  postIds: z.array(wirePostId).max(100, ADMIN_POST_MESSAGES.tooMany).optional(),
});
export type ConfirmPostsBody = z.input<typeof confirmPostsBody>;

export const confirmPostsResponse = z.object({
  success: z.literal(true),
  /** Every requested post, now confirmed (already-confirmed ones keep their first confirmation). */
  postIds: z.array(z.string()),
  /** How many were pending before this call. */
  confirmedCount: z.number().int(),
});
export type ConfirmPostsResponse = z.infer<typeof confirmPostsResponse>;

export const adminPostParams = z.object({ postId: wirePostId });
export const adminKeyQuery = z.object({ adminKey: adminKeyField });

export const adminPostDetailResponse = z.object({ success: z.literal(true), post: adminPost });

/** Spec §3 Comment, as the admin detail page lists it. */
export const adminComment = z.object({
  commentId: z.string(),
  postId: z.string(),
  userId: z.string(),
  userName: z.string(),
  profileImage: z.string().nullable(),
  content: z.string(),
  parentCommentId: z.string().nullable(),
  likeCount: z.number().int(),
  timeAgo: z.string(),
  createdAt: z.string(),
});
export type AdminComment = z.infer<typeof adminComment>;

export const adminCommentsResponse = z.object({ success: z.literal(true), comments: z.array(adminComment) });
