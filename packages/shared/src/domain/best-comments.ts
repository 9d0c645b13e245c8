import { BEST_COMMENT_MIN_LIKES, BEST_COMMENTS_MAX, type Comment } from '../contract/comments.ts';

/**
 * 베스트 댓글: of a thread's live comments, those with at least BEST_COMMENT_MIN_LIKES likes, most
 * liked first (the earlier one first on a tie, so the order never flickers), at most
 * BEST_COMMENTS_MAX. Deleted and hidden comments never qualify.
 */
export function pickBestComments(comments: readonly Comment[]): Comment[] {
  return comments
    .filter((c) => !c.isDeleted && c.likeCount >= BEST_COMMENT_MIN_LIKES)
    .sort((a, b) => b.likeCount - a.likeCount || a.createdAt.localeCompare(b.createdAt) || a.commentId - b.commentId)
    .slice(0, BEST_COMMENTS_MAX);
}
