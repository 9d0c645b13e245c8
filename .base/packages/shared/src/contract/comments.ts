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
  commentNotFound: '댓글을 찾을 수 없습니다.',
  notYourComment: '본인이 쓴 댓글만 수정하거나 삭제할 수 있습니다.',
  invalidCommentId: '댓글 ID 형식이 올바르지 않습니다.',
  /** What a deleted comment that still has replies says in its place. */
  deletedPlaceholder: '삭제된 댓글입니다.',
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

/** An @mention resolved when the comment was written (packages/shared/src/domain/comment-text.ts). */
export const commentMention = z.object({ userId: z.string(), name: z.string() });

/**
 * Spec §3 Comment, plus the author's wire id, the mentions, when it was last edited, and whether
 * it was deleted: a deleted comment that still has replies stays in its thread with no author and
 * no content, shown as 삭제된 댓글입니다.
 */
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
  editedAt: z.string().nullable(),
  isDeleted: z.boolean(),
  mentions: z.array(commentMention),
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

/** Comment ids travel as plain numbers in paths. */
export const commentParams = z.object({
  commentId: z.preprocess(
    (value) => (typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : value),
    z.number({ error: COMMENT_MESSAGES.invalidCommentId }).int().positive().max(Number.MAX_SAFE_INTEGER),
  ),
});

/** PATCH /api/comments/{commentId}: the same content rules as writing one. */
export const updateCommentBody = z.object({ content: commentContent });
export type UpdateCommentBody = z.input<typeof updateCommentBody>;

export const updateCommentResponse = z.object({ success: z.literal(true), comment });
export type UpdateCommentResponse = z.infer<typeof updateCommentResponse>;

/**
 * DELETE /api/comments/{commentId}. `comment` is what stays in its place: the 삭제된 댓글입니다.
 * placeholder when replies hang under it, null when it is simply gone.
 */
export const deleteCommentResponse = z.object({
  success: z.literal(true),
  commentId: z.number().int(),
  postId: z.string(),
  commentCount: z.number().int(),
  comment: comment.nullable(),
});
export type DeleteCommentResponse = z.infer<typeof deleteCommentResponse>;
