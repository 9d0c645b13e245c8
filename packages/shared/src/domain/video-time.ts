/**
 * Times within a video (docs/product.md#video-times): the start and end a YouTube link carries,
 * the m:ss a member types for 구간 공유, and how a second is written back (3:25, 3분 25초).
 */

/** Longer than any video YouTube plays; a time past this is a typo, not a moment. */
export const VIDEO_SECONDS_MAX = 24 * 60 * 60;

export const VIDEO_TIME_MESSAGES = {
  invalidTime: '시간은 3:25처럼 분:초 형식으로 입력해주세요.',
  endBeforeStart: '끝 시간은 시작 시간보다 뒤여야 합니다.',
} as const;

export interface VideoTimes {
  start: number | null;
  end: number | null;
}

const inRange = (seconds: number) => Number.isSafeInteger(seconds) && seconds >= 0 && seconds <= VIDEO_SECONDS_MAX;

/**
 * YouTube's `t=`/`start=`/`end=` values: plain seconds (`205`, `205s`) or units (`3m25s`,
 * `1h2m3s`, `1h`). Anything else is no time at all rather than a guess.
 */
export function parseTimeParam(value: string | null | undefined): number | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (/^\d{1,6}s?$/.test(text)) {
    const seconds = Number.parseInt(text, 10);
    return inRange(seconds) ? seconds : null;
  }
  const units = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(text);
  if (!units || text === '') return null;
  const [, hours = '0', minutes = '0', secs = '0'] = units;
  const seconds = Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
  return inRange(seconds) ? seconds : null;
}

/**
 * The start and end a YouTube link asks for: `t=` or `start=` in the query, `#t=` in the
 * fragment (what "copy video URL at current time" and older share links write), and `end=`.
 * An end at or before the start is dropped, as YouTube itself ignores it.
 */
export function videoTimesOfUrl(url: URL): VideoTimes {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const start = parseTimeParam(url.searchParams.get('t') ?? url.searchParams.get('start') ?? hash.get('t'));
  const end = parseTimeParam(url.searchParams.get('end') ?? hash.get('end'));
  const startOrNull = start === 0 ? null : start;
  return { start: startOrNull, end: end !== null && end > (startOrNull ?? 0) ? end : null };
}

/** 205 → "3:25", 3723 → "1:02:03". */
export function formatVideoTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 205 → "3분 25초", 3720 → "1시간 2분", 0 → "0초": how a screen reader says a time. */
export function formatVideoTimeKo(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts = [h && `${h}시간`, m && `${m}분`, s && `${s}초`].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0초';
}

/**
 * What a member types for 구간 공유: "3:25", "1:02:03", or plain seconds ("205"). Blank is
 * "no time" (null); anything else unreadable is undefined so the form can say so.
 */
export function parseClockInput(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^\d{1,5}$/.test(trimmed)) {
    const seconds = Number(trimmed);
    return inRange(seconds) ? seconds : undefined;
  }
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(trimmed);
  if (!match) return undefined;
  const [, hours, minutes = '0', secs = '0'] = match;
  if (hours !== undefined && Number(minutes) > 59) return undefined;
  const seconds = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs);
  return inRange(seconds) ? seconds : undefined;
}

/** 구간 공유 as typed: the seconds, or the message that says what is wrong. */
export function parseClipInputs(
  startText: string,
  endText: string,
): { ok: true; start: number | null; end: number | null } | { ok: false; error: string } {
  const start = parseClockInput(startText);
  const end = parseClockInput(endText);
  if (start === undefined || end === undefined) return { ok: false, error: VIDEO_TIME_MESSAGES.invalidTime };
  if (end !== null && end <= (start ?? 0)) return { ok: false, error: VIDEO_TIME_MESSAGES.endBeforeStart };
  return { ok: true, start: start || null, end };
}
