import { describe, expect, it } from 'vitest';
import { formatCount, formatCountKo, formatDateTime, formatNumber, formatShortDateTime, timeAgo } from './format.ts';

describe('formatCount (K at 1,000, M at 1,000,000, one decimal)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1234, '1.2K'],
    [999_949, '999.9K'],
    [1_000_000, '1.0M'],
    [3_456_789, '3.5M'],
  ])('%d → %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
  it('survives garbage', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatCountKo (Korean compact units where the spec does not fix K/M)', () => {
  it('writes counts below a thousand as the formatter would, without it', () => {
    const compact = new Intl.NumberFormat('ko-KR', {
      notation: 'compact',
      maximumFractionDigits: 1,
      roundingMode: 'trunc',
    });
    for (let value = -999; value < 1000; value += 1) expect(formatCountKo(value)).toBe(compact.format(value));
    expect(formatCountKo(1000)).toBe('1천');
  });

  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1천'],
    [1234, '1.2천'],
    [9999, '9.9천'],
    [12_345, '1.2만'],
    [34_567, '3.4만'],
    [123_456, '12만'],
    [1_234_567, '123만'],
    [12_345_678, '1234만'],
    [123_456_789, '1.2억'],
    [-1500, '-1.5천'],
  ])('%d → %s', (value, text) => {
    expect(formatCountKo(value)).toBe(text);
  });
  it('reads ranking-size counts the way Korean sites print them', () => {
    // The sample channel that read "5812.0M" under the K/M rule.
    expect(formatCountKo(5_812_000_000)).toBe('58억');
    expect(formatCountKo(340_000_000)).toBe('3.4억');
    expect(formatCountKo(12_000)).toBe('1.2만');
    expect(formatCountKo(1_234_567_890_123)).toBe('1.2조');
  });
  it('never rounds a count up past what it is', () => {
    expect(formatCountKo(99_999)).toBe('9.9만');
    expect(formatCountKo(1999)).toBe('1.9천');
  });
  it('survives garbage', () => {
    expect(formatCountKo(Number.NaN)).toBe('0');
    expect(formatCountKo(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('timeAgo in Korean', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:59:30Z', '방금 전'],
    ['2026-11-21T11:55:00Z', '5분 전'],
    ['2026-11-21T09:00:00Z', '3시간 전'],
    ['2026-11-19T12:00:00Z', '2일 전'],
  ])('%s → %s', (iso, text) => {
    expect(timeAgo(iso, now)).toBe(text);
  });
  it('shows a Korean date after a week', () => {
    expect(timeAgo('2026-10-01T03:00:00Z', now)).toBe('2026년 10월 1일');
  });
});

describe('formatNumber', () => {
  it('groups digits the Korean way', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('formatDateTime (Seoul time, 24-hour clock)', () => {
  it('reads the moment in Seoul whatever the machine zone', () => {
    expect(formatDateTime('2024-05-08T05:00:00Z')).toBe('2024년 5월 8일 14:00');
    // 23:30 UTC on the 8th is already the 9th in Seoul.
    expect(formatDateTime(new Date('2024-05-08T23:30:00Z'))).toBe('2024년 5월 9일 08:30');
    expect(formatShortDateTime('2024-05-08T05:07:00Z')).toBe('5. 8. 14:07');
  });
});
