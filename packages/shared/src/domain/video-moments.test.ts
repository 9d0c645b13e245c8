import { describe, expect, it } from 'vitest';
import { chaptersOf, groupMoments, type MomentComment, pointsInto } from './video-moments.ts';

const comment = (
  commentId: number,
  content: string,
  videoSeconds: number | null = null,
  likeCount = 0,
): MomentComment => ({
  commentId,
  content,
  videoSeconds,
  likeCount,
});

describe('moments', () => {
  it('groups timestamped comments and timestamps in text by 10 seconds', () => {
    const moments = groupMoments('1:30부터 보세요', [
      comment(1, '여기 미쳤다', 205),
      comment(2, '3:29 이거', null, 3),
      comment(3, '그냥 댓글'),
      comment(4, '0:05 시작', null),
    ]);
    expect(moments).toEqual([
      { seconds: 0, count: 1, commentId: 4 },
      { seconds: 90, count: 1, commentId: null },
      { seconds: 200, count: 2, commentId: 2 },
    ]);
  });

  it('counts a comment once per group, even when its chip and its text say the same', () => {
    expect(groupMoments('', [comment(1, '3:25 여기', 205), comment(2, '3:21, 3:22, 10:00', null)])).toEqual([
      { seconds: 200, count: 2, commentId: 1 },
      { seconds: 600, count: 1, commentId: 2 },
    ]);
  });

  it('leaves out timestamps past the video’s end when its length is known', () => {
    expect(groupMoments('20:00', [comment(1, '15:00')], 600)).toEqual([]);
    expect(groupMoments('20:00', [comment(1, '15:00')], null)).toHaveLength(2);
  });

  it('gives equally liked groups to the first comment', () => {
    expect(groupMoments('', [comment(9, '1:00'), comment(3, '1:01')])).toEqual([
      { seconds: 60, count: 2, commentId: 3 },
    ]);
  });
});

describe('chapters', () => {
  it('are the five most-liked timestamped comments, in the video’s order, titled by their text', () => {
    const comments = [
      comment(1, '0:10 - 인트로', null, 5),
      comment(2, '본격 시작', 60, 9),
      comment(3, '5:00 하이라이트 장면인데 여기서부터 진짜 웃긴 부분이 계속 이어집니다 꼭 보세요', null, 7),
      comment(4, '2:00 별로', null, 0),
      comment(5, '좋아요 많은 일반 댓글', null, 50),
      comment(6, '3:00 A', null, 2),
      comment(7, '4:00 B', null, 1),
      comment(8, '6:00 C', null, 1),
    ];
    expect(chaptersOf(comments)).toEqual([
      { seconds: 10, commentId: 1, title: '인트로' },
      { seconds: 60, commentId: 2, title: '본격 시작' },
      { seconds: 180, commentId: 6, title: 'A' },
      { seconds: 240, commentId: 7, title: 'B' },
      { seconds: 300, commentId: 3, title: '하이라이트 장면인데 여기서부터 진짜 웃긴 부분이 계속 이어집니다 꼭 보세…' },
    ]);
  });

  it('are none without likes', () => {
    expect(chaptersOf([comment(1, '1:00 여기', 60, 0)])).toEqual([]);
  });
});

describe('a thread filtered to one moment', () => {
  it('keeps comments whose chip or text points into those 10 seconds', () => {
    expect(pointsInto(comment(1, '여기', 205), 200)).toBe(true);
    expect(pointsInto(comment(2, '3:29 여기'), 200)).toBe(true);
    expect(pointsInto(comment(3, '3:30 여기'), 200)).toBe(false);
    expect(pointsInto(comment(4, '시간 없음'), 0)).toBe(false);
  });
});
