import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

const MINUTE = 60_000;

function cacheAt(start = 0, options: { maxEntries?: number } = {}) {
  const clock = { now: start };
  const cache = new TtlCache<string>({
    ttlMs: 5 * MINUTE,
    staleIfErrorMs: 60 * MINUTE,
    maxEntries: options.maxEntries ?? 10,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('TtlCache', () => {
  it('answers from memory until the TTL passes, then asks again', async () => {
    const { cache, clock } = cacheAt();
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.get('KR', load)).toBe('first');
    clock.now = 5 * MINUTE - 1;
    expect(await cache.get('KR', load)).toBe('first');
    clock.now = 5 * MINUTE;
    expect(await cache.get('KR', load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one upstream call between identical concurrent misses', async () => {
    const { cache } = cacheAt();
    let release: (value: string) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const both = Promise.all([cache.get('KR', load), cache.get('KR', load)]);
    release('once');
    expect(await both).toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache failures', async () => {
    const { cache } = cacheAt();
    const load = vi.fn().mockRejectedValueOnce(new Error('quota')).mockResolvedValueOnce('ok');
    await expect(cache.get('KR', load)).rejects.toThrow('quota');
    expect(await cache.get('KR', load)).toBe('ok');
  });

  it('stands in with the last good answer when a refresh fails, while it is not too old', async () => {
    const { cache, clock } = cacheAt();
    await cache.get('KR', async () => 'good');
    const failing = () => Promise.reject(new Error('quota'));
    clock.now = 30 * MINUTE;
    expect(await cache.get('KR', failing)).toBe('good');
    clock.now = 65 * MINUTE;
    await expect(cache.get('KR', failing)).rejects.toThrow('quota');
  });

  it('drops the oldest keys beyond maxEntries', async () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    const reload = vi.fn(async () => 'again');
    expect(await cache.get('a', reload)).toBe('again');
    expect(await cache.get('c', reload)).toBe('c');
  });
});
