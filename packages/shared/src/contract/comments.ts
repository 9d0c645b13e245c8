import { videoSecond } from './blocks.ts';
import { wirePostId, wireUserId } from './common.ts';
import { rewardResult } from './rewards.ts';
import { z } from './zod.ts';

export const COMMENT_MAX_LENGTH = 1000;

/** The comment messages (docs/product.md#comments): the server answers with these and the form shows the same texts. */
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
  hiddenPlaceholder: '운영 정책에 따라 숨겨진 댓글입니다.',
  noVideo: '영상이 있는 게시글에만 장면을 남길 수 있습니다.',
  tooManyLikes: '댓글 좋아요 요청이 너무 많습니다.',
} as const;

/** Comment ids travel as plain numbers (or numeric text); blank or null means a top-level comment. */
const parentCommentId = z.pipe(
  z.transform((value) =>
    value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
  ),
  z.nullable(z.int({ error: COMMENT_MESSAGES.parentNotFound }).check(z.positive(COMMENT_MESSAGES.parentNotFound))),
);

/** Trimmed emptiness is checked first, then the 1000-character limit. */
export const commentContent = z
  .string({ error: COMMENT_MESSAGES.contentRequired })
  .check(
    z.trim(),
    z.minLength(1, COMMENT_MESSAGES.contentRequired),
    z.maxLength(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.contentTooLong),
  );

/** POST /api/posts/{postId}/comments. userId/postId in the body are accepted and checked. */
export const createCommentBody = z.object({
  userId: z.optional(wireUserId),
  postId: z.optional(wirePostId),
  content: commentContent,
  parentCommentId: z.optional(parentCommentId),
  /** 지금 장면에 댓글: the second of the post's video this comment is about. */
  videoSeconds: z.optional(z.nullable(videoSecond)),
});
export type CreateCommentBody = z.input<typeof createCommentBody>;

/** An @mention resolved when the comment was written (packages/shared/src/domain/comment-text.ts). */
export const commentMention = z.object({ userId: z.string(), name: z.string() });

/**
 * A comment, plus the author's wire id, the mentions, when it was last edited, and whether
 * it was deleted: a deleted comment that still has replies stays in its thread with no author and
 * no content, shown as 삭제된 댓글입니다.
 */
export const comment = z.object({
  commentId: z.int(),
  postId: z.string(),
  userId: z.string(),
  userName: z.string(),
  profileImage: z.nullable(z.string()),
  /** The author deleted their account: userName is 탈퇴한 사용자, no picture, no profile link. */
  authorDeleted: z.boolean(),
  /** The author's 등급 0–4, shown as a badge beside the name (absent on a deleted or hidden comment). */
  authorTrustLevel: z.optional(z.int()),
  /** The viewer blocked the author: shown collapsed as 차단한 사용자의 댓글입니다 until opened. */
  authorBlocked: z.optional(z.boolean()),
  content: z.string(),
  parentCommentId: z.nullable(z.int()),
  timeAgo: z.string(),
  createdAt: z.string(),
  likeCount: z.int(),
  /** The viewer likes it; absent for a guest. */
  isLiked: z.optional(z.boolean()),
  editedAt: z.nullable(z.string()),
  isDeleted: z.boolean(),
  /**
   * Hidden by moderation: like a deleted comment it keeps only its place in the thread (isDeleted
   * is true too, so older clients show it as gone), and says 숨겨진 댓글입니다.
   */
  isHidden: z.optional(z.boolean()),
  mentions: z.array(commentMention),
  /** The second of the post's video the comment is about (지금 장면에 댓글), shown as a chip. */
  videoSeconds: z.nullable(z.int()),
});
export type Comment = z.infer<typeof comment>;

export const createCommentResponse = z.object({
  success: z.literal(true),
  comment,
  /** The post's comment count after this one. */
  commentCount: z.int(),
  reward: rewardResult,
});
export type CreateCommentResponse = z.infer<typeof createCommentResponse>;

/** Comment ids travel as plain numbers in paths. */
export const commentParams = z.object({
  commentId: z.pipe(
    z.transform((value) => (typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : value)),
    z.int({ error: COMMENT_MESSAGES.invalidCommentId }).check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
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
  commentId: z.int(),
  postId: z.string(),
  commentCount: z.int(),
  comment: z.nullable(comment),
});
export type DeleteCommentResponse = z.infer<typeof deleteCommentResponse>;

/** A comment is 베스트 with at least this many likes; the detail shows at most BEST_COMMENTS_MAX. */
export const BEST_COMMENT_MIN_LIKES = 3;
export const BEST_COMMENTS_MAX = 3;

/** PUT and DELETE /api/comments/{commentId}/like: both idempotent, both answer the state after. */
export const commentLikeResponse = z.object({
  success: z.literal(true),
  commentId: z.int(),
  likeCount: z.int(),
  isLiked: z.boolean(),
});
export type CommentLikeResponse = z.infer<typeof commentLikeResponse>;
