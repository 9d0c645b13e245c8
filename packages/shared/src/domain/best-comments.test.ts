import { describe, expect, it } from 'vitest';
import type { Comment } from '../contract/comments.ts';
import { pickBestComments } from './best-comments.ts';

const comment = (commentId: number, likeCount: number, extra: Partial<Comment> = {}): Comment => ({
  commentId,
  postId: 'post1',
  userId: 'user1',
  userName: '글쓴이',
  profileImage: null,
  authorDeleted: false,
  content: `댓글 ${commentId}`,
  parentCommentId: null,
  timeAgo: '방금 전',
  createdAt: `2026-01-01T00:00:0${commentId % 10}.000Z`,
  likeCount,
  editedAt: null,
  isDeleted: false,
  mentions: [],
  videoSeconds: null,
  ...extra,
});

describe('베스트 댓글', () => {
  it('takes up to three with at least three likes, most liked first, the earlier first on a tie', () => {
    const best = pickBestComments([
      comment(1, 3),
      comment(2, 9),
      comment(3, 2),
      comment(4, 5),
      comment(5, 5),
      comment(6, 4),
    ]);
    expect(best.map((c) => c.commentId)).toEqual([2, 4, 5]);
  });

  it('leaves out deleted or hidden comments and threads without enough likes', () => {
    expect(pickBestComments([comment(1, 2), comment(2, 0)])).toEqual([]);
    expect(pickBestComments([comment(1, 10, { isDeleted: true }), comment(2, 3)]).map((c) => c.commentId)).toEqual([2]);
  });
});
