import { wirePostId, wireUserId } from './common.ts';
import { rewardResult } from './rewards.ts';
import { z } from './zod.ts';

export const COMMENT_MAX_LENGTH = 1000;

/** Spec §5/§8, verbatim: the server answers with these and the form shows the same texts. */
export const COMMENT_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  contentRequired: '댓글 내용을 입력해주세요.',
  contentTooLong: '댓글은 1000자 이하로 작성해주세요.',
  failed: '댓글 작성에 실패했습니다.',
  parentNotFound: '답글을 달 댓글을 찾을 수 없습니다.',
  /** A 429's first sentence; the server appends how long to wait. */
  tooManyComments: '댓글을 너무 자주 작성하고 있습니다.',
} as const;

/** Comment ids travel as plain numbers (or numeric text); blank or null means a top-level comment. */
const parentCommentId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z.number({ error: COMMENT_MESSAGES.parentNotFound }).int().positive(COMMENT_MESSAGES.parentNotFound).nullable(),
);

/** The spec checks trimmed emptiness first, then the 1000-character limit. */
export const commentContent = z
  .string({ error: COMMENT_MESSAGES.contentRequired })
  .trim()
  .min(1, COMMENT_MESSAGES.contentRequired)
  .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.contentTooLong);

/** POST /api/posts/{postId}/comments (spec §7). userId/postId in the body are accepted and checked. */
export const createCommentBody = z.object({
  userId: wireUserId.optional(),
  postId: wirePostId.optional(),
  content: commentContent,
  parentCommentId: parentCommentId.optional(),
});
export type CreateCommentBody = z.input<typeof createCommentBody>;

/** Spec §3 Comment, plus the author's wire id. */
export const comment = z.object({
  commentId: z.number().int(),
  postId: z.string(),
  userId: z.string(),
  userName: z.string(),
  profileImage: z.string().nullable(),
  /** The author deleted their account: userName is 탈퇴한 사용자, no picture, no profile link. */
  authorDeleted: z.boolean(),
  content: z.string(),
  parentCommentId: z.number().int().nullable(),
  timeAgo: z.string(),
  createdAt: z.string(),
  likeCount: z.number().int(),
});
export type Comment = z.infer<typeof comment>;

export const createCommentResponse = z.object({
  success: z.literal(true),
  comment,
  /** The post's comment count after this one. */
  commentCount: z.number().int(),
  reward: rewardResult,
});
export type CreateCommentResponse = z.infer<typeof createCommentResponse>;
