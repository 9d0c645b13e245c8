import type { Notification } from '@tubesphere/shared/contract/notifications';
import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.ts';
import { describeNotification } from './describe-notification.ts';

const base: Notification = {
  id: 1,
  type: 'comment',
  actor: { id: 'user2', name: '홍길동', avatar: null },
  count: 1,
  postId: 'post7',
  commentId: 31,
  text: null,
  postTitle: '오늘의 영상',
  excerpt: '정말 좋네요',
  postHasVideo: false,
  createdAt: '2025-06-01T00:00:00.000Z',
  read: false,
};

describe('describeNotification', () => {
  it('says who commented and opens the post at the comment', () => {
    expect(describeNotification(base)).toEqual({
      message: '홍길동님이 회원님의 게시글에 댓글을 남겼습니다.',
      detail: '“정말 좋네요”',
      href: '/post/post7#comment-31',
      timesOf: null,
    });
    expect(describeNotification({ ...base, type: 'reply', excerpt: null }).detail).toBe('삭제된 댓글입니다.');
  });

  it('names the latest liker and counts the others', () => {
    const liked = { ...base, type: 'post_liked' as const, commentId: null, count: 5 };
    expect(describeNotification(liked)).toMatchObject({
      message: '홍길동님 외 4명이 회원님의 게시글을 좋아합니다.',
      detail: '게시글 「오늘의 영상」',
      href: '/post/post7',
    });
    expect(describeNotification({ ...liked, count: 1 }).message).toBe('홍길동님이 회원님의 게시글을 좋아합니다.');
    expect(describeNotification({ ...liked, count: 1235 }).message).toContain('외 1,234명');
  });

  it('tells a mention in a post from one in a comment, and opens the post', () => {
    const inPost = { ...base, type: 'mention' as const, commentId: null, excerpt: null };
    expect(describeNotification(inPost)).toEqual({
      message: '홍길동님이 게시글에서 회원님을 언급했습니다.',
      detail: '게시글 「오늘의 영상」',
      href: '/post/post7',
      timesOf: null,
    });
    expect(describeNotification({ ...base, type: 'mention' })).toMatchObject({
      message: '홍길동님이 댓글에서 회원님을 언급했습니다.',
      href: '/post/post7#comment-31',
    });
  });

  it("shows an admin's reason and sends companion news to the companion", () => {
    const hidden = { ...base, type: 'post_hidden' as const, commentId: null, text: '광고' };
    expect(describeNotification(hidden)).toMatchObject({ detail: '사유: 광고', href: '/post/post7' });
    const level = { ...base, type: 'level_up' as const, actor: null, postId: null, commentId: null, text: '5' };
    expect(describeNotification(level)).toEqual({
      message: '컴패니언이 Lv.5에 도달했습니다!',
      detail: null,
      href: '/character',
      timesOf: null,
    });
    const outcome = { ...base, type: 'report_resolved' as const, postId: null, commentId: null, text: '삭제됨' };
    expect(describeNotification(outcome)).toMatchObject({ detail: '처리 결과: 삭제됨', href: null });
  });

  it('tells the author a hidden post or comment is public again, and opens it', () => {
    const post = { ...base, type: 'post_restored' as const, commentId: null };
    expect(describeNotification(post)).toEqual({
      message: '검토 결과 회원님의 게시글이 다시 공개되었습니다.',
      detail: '게시글 「오늘의 영상」',
      href: '/post/post7',
      timesOf: null,
    });
    expect(describeNotification({ ...base, type: 'post_restored' })).toEqual({
      message: '검토 결과 회원님의 댓글이 다시 공개되었습니다.',
      detail: '“정말 좋네요”',
      href: '/post/post7#comment-31',
      timesOf: null,
    });
  });

  it('lets the times in a quoted comment open the post’s video, only when it has one', () => {
    const withVideo = { ...base, postHasVideo: true, excerpt: '3:25 여기' };
    expect(
      ['comment', 'reply', 'mention', 'comment_liked'].map(
        (type) => describeNotification({ ...withVideo, type: type as Notification['type'] }).timesOf,
      ),
    ).toEqual(['post7', 'post7', 'post7', 'post7']);
    expect(describeNotification({ ...withVideo, postHasVideo: false }).timesOf).toBeNull();
    // A post's title or an admin's reason is not the comment: its digits stay text.
    expect(describeNotification({ ...withVideo, type: 'post_liked', postTitle: '3:25 명장면' }).timesOf).toBeNull();
    expect(describeNotification({ ...withVideo, type: 'post_hidden', text: '1:00 광고' }).timesOf).toBeNull();
    expect(describeNotification({ ...withVideo, excerpt: null }).timesOf).toBeNull();
  });

  it('caps the badge at 99+', () => {
    expect([0, 7, 99, 100].map(badgeText)).toEqual(['0', '7', '99', '99+']);
  });
});
