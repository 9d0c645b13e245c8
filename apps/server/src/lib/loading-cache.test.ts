import { describe, expect, it, vi } from 'vitest';
import { LoadingCache } from './loading-cache.ts';

const MINUTE = 60_000;

function cacheAt(start = 0, options: { maxEntries?: number } = {}) {
  const clock = { now: start };
  const cache = new LoadingCache<string>({
    ttlMs: 5 * MINUTE,
    staleIfErrorMs: 60 * MINUTE,
    maxEntries: options.maxEntries ?? 10,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('LoadingCache', () => {
  it('answers from memory until the TTL passes, then asks again', async () => {
    const { cache, clock } = cacheAt();
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.load('KR', load)).toBe('first');
    clock.now = 5 * MINUTE - 1;
    expect(await cache.load('KR', load)).toBe('first');
    clock.now = 5 * MINUTE;
    expect(await cache.load('KR', load)).toBe('second');
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
    const both = Promise.all([cache.load('KR', load), cache.load('KR', load)]);
    release('once');
    expect(await both).toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache failures', async () => {
    const { cache } = cacheAt();
    const load = vi.fn().mockRejectedValueOnce(new Error('quota')).mockResolvedValueOnce('ok');
    await expect(cache.load('KR', load)).rejects.toThrow('quota');
    expect(await cache.load('KR', load)).toBe('ok');
  });

  it('stands in with the last good answer when a refresh fails, while it is not too old', async () => {
    const { cache, clock } = cacheAt();
    await cache.load('KR', async () => 'good');
    const failing = () => Promise.reject(new Error('quota'));
    clock.now = 30 * MINUTE;
    expect(await cache.load('KR', failing)).toBe('good');
    clock.now = 65 * MINUTE;
    await expect(cache.load('KR', failing)).rejects.toThrow('quota');
  });

  it('drops the oldest keys beyond maxEntries', async () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.load(key, async () => key);
    const reload = vi.fn(async () => 'again');
    expect(await cache.load('a', reload)).toBe('again');
    expect(await cache.load('c', reload)).toBe('c');
  });

  it('keeps a value as long as its own TTL says, and a value of TTL 0 not at all', async () => {
    const clock = { now: 0 };
    const cache = new LoadingCache<string | null>({
      maxEntries: 10,
      ttlMs: (value) => (value === null ? MINUTE : value === 'once' ? 0 : 10 * MINUTE),
      now: () => clock.now,
    });
    await cache.load('found', async () => 'yes');
    await cache.load('missing', async () => null);
    await cache.load('uncached', async () => 'once');
    clock.now = 2 * MINUTE;
    expect(cache.get('found')).toBe('yes');
    expect(cache.get('missing')).toBeUndefined();
    expect(cache.get('uncached')).toBeUndefined();
  });

  it('forgets everything on clear(), and keeps nothing a load read before it', async () => {
    const { cache } = cacheAt();
    await cache.load('a', async () => 'old');
    let release: (value: string) => void = () => {};
    const slow = cache.load(
      'b',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const version = cache.version;
    cache.clear();
    expect(cache.version).not.toBe(version);
    expect(cache.get('a')).toBeUndefined();
    // A request after the clear does not join the load that began before it.
    const fresh = cache.load('b', async () => 'after');
    release('before');
    expect(await slow).toBe('before');
    expect(await fresh).toBe('after');
    expect(cache.get('b')).toBe('after');
  });
});
