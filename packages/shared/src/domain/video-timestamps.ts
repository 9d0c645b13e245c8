/**
 * Timestamps written in post text and comments ("3:25 여기 미쳤다", "1시간 2분쯤"): found here,
 * shown as buttons that seek the post's player (docs/product.md#video-times). Pure, so the
 * server counts the same timestamps for a post's moments as the page shows.
 */
import { VIDEO_SECONDS_MAX } from './video-time.ts';

export interface FoundTimestamp {
  start: number;
  end: number;
  text: string;
  seconds: number;
}

export type TimestampTextPart = { type: 'text'; text: string } | { type: 'timestamp'; text: string; seconds: number };

// No digit or colon on either side: "10:30:45:00", ratios like "1:2:3" and times inside numbers stay text.
const CLOCK = /(?<![\d:.])(?:(\d{1,2}):([0-5]\d)|(\d{1,3})):([0-5]\d)(?![\d:])/gu;
// 1시간 2분 (3초), 3분 25초: a lone "3분" or "25초" is a duration as often as a moment, so it stays text.
const KOREAN = /(?<!\d)(?:(\d{1,2})\s?시간\s?(\d{1,2})\s?분(?:\s?(\d{1,2})\s?초)?|(\d{1,3})\s?분\s?(\d{1,2})\s?초)/gu;

const num = (value: string | undefined) => (value === undefined ? 0 : Number(value));

/**
 * The timestamps of a text, in order, that fit the video: at most `maxSeconds` when its length
 * is known, else at most a day. Minutes and seconds beyond 59 in the Korean form are not times.
 */
export function findTimestamps(text: string, maxSeconds: number | null = null): FoundTimestamp[] {
  const limit = Math.min(maxSeconds ?? VIDEO_SECONDS_MAX, VIDEO_SECONDS_MAX);
  const found: FoundTimestamp[] = [];
  for (const match of text.matchAll(CLOCK)) {
    const [all, hours, minutesWithHours, minutesAlone, secs] = match;
    const seconds =
      hours !== undefined
        ? num(hours) * 3600 + num(minutesWithHours) * 60 + num(secs)
        : num(minutesAlone) * 60 + num(secs);
    found.push({ start: match.index, end: match.index + all.length, text: all, seconds });
  }
  for (const match of text.matchAll(KOREAN)) {
    const [all, hours, minutesWithHours, secsWithHours, minutesAlone, secsAlone] = match;
    const minutes = num(minutesWithHours ?? minutesAlone);
    const secs = num(secsWithHours ?? secsAlone);
    if ((hours !== undefined && minutes > 59) || secs > 59) continue;
    found.push({
      start: match.index,
      end: match.index + all.length,
      text: all,
      seconds: num(hours) * 3600 + minutes * 60 + secs,
    });
  }
  return found.filter((stamp) => stamp.seconds <= limit).sort((a, b) => a.start - b.start);
}

/** A text as plain and timestamp parts, in order. */
export function splitTimestamps(text: string, maxSeconds: number | null = null): TimestampTextPart[] {
  const parts: TimestampTextPart[] = [];
  let cursor = 0;
  for (const stamp of findTimestamps(text, maxSeconds)) {
    if (stamp.start < cursor) continue;
    if (stamp.start > cursor) parts.push({ type: 'text', text: text.slice(cursor, stamp.start) });
    parts.push({ type: 'timestamp', text: stamp.text, seconds: stamp.seconds });
    cursor = stamp.end;
  }
  if (cursor < text.length) parts.push({ type: 'text', text: text.slice(cursor) });
  return parts;
}
