import type { RankingPeriod } from './rankings.ts';

/**
 * The ranking periods are Korean calendar periods: 오늘 from midnight in Seoul, 이번 주 from
 * Monday midnight, 이번 달 from the 1st, each up to the moment the ranking is "as of".
 * Korea keeps UTC+9 all year (no daylight saving since 1988), so a fixed offset is exact.
 */
export const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The wall-clock fields of `moment` in Seoul. */
function seoulFields(moment: Date) {
  const local = new Date(moment.getTime() + SEOUL_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    /** 0 = Monday … 6 = Sunday. */
    weekday: (local.getUTCDay() + 6) % 7,
  };
}

const seoulMidnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - SEOUL_OFFSET_MS);

/** When `period` began, seen from `asOf`, in Seoul time. */
export function periodStart(period: RankingPeriod, asOf: Date): Date {
  const { year, month, day, weekday } = seoulFields(asOf);
  if (period === 'month') return seoulMidnight(year, month, 1);
  const today = seoulMidnight(year, month, day);
  return period === 'week' ? new Date(today.getTime() - weekday * DAY_MS) : today;
}

export interface PeriodRange {
  start: Date;
  end: Date;
}

export const periodRange = (period: RankingPeriod, asOf: Date): PeriodRange => ({
  start: periodStart(period, asOf),
  end: asOf,
});

/** True when `moment` falls in [start, end]. */
export const inPeriod = (moment: Date | string, range: PeriodRange): boolean => {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  return time >= range.start.getTime() && time <= range.end.getTime();
};
