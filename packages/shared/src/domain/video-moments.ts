/**
 * Moments (docs/product.md#video-times): where in the video the discussion is. Timestamped
 * comments (지금 장면에 댓글) and timestamps written in the post and its comments, grouped by
 * 10 seconds; the most-liked timestamped comments become 챕터.
 */
import { findTimestamps } from './video-timestamps.ts';

export const MOMENT_BUCKET_SECONDS = 10;
/** 챕터 shown under the player: few enough to read at a glance. */
export const CHAPTERS_MAX = 5;
const CHAPTER_TITLE_MAX = 40;

export interface MomentComment {
  commentId: number;
  content: string;
  videoSeconds: number | null;
  likeCount: number;
}

export interface Moment {
  /** The start of the 10-second group. */
  seconds: number;
  /** Comments (and the post's own text) that point into it, each once. */
  count: number;
  /** The group's most-liked comment, for the mark to open; null when only the post points there. */
  commentId: number | null;
}

export interface Chapter {
  seconds: number;
  commentId: number;
  title: string;
}

const bucketOf = (seconds: number) => Math.floor(seconds / MOMENT_BUCKET_SECONDS) * MOMENT_BUCKET_SECONDS;

/** The seconds a comment points at: its 지금 장면 second and the timestamps in its text. */
function commentSeconds(comment: MomentComment, maxSeconds: number | null): number[] {
  const stamps = findTimestamps(comment.content, maxSeconds).map((stamp) => stamp.seconds);
  return comment.videoSeconds === null ? stamps : [comment.videoSeconds, ...stamps];
}

/** Whether a comment points into the 10 seconds starting at `moment` (the thread's filter). */
export function pointsInto(comment: MomentComment, moment: number): boolean {
  return commentSeconds(comment, null).some((seconds) => bucketOf(seconds) === bucketOf(moment));
}

export function groupMoments(
  postText: string,
  comments: readonly MomentComment[],
  maxSeconds: number | null = null,
): Moment[] {
  const groups = new Map<number, { count: number; best: MomentComment | null }>();
  const add = (bucket: number, comment: MomentComment | null) => {
    const group = groups.get(bucket) ?? { count: 0, best: null };
    group.count += 1;
    if (comment && (!group.best || comment.likeCount > group.best.likeCount)) group.best = comment;
    groups.set(bucket, group);
  };
  for (const bucket of new Set(findTimestamps(postText, maxSeconds).map((stamp) => bucketOf(stamp.seconds)))) {
    add(bucket, null);
  }
  // Oldest first, so among equally liked comments the first to point there is the mark's.
  for (const comment of [...comments].sort((a, b) => a.commentId - b.commentId)) {
    for (const bucket of new Set(commentSeconds(comment, maxSeconds).map(bucketOf))) add(bucket, comment);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seconds, group]) => ({ seconds, count: group.count, commentId: group.best?.commentId ?? null }));
}

/** A chapter's title: the comment without its leading timestamp, cut to one short line. */
function chapterTitle(content: string): string {
  const [first] = findTimestamps(content);
  const text = (first && first.start === 0 ? content.slice(first.end) : content).replace(/\s+/gu, ' ').trim();
  const chars = [...text.replace(/^[-–—:·,.\s]+/u, '')];
  return chars.length > CHAPTER_TITLE_MAX ? `${chars.slice(0, CHAPTER_TITLE_MAX).join('')}…` : chars.join('');
}

/** 챕터: the most-liked timestamped comments (at least one like), in the video's order. */
export function chaptersOf(comments: readonly MomentComment[], maxSeconds: number | null = null): Chapter[] {
  return comments
    .flatMap((comment) => {
      const seconds = commentSeconds(comment, maxSeconds)[0];
      const title = chapterTitle(comment.content);
      return seconds !== undefined && comment.likeCount > 0 && title ? [{ comment, seconds, title }] : [];
    })
    .sort((a, b) => b.comment.likeCount - a.comment.likeCount || a.comment.commentId - b.comment.commentId)
    .slice(0, CHAPTERS_MAX)
    .sort((a, b) => a.seconds - b.seconds)
    .map(({ comment, seconds, title }) => ({ seconds, commentId: comment.commentId, title }));
}
