import { formatCountKo } from './format.ts';

/**
 * Growth from collected snapshots (docs/decisions/090-rankings-from-snapshots.md). A count is
 * known only at the moments the collector read it, so a weekly gain is measured between the
 * latest reading and the best earlier one, and expressed per week.
 */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** A channel opened within this many days is "new" (the new-channel ranking). */
export const NEW_CHANNEL_MAX_DAYS = 30;

export interface CountPoint {
  at: string;
  value: number;
}

export interface GrowthInput {
  /** The latest reading. */
  latest: CountPoint | null;
  /** The latest reading at or before a week before `latest`. */
  weekAgo: CountPoint | null;
  /** The earliest reading after a week before `latest`. */
  firstInWeek: CountPoint | null;
  /** When the channel was created: it started from zero then. */
  createdAt: string | null;
}

const time = (iso: string) => Date.parse(iso);

/**
 * The reading a weekly gain is measured from, best first:
 * 1. a reading from a week ago or more;
 * 2. the channel's creation (counted from zero) when it opened within the week;
 * 3. the first reading of the week, when it is at least a day old;
 * 4. the creation of a channel younger than NEW_CHANNEL_MAX_DAYS, when history is shorter than a day.
 * Otherwise there is not enough history yet.
 */
export function growthBaseline({ latest, weekAgo, firstInWeek, createdAt }: GrowthInput): CountPoint | null {
  if (!latest) return null;
  if (weekAgo) return weekAgo;
  const end = time(latest.at);
  const created = createdAt ? time(createdAt) : Number.NaN;
  const creation = Number.isFinite(created) && created < end ? { at: createdAt as string, value: 0 } : null;
  if (creation && end - created <= WEEK_MS) return creation;
  if (firstInWeek && end - time(firstInWeek.at) >= DAY_MS) return firstInWeek;
  if (creation && end - created <= NEW_CHANNEL_MAX_DAYS * DAY_MS) return creation;
  return null;
}

/**
 * Gain per week (rounded), or null when it cannot be measured yet. A span shorter than a day is
 * not stretched to a week by more than seven times, so a few lucky hours cannot read as a trend.
 * Nor does a week's gain ever exceed the count itself: a channel five days old with 170,000
 * subscribers gained those 170,000 this week, not the 238,000 its pace would make of a full week
 * ("구독자 17만 (+23만/주)" read as nonsense).
 */
export function weeklyGain(input: GrowthInput): number | null {
  const base = growthBaseline(input);
  if (!base || !input.latest) return null;
  const span = time(input.latest.at) - time(base.at);
  if (!(span > 0)) return null;
  const gain = Math.round(((input.latest.value - base.value) * WEEK_MS) / Math.max(span, DAY_MS));
  return Math.min(gain, Math.max(0, input.latest.value));
}

/**
 * "+1.2만/주" (the growthRate text, with Korean counts); null reads as no data yet. Subscriber
 * gains are `approximate` ("≈+1.2만/주"): YouTube rounds subscriber counts to three significant
 * digits, so a difference of two such counts moves in steps (of 10,000 on a channel of millions).
 * View counts are exact.
 */
export function growthRateText(gain: number | null, precision: 'exact' | 'approximate' = 'exact'): string | null {
  if (gain === null) return null;
  const sign = gain < 0 ? '-' : '+';
  return `${precision === 'approximate' ? '≈' : ''}${sign}${formatCountKo(Math.abs(gain))}/주`;
}

/** Whole days from creation to `asOf`, or null when the creation date is unknown. */
export function ageInDays(createdAt: string | null, asOf: Date): number | null {
  if (!createdAt) return null;
  const elapsed = asOf.getTime() - time(createdAt);
  return Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / DAY_MS)) : null;
}
