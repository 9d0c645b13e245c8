import type { Comment } from '@tubesphere/shared/contract/comments';
import { describe, expect, it } from 'vitest';
import { threadComments } from './thread-comments.ts';

const c = (commentId: number, parentCommentId: number | null = null): Comment => ({
  commentId,
  parentCommentId,
  postId: 'post1',
  userId: 'user1',
  userName: '가',
  profileImage: null,
  authorDeleted: false,
  content: `댓글 ${commentId}`,
  editedAt: null,
  isDeleted: false,
  mentions: [],
  timeAgo: '방금 전',
  createdAt: '2026-01-01T00:00:00Z',
  likeCount: 0,
  videoSeconds: null,
});

const shape = (comments: Comment[]) =>
  threadComments(comments).map((t) => [t.comment.commentId, t.replies.map((r) => r.commentId)]);

describe('threadComments', () => {
  it('puts replies under their parent, keeping order', () => {
    expect(shape([c(1), c(2), c(3, 1), c(4, 2), c(5, 1)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
  });

  it('keeps a reply whose parent is missing as a top-level comment', () => {
    expect(shape([c(1), c(7, 99)])).toEqual([
      [1, []],
      [7, []],
    ]);
  });

  it('attaches a reply to a reply to the same thread', () => {
    expect(shape([c(1), c(2, 1), c(3, 2)])).toEqual([[1, [2, 3]]]);
  });
});
