import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache.ts';

/** A load the test finishes by hand, counting how often it was started. */
function manualLoad() {
  const calls: ((value: string) => void)[] = [];
  const load = () =>
    new Promise<string>((resolve) => {
      calls.push(resolve);
    });
  return { load, calls };
}

describe('ReadCache expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers an expired page at once while one reload runs, then the reloaded page', async () => {
    const cache = new ReadCache(2000);
    const first = manualLoad();
    const loading = cache.load('feed', first.load);
    first.calls[0]?.('old');
    expect(await loading).toBe('old');

    vi.advanceTimersByTime(2500);
    const second = manualLoad();
    // Neither request waits for the reload, and the two share one.
    expect(await cache.load('feed', second.load)).toBe('old');
    expect(await cache.load('feed', second.load)).toBe('old');
    expect(second.calls).toHaveLength(1);

    second.calls[0]?.('new');
    await Promise.resolve();
    expect(await cache.load('feed', second.load)).toBe('new');
    expect(second.calls).toHaveLength(1);
  });

  it('waits for a fresh load once the page is older than twice the TTL, or after a write', async () => {
    const cache = new ReadCache(2000);
    const first = manualLoad();
    const loading = cache.load('feed', first.load);
    first.calls[0]?.('old');
    await loading;

    vi.advanceTimersByTime(4500);
    const late = manualLoad();
    const waited = cache.load('feed', late.load);
    late.calls[0]?.('fresh');
    expect(await waited).toBe('fresh');

    cache.invalidate();
    const afterWrite = manualLoad();
    const reread = cache.load('feed', afterWrite.load);
    afterWrite.calls[0]?.('written');
    expect(await reread).toBe('written');
  });
});
