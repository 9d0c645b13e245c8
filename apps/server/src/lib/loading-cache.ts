import { LRUCache } from 'lru-cache';

interface Entry<T> {
  value: T;
  /** When the load that produced it began: a value is never younger than the data it read. */
  loadedAt: number;
  ttlMs: number;
}

export interface LoadingCacheOptions<T> {
  /** The least recently used keys are dropped beyond this many (keys may come from user input). */
  maxEntries: number;
  /** How long a loaded value is served without loading again; per value when a function. 0: not kept. */
  ttlMs: number | ((value: T) => number);
  /** After its TTL, how long a value may still stand in for a failed load (0: never). */
  staleIfErrorMs?: number;
  /**
   * After its TTL, how long a value is still answered at once while one reload runs in the
   * background (0: a request past the TTL waits for the load). The reload's failure is dropped.
   */
  staleWhileReloadingMs?: number;
  now?: () => number;
}

/**
 * The server's one in-process cache: an LRU of loaded values with a TTL, where identical
 * concurrent misses share one load, failures are never kept, and `clear()` also forgets the
 * loads in progress so nothing read before it is kept after it. Optionally a value past its TTL
 * is answered while one reload runs (the read cache), or stands in for a failed refresh while
 * it is not too old (an upstream's quota runs out
 * mid-afternoon in Korea; the last good answer beats an error). Ages are ours, not lru-cache's
 * TTL: an entry past its TTL must stay to stand in for a failed refresh, and tests drive the
 * clock. Used for the guests' read cache and the session lookups (plugins/app/read-cache.ts),
 * trending answers and oEmbed lookups.
 */
export class LoadingCache<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private readonly loading = new Map<string, Promise<T>>();
  private readonly now: () => number;
  private generation = 0;

  constructor(private readonly options: LoadingCacheOptions<T>) {
    this.now = options.now ?? (() => Date.now());
    this.entries = new LRUCache({ max: options.maxEntries });
  }

  /** Changes on every clear(); a value loaded across a change is not kept. */
  get version(): number {
    return this.generation;
  }

  /** The value while it is fresh, else undefined. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.loadedAt < entry.ttlMs ? entry.value : undefined;
  }

  /** The fresh value, or `load()`'s; concurrent misses for one key share a single load. */
  load(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.loadedAt;
      if (age < entry.ttlMs) return Promise.resolve(entry.value);
      if (age < entry.ttlMs + (this.options.staleWhileReloadingMs ?? 0)) {
        this.reload(key, load, entry).catch(() => {});
        return Promise.resolve(entry.value);
      }
    }
    return this.reload(key, load, entry);
  }

  /** One load per key at a time; its value is kept if nothing was cleared meanwhile. */
  private reload(key: string, load: () => Promise<T>, entry: Entry<T> | undefined): Promise<T> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const version = this.generation;
    const loadedAt = this.now();
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        const ttlMs = typeof this.options.ttlMs === 'function' ? this.options.ttlMs(value) : this.options.ttlMs;
        if (ttlMs > 0 && version === this.generation) this.entries.set(key, { value, loadedAt, ttlMs });
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        const staleMs = this.options.staleIfErrorMs ?? 0;
        if (entry && staleMs > 0 && this.now() - entry.loadedAt < entry.ttlMs + staleMs) return entry.value;
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** Forgets every value and every load in progress (requests after a write must not join one). */
  clear(): void {
    this.generation += 1;
    // Emptying an LRU walks its whole capacity even when it holds nothing, and under a stream of
    // writes it mostly holds nothing: skip that (it was 3 % of a like's time).
    if (this.entries.size > 0) this.entries.clear();
    this.loading.clear();
  }
}
