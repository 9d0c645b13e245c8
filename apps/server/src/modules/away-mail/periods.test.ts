import { describe, expect, it } from 'vitest';
import { digestWeek, unreadMailDay } from './periods.ts';

describe('digestWeek', () => {
  it('is the Monday-to-Sunday week that ended at Monday midnight in Seoul', () => {
    // Monday 2026-11-30 09:00 in Seoul.
    const week = digestWeek(new Date('2026-11-30T00:00:00.000Z'));
    expect(week.start.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(week.key).toBe('2026-11-23');
  });

  it('keeps the same week for a late run until the next Monday in Seoul', () => {
    const monday = digestWeek(new Date('2026-11-30T00:00:00.000Z'));
    // Sunday 23:59 in Seoul, six days later: still the week before.
    expect(digestWeek(new Date('2026-12-06T14:59:00.000Z'))).toEqual(monday);
    // Monday 00:00 in Seoul: the week just ended.
    expect(digestWeek(new Date('2026-12-06T15:00:00.000Z')).key).toBe('2026-11-30');
  });

  it('reads the Seoul calendar, not UTC: Sunday evening in UTC is already Monday in Seoul', () => {
    // Sunday 2026-11-29 20:00 UTC = Monday 05:00 in Seoul.
    expect(digestWeek(new Date('2026-11-29T20:00:00.000Z')).key).toBe('2026-11-23');
    // Sunday 2026-11-29 14:00 UTC = Sunday 23:00 in Seoul: the week before that.
    expect(digestWeek(new Date('2026-11-29T14:00:00.000Z')).key).toBe('2026-11-16');
  });

  it('crosses a year', () => {
    const week = digestWeek(new Date('2027-01-04T00:00:00.000Z'));
    expect(week.key).toBe('2026-12-28');
    expect(week.end.toISOString()).toBe('2027-01-03T15:00:00.000Z');
  });
});

describe('unreadMailDay', () => {
  it('rolls over at midnight in Seoul', () => {
    expect(unreadMailDay(new Date('2026-11-29T14:59:59.000Z'))).toBe('2026-11-29');
    expect(unreadMailDay(new Date('2026-11-29T15:00:00.000Z'))).toBe('2026-11-30');
  });
});
