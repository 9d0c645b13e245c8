import type { Comment } from '@tubesphere/shared/contract/comments';
import * as ko from '../../../i18n/ko/index.ts';

const hasLiveReply = (comments: Comment[], commentId: number) =>
  comments.some((c) => c.parentCommentId === commentId && !c.isDeleted);

/** What stays of a deleted comment when replies still hang under it: its place, nothing else. */
export function placeholderOf(comment: Comment): Comment {
  return {
    ...comment,
    userId: '',
    userName: '',
    profileImage: null,
    content: '',
    editedAt: null,
    isDeleted: true,
    mentions: [],
    videoSeconds: null,
  };
}

/**
 * A thread after one comment went, as the server keeps it: a top-level comment with live replies
 * becomes a placeholder (the server's, when it sent one), anything else leaves; a placeholder
 * whose last reply just left goes with it.
 */
export function applyCommentDelete(comments: Comment[], commentId: number, kept?: Comment | null): Comment[] {
  const target = comments.find((c) => c.commentId === commentId);
  if (!target) return comments;
  const keepsPlace =
    kept !== undefined ? kept !== null : target.parentCommentId === null && hasLiveReply(comments, commentId);
  let next = comments.map((c) => (c.commentId === commentId ? (kept ?? placeholderOf(c)) : c));
  if (!keepsPlace) next = next.filter((c) => c.commentId !== commentId);
  const parentId = target.parentCommentId;
  if (parentId !== null) {
    const parent = next.find((c) => c.commentId === parentId);
    if (parent?.isDeleted && !hasLiveReply(next, parentId)) next = next.filter((c) => c.commentId !== parentId);
  }
  return next;
}

/** The text a comment shows: its own, or the placeholder sentence once deleted. */
export const shownContent = (comment: Comment) => (comment.isDeleted ? ko.ownContent.deletedComment : comment.content);
