import type { Comment } from '@tubesphere/shared/contract/comments';
import { describe, expect, it } from 'vitest';
import { applyCommentDelete } from './apply-comment-delete.ts';

const c = (commentId: number, parentCommentId: number | null = null, isDeleted = false): Comment => ({
  commentId,
  parentCommentId,
  postId: 'post1',
  userId: isDeleted ? '' : 'user1',
  userName: isDeleted ? '' : '가',
  profileImage: null,
  authorDeleted: false,
  content: isDeleted ? '' : `댓글 ${commentId}`,
  editedAt: null,
  isDeleted,
  mentions: [],
  timeAgo: '방금 전',
  createdAt: '2026-01-01T00:00:00Z',
  likeCount: 0,
  videoSeconds: null,
});

const shape = (comments: Comment[]) => comments.map((x) => [x.commentId, x.isDeleted]);

describe('applyCommentDelete', () => {
  it('removes a comment without replies', () => {
    expect(shape(applyCommentDelete([c(1), c(2)], 1))).toEqual([[2, false]]);
  });

  it('keeps a top-level comment with replies as a placeholder without author or text', () => {
    const next = applyCommentDelete([c(1), c(2, 1)], 1);
    expect(shape(next)).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(next[0]).toMatchObject({ userName: '', content: '', userId: '' });
  });

  it("follows the server's answer when it has one", () => {
    expect(shape(applyCommentDelete([c(1), c(2, 1)], 1, null))).toEqual([[2, false]]);
    expect(shape(applyCommentDelete([c(1)], 1, c(1, null, true)))).toEqual([[1, true]]);
  });

  it('drops a placeholder once its last reply is deleted', () => {
    const comments = [c(1, null, true), c(2, 1), c(3, 1), c(4)];
    const once = applyCommentDelete(comments, 2);
    expect(shape(once)).toEqual([
      [1, true],
      [3, false],
      [4, false],
    ]);
    expect(shape(applyCommentDelete(once, 3))).toEqual([[4, false]]);
  });

  it('leaves the list alone for an unknown id', () => {
    const comments = [c(1)];
    expect(applyCommentDelete(comments, 9)).toBe(comments);
  });
});
