/** Counts show as K from 1,000 and M from 1,000,000, with one decimal. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(Math.trunc(value));
}

/**
 * A formatter made on first use: making one loads locale data (a few milliseconds each on a
 * slow phone), and made as this module loaded, six of them held up the start of every page
 * whether it showed a date or not.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const compactOptions = { notation: 'compact', roundingMode: 'trunc' } as const;
const compactOne = onFirstUse(() => new Intl.NumberFormat('ko-KR', { ...compactOptions, maximumFractionDigits: 1 }));
const compactWhole = onFirstUse(() => new Intl.NumberFormat('ko-KR', { ...compactOptions, maximumFractionDigits: 0 }));

/**
 * Korean compact counts where K/M is not used (feed, post, member counts; docs/product.md#counts-and-dates):
 * 1.2천, 3.4만, 12만, 1234만, 1.2억 — one decimal below ten of a unit, whole numbers above,
 * cut rather than rounded up so a count never reads higher than it is (as Korean YouTube does).
 */
export function formatCountKo(value: number): string {
  if (!Number.isFinite(value)) return '0';
  // Most counts on a page (likes, comments) are small, and below a thousand there is nothing to
  // compact: the digits themselves, without the formatter's cost (a page renders dozens).
  if (Number.isInteger(value) && value > -1000 && value < 1000) return String(value);
  const oneDecimal = compactOne().formatToParts(value);
  const integer = oneDecimal
    .filter((part) => part.type === 'integer')
    .map((part) => part.value)
    .join('');
  return integer.length >= 2 ? compactWhole().format(value) : oneDecimal.map((part) => part.value).join('');
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A calendar day in Seoul ("2024년 5월 8일"), and the time on a 24-hour clock. */
const SEOUL_DAY = { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' } as const;
const CLOCK_24H = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const dateFormatter = onFirstUse(() => new Intl.DateTimeFormat('ko-KR', SEOUL_DAY));

/** Korean relative time ("3분 전"); after a week, the Korean calendar date. */
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  return dateFormatter().format(then);
}

export const formatDate = (date: Date | string): string =>
  dateFormatter().format(typeof date === 'string' ? new Date(date) : date);

const numberFormatter = onFirstUse(() => new Intl.NumberFormat('ko-KR'));
/** Full number with Korean digit grouping: 12,345. */
export const formatNumber = (value: number): string => numberFormatter().format(value);

const dateTimeFormatter = onFirstUse(() => new Intl.DateTimeFormat('ko-KR', { ...SEOUL_DAY, ...CLOCK_24H }));
const shortDateTimeFormatter = onFirstUse(
  () => new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric', ...CLOCK_24H }),
);

/** A moment in Seoul time, 24-hour clock: "2024년 5월 8일 14:00" (the rankings' 기준). */
export const formatDateTime = (date: Date | string): string =>
  dateTimeFormatter().format(typeof date === 'string' ? new Date(date) : date);

/** The same, short, for chart axes: "5. 8. 14:00". */
export const formatShortDateTime = (date: Date | string): string =>
  shortDateTimeFormatter().format(typeof date === 'string' ? new Date(date) : date);
