import { describe, expect, it } from 'vitest';
import { retryAfterText } from './retry-after-text.ts';

describe('retryAfterText', () => {
  it('says seconds, minutes or hours, rounded up', () => {
    expect(retryAfterText(0)).toBe('1초 후에 다시 시도해주세요.');
    expect(retryAfterText(12_300)).toBe('13초 후에 다시 시도해주세요.');
    expect(retryAfterText(60_000)).toBe('1분 후에 다시 시도해주세요.');
    expect(retryAfterText(14 * 60_000 + 1)).toBe('15분 후에 다시 시도해주세요.');
    expect(retryAfterText(60 * 60_000)).toBe('1시간 후에 다시 시도해주세요.');
    expect(retryAfterText(90 * 60_000)).toBe('1시간 30분 후에 다시 시도해주세요.');
  });
});
