import { describe, expect, it } from 'vitest';
import { inPeriod, periodRange, periodStart } from './ranking-periods.ts';

// 2024-05-08 is a Wednesday. Times are written in UTC; Seoul is nine hours ahead.
const at = (iso: string) => new Date(iso);

describe('ranking periods in Seoul time', () => {
  it('starts today at midnight in Seoul, not in UTC', () => {
    // 14:00 Seoul on the 8th.
    expect(periodStart('today', at('2024-05-08T05:00:00Z')).toISOString()).toBe('2024-05-07T15:00:00.000Z');
    // 08:30 Seoul on the 9th is already the next Seoul day while UTC still says the 8th.
    expect(periodStart('today', at('2024-05-08T23:30:00Z')).toISOString()).toBe('2024-05-08T15:00:00.000Z');
    // One minute before Seoul midnight belongs to the day before.
    expect(periodStart('today', at('2024-05-08T14:59:00Z')).toISOString()).toBe('2024-05-07T15:00:00.000Z');
  });

  it('starts the week on Monday and the month on the 1st', () => {
    expect(periodStart('week', at('2024-05-08T05:00:00Z')).toISOString()).toBe('2024-05-05T15:00:00.000Z');
    // Monday morning in Seoul (Sunday evening in UTC): the week has just begun.
    expect(periodStart('week', at('2024-05-12T16:00:00Z')).toISOString()).toBe('2024-05-12T15:00:00.000Z');
    // Sunday night in Seoul is still the same week.
    expect(periodStart('week', at('2024-05-12T14:59:59Z')).toISOString()).toBe('2024-05-05T15:00:00.000Z');
    expect(periodStart('month', at('2024-05-08T05:00:00Z')).toISOString()).toBe('2024-04-30T15:00:00.000Z');
    // 1 March, 00:30 Seoul in a leap year: February is over.
    expect(periodStart('month', at('2024-02-29T15:30:00Z')).toISOString()).toBe('2024-02-29T15:00:00.000Z');
    // New Year in Seoul while UTC is still in December.
    expect(periodStart('month', at('2023-12-31T16:00:00Z')).toISOString()).toBe('2023-12-31T15:00:00.000Z');
  });

  it('includes both ends of the range and nothing outside', () => {
    const range = periodRange('today', at('2024-05-08T05:00:00Z'));
    expect(inPeriod('2024-05-07T15:00:00Z', range)).toBe(true);
    expect(inPeriod('2024-05-07T14:59:59Z', range)).toBe(false);
    expect(inPeriod('2024-05-08T05:00:00Z', range)).toBe(true);
    expect(inPeriod('2024-05-08T05:00:01Z', range)).toBe(false);
  });
});
