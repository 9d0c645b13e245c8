interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface CacheOptions {
  /** How long an answer is served without asking upstream again. */
  ttlMs: number;
  /** After the TTL, how long an old answer may still stand in for a failed refresh. */
  staleIfErrorMs: number;
  /** Oldest entries are dropped beyond this many keys (keywords are user input). */
  maxEntries: number;
  now?: () => number;
}

/**
 * An in-process cache of upstream answers, per key. Identical concurrent misses share one
 * upstream call; a failed refresh falls back to the last good answer while it is not too old
 * (quota runs out mid-afternoon in Korea; yesterday's list beats an error). Failures are not cached.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
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
      this.entries.delete(key);
      this.entries.set(key, { value, storedAt: this.now() });
      this.evict();
      return value;
    } catch (error) {
      const usable = previous && this.now() - previous.storedAt < this.options.ttlMs + this.options.staleIfErrorMs;
      if (usable) return previous.value;
      throw error;
    }
  }

  private evict(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}
