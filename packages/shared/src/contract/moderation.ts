import { INT32_MAX, wirePostId } from './common.ts';
import { z } from './zod.ts';

/** Messages of the admins' reject / hide / restore / delete calls (docs/decisions/110). */
export const MODERATION_MESSAGES = {
  reasonRequired: '사유를 입력해주세요.',
  reasonTooLong: '사유는 500자 이하로 입력해주세요.',
  nothingSelected: '처리할 게시글을 선택해주세요.',
  tooMany: '한 번에 100개까지 처리할 수 있습니다.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  notPending: '확정 대기 중인 글만 반려할 수 있습니다. 공개된 글은 숨김을 쓰세요.',
  notPublic: '공개된 글만 숨길 수 있습니다.',
  notHidden: '숨겨진 글이 아닙니다.',
  commentAlreadyHidden: '이미 숨겨진 댓글입니다.',
  commentNotHidden: '숨겨진 댓글이 아닙니다.',
  hiddenUseRestore: '숨겨진 글은 확정 대신 복원하세요.',
  badCommentId: '댓글 ID 형식이 올바르지 않습니다.',
} as const;

export const MODERATION_REASON_MAX = 500;

/** Why an admin acted; shown to the author. */
export const moderationReason = z
  .string({ error: MODERATION_MESSAGES.reasonRequired })
  .check(
    z.trim(),
    z.minLength(1, MODERATION_MESSAGES.reasonRequired),
    z.maxLength(MODERATION_REASON_MAX, MODERATION_MESSAGES.reasonTooLong),
  );

/** Comment ids travel as plain numbers (or numeric text). */
export const wireCommentId = z.pipe(
  z.transform((value) => (typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : value)),
  z
    .int(MODERATION_MESSAGES.badCommentId)
    .check(z.positive(MODERATION_MESSAGES.badCommentId), z.lte(INT32_MAX, MODERATION_MESSAGES.badCommentId)),
);

/** A post's moderation as its author (and admins) see it; null on every ordinary post. */
export const postModeration = z.object({
  status: z.enum(['rejected', 'hidden']),
  reason: z.nullable(z.string()),
  at: z.nullable(z.string()),
  /** Hidden by reports reaching the threshold, before any admin looked. */
  automatic: z.boolean(),
});
export type PostModeration = z.infer<typeof postModeration>;

/** POST /api/admin/posts/reject: one `postId` or several `postIds`, one reason for all. */
export const rejectPostsBody = z.object({
  postId: z.optional(wirePostId),
  postIds: z.optional(z.array(wirePostId).check(z.maxLength(100, MODERATION_MESSAGES.tooMany))),
  reason: moderationReason,
});
export type RejectPostsBody = z.input<typeof rejectPostsBody>;

export const hidePostBody = z.object({ postId: wirePostId, reason: moderationReason });
export type HidePostBody = z.input<typeof hidePostBody>;

export const restorePostBody = z.object({ postId: wirePostId });
export type RestorePostBody = z.input<typeof restorePostBody>;

export const adminDeletePostBody = z.object({ postId: wirePostId, reason: moderationReason });
export type AdminDeletePostBody = z.input<typeof adminDeletePostBody>;

export const moderatePostsResponse = z.object({
  success: z.literal(true),
  postIds: z.array(z.string()),
  /** How many changed (a repeated call changes nothing and says 0). */
  changedCount: z.int(),
});
export type ModeratePostsResponse = z.infer<typeof moderatePostsResponse>;

export const hideCommentBody = z.object({ commentId: wireCommentId, reason: moderationReason });
export type HideCommentBody = z.input<typeof hideCommentBody>;
export const restoreCommentBody = z.object({ commentId: wireCommentId });
export type RestoreCommentBody = z.input<typeof restoreCommentBody>;
export const adminDeleteCommentBody = z.object({ commentId: wireCommentId, reason: moderationReason });
export type AdminDeleteCommentBody = z.input<typeof adminDeleteCommentBody>;

export const moderateCommentResponse = z.object({ success: z.literal(true), commentId: z.int() });
export type ModerateCommentResponse = z.infer<typeof moderateCommentResponse>;
