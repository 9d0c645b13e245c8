import { LRUCache } from 'lru-cache';

interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface CacheOptions {
  /** How long an answer is served without asking upstream again. */
  ttlMs: number;
  /** After the TTL, how long an old answer may still stand in for a failed refresh. */
  staleIfErrorMs: number;
  /** The least recently used keys are dropped beyond this many (keywords are user input). */
  maxEntries: number;
  now?: () => number;
}

/**
 * An in-process cache of upstream answers, per key, kept in an LRU (lru-cache). Identical
 * concurrent misses share one upstream call; a failed refresh falls back to the last good answer
 * while it is not too old (quota runs out mid-afternoon in Korea; yesterday's list beats an
 * error). Failures are not cached. Ages are ours, not lru-cache's TTL: an entry past its TTL must
 * stay to stand in for a failed refresh, and tests drive the clock.
 */
export class TtlCache<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache({ max: options.maxEntries });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.options.ttlMs) return entry.value;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = this.refresh(key, load, entry);
    this.inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async refresh(key: string, load: () => Promise<T>, previous: Entry<T> | undefined): Promise<T> {
    try {
      const value = await load();
      this.entries.set(key, { value, storedAt: this.now() });
      return value;
    } catch (error) {
      const usable = previous && this.now() - previous.storedAt < this.options.ttlMs + this.options.staleIfErrorMs;
      if (usable) return previous.value;
      throw error;
    }
  }
}
