import { periodStart } from '@tubesphere/shared/domain/ranking-periods';
import { seoulDay } from '@tubesphere/shared/domain/rewards';

const WEEK_MS = 7 * 86_400_000;

export interface DigestWeek {
  /** Monday 00:00 in Seoul of the week the digest covers. */
  start: Date;
  /** The next Monday 00:00 in Seoul, excluded: the moment the week ended. */
  end: Date;
  /** The week's Monday as a Seoul date (YYYY-MM-DD): the digest's once-per-member key. */
  key: string;
}

/**
 * The last whole week before `now`, Monday to Sunday in Seoul. Run on Monday at 09:00 it is the
 * week that ended nine hours earlier; run late (a process was down) on any day up to Sunday it is
 * still that week, so a late run sends the digest that was missed and never a later one early.
 */
export function digestWeek(now: Date): DigestWeek {
  const end = periodStart('week', now);
  const start = new Date(end.getTime() - WEEK_MS);
  return { start, end, key: seoulDay(start) };
}

/** The Seoul day of `now`: at most one unread-notifications mail per member per key. */
export const unreadMailDay = (now: Date): string => seoulDay(now);
