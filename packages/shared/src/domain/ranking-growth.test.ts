import { describe, expect, it } from 'vitest';
import { ageInDays, growthBaseline, growthRateText, weeklyGain } from './ranking-growth.ts';

const point = (at: string, value: number) => ({ at, value });
const none = { weekAgo: null, firstInWeek: null, createdAt: null };

describe('weekly growth from snapshots', () => {
  it('measures from a reading a week ago and states it per week', () => {
    const latest = point('2024-05-15T00:00:00Z', 12_000);
    expect(weeklyGain({ ...none, latest, weekAgo: point('2024-05-08T00:00:00Z', 10_000) })).toBe(2000);
    // Ten days apart: 3,000 gained is 2,100 a week.
    expect(weeklyGain({ ...none, latest, weekAgo: point('2024-05-05T00:00:00Z', 9000) })).toBe(2100);
    // Losing subscribers is a negative gain, not zero.
    expect(weeklyGain({ ...none, latest, weekAgo: point('2024-05-08T00:00:00Z', 12_700) })).toBe(-700);
  });

  it('uses a shorter history when it spans at least a day, stretched to a week', () => {
    const latest = point('2024-05-15T00:00:00Z', 5300);
    expect(weeklyGain({ ...none, latest, firstInWeek: point('2024-05-13T00:00:00Z', 5000) })).toBe(1050);
    // 150 gained in two days is 525 a week at that pace, but never more than the count itself.
    expect(
      weeklyGain({
        ...none,
        latest: point('2024-05-15T00:00:00Z', 150),
        firstInWeek: point('2024-05-13T00:00:00Z', 0),
      }),
    ).toBe(150);
    // Six hours of history on an old channel is not a trend yet.
    const young = { ...none, latest, firstInWeek: point('2024-05-14T18:00:00Z', 5100) };
    expect(weeklyGain(young)).toBeNull();
    expect(weeklyGain({ ...none, latest, createdAt: '2019-01-01T00:00:00Z' })).toBeNull();
  });

  it('counts a new channel from zero at its creation', () => {
    const latest = point('2024-05-15T00:00:00Z', 3500);
    // Opened 3.5 days ago: all 3,500 subscribers came this week, and that is the week's gain
    // (7,000 at that pace, but a week's gain larger than the count reads as nonsense).
    const opened = '2024-05-11T12:00:00Z';
    expect(growthBaseline({ ...none, latest, createdAt: opened })).toEqual({ at: opened, value: 0 });
    expect(weeklyGain({ ...none, latest, createdAt: opened, firstInWeek: point('2024-05-13T00:00:00Z', 2000) })).toBe(
      3500,
    );
    // The new-channel ranking's case: five days old, 170,000 subscribers, never "+23만/주".
    const fiveDays = { ...none, latest: point('2024-05-15T00:00:00Z', 170_000), createdAt: '2024-05-10T00:00:00Z' };
    expect(weeklyGain(fiveDays)).toBe(170_000);
    expect(growthRateText(weeklyGain(fiveDays))).toBe('+17만/주');
    // Opened 20 days ago with only hours of history: its average since opening.
    expect(weeklyGain({ ...none, latest, createdAt: '2024-04-25T00:00:00Z' })).toBe(1225);
    // Opened an hour ago: what it gained, no more.
    expect(weeklyGain({ ...none, latest: point('2024-05-15T01:00:00Z', 100), createdAt: '2024-05-15T00:00:00Z' })).toBe(
      100,
    );
  });

  it('has nothing to say without a latest reading', () => {
    expect(weeklyGain({ ...none, latest: null, createdAt: '2024-05-01T00:00:00Z' })).toBeNull();
  });
});

describe('growth text', () => {
  it('reads in Korean units with a sign', () => {
    expect(growthRateText(24_300)).toBe('+2.4만/주');
    expect(growthRateText(-1500)).toBe('-1.5천/주');
    expect(growthRateText(0)).toBe('+0/주');
    expect(growthRateText(null)).toBeNull();
    // Subscriber gains are differences of rounded counts: shown as approximate.
    expect(growthRateText(10_000, 'approximate')).toBe('≈+1만/주');
    expect(growthRateText(-1500, 'approximate')).toBe('≈-1.5천/주');
  });

  it('counts whole days since creation', () => {
    expect(ageInDays('2024-05-01T00:00:00Z', new Date('2024-05-15T23:00:00Z'))).toBe(14);
    expect(ageInDays(null, new Date())).toBeNull();
  });
});
