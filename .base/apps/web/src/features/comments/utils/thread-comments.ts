import type { Comment } from '@tubesphere/shared/contract/comments';

export interface CommentThread {
  comment: Comment;
  replies: Comment[];
}

/**
 * Top-level comments in order, each with its replies in order. A reply whose parent is gone
 * (deleted) is shown as a top-level comment rather than lost.
 */
export function threadComments(comments: Comment[]): CommentThread[] {
  const ids = new Set(comments.map((c) => c.commentId));
  const threads = new Map<number, CommentThread>();
  const order: CommentThread[] = [];
  for (const comment of comments) {
    if (comment.parentCommentId === null || !ids.has(comment.parentCommentId)) {
      const thread = { comment, replies: [] };
      threads.set(comment.commentId, thread);
      order.push(thread);
    }
  }
  for (const comment of comments) {
    if (comment.parentCommentId === null || !ids.has(comment.parentCommentId)) continue;
    const parent = threads.get(comment.parentCommentId);
    if (parent) parent.replies.push(comment);
    else {
      // A reply to a reply (older data): attach it to the thread that holds its parent.
      const holder = order.find((t) => t.replies.some((r) => r.commentId === comment.parentCommentId));
      if (holder) holder.replies.push(comment);
      else order.push({ comment, replies: [] });
    }
  }
  return order;
}
