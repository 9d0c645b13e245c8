import { describe, expect, it } from 'vitest';
import { DELETION_RETRY_CAP_MS, deletionRetryDelayMs } from './deletion-backoff.ts';

describe('deletionRetryDelayMs', () => {
  it('waits a minute after the first failure and doubles after each one after', () => {
    expect([1, 2, 3, 4].map(deletionRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits longer than six hours, however many attempts failed', () => {
    expect(deletionRetryDelayMs(9)).toBe(256 * 60_000);
    expect(deletionRetryDelayMs(10)).toBe(DELETION_RETRY_CAP_MS);
    expect(deletionRetryDelayMs(10_000)).toBe(DELETION_RETRY_CAP_MS);
    expect(DELETION_RETRY_CAP_MS).toBe(6 * 3_600_000);
  });
});
