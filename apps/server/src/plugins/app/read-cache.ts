import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * An in-process cache of answers that are the same for every guest: feed pages, search pages and
 * the deep-page positions of the feed (docs/decisions/044-read-cache.md, 043 for the positions).
 *
 * Every successful write request to the API empties it, in this process, before the writer gets
 * its answer — so whoever likes, comments, posts or confirms sees the change at once. Other
 * processes behind the same load balancer cannot see that write: their entries expire after
 * `ttlMs`. An expired entry is still answered for another `ttlMs` while one reload runs (and a
 * write still empties it at once), so a page is at most about twice `ttlMs` old anywhere, and the
 * requests that arrive at expiry never queue for the database behind slower work (a search
 * storm holding every PostgreSQL connection). A TTL of 0 turns caching off.
 */
export class ReadCache {
  private generation = 0;
  /** Least recently used out first (lru-cache); entries expire by the clock of their load. */
  private readonly entries: LRUCache<string, Entry>;
  /** Deep pages live apart, so a crawler walking page after page cannot push out page 1. */
  private readonly deepEntries: LRUCache<string, Entry> | null;
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly invalidationListeners: (() => void)[] = [];

  constructor(
    readonly ttlMs: number,
    maxEntries = 500,
    maxDeepEntries = 200,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
    this.deepEntries = maxDeepEntries > 0 ? new LRUCache({ max: maxDeepEntries }) : null;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Changes on every invalidation; a value loaded across a change is not kept. */
  get version(): number {
    return this.generation;
  }

  get<T>(key: string, deep = false): T | undefined {
    const entries = deep ? this.deepEntries : this.entries;
    const entry = entries?.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries?.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Keeps `value` only if nothing was written since `version` was read (before the load began). */
  set(key: string, value: unknown, version: number, startedAt = Date.now(), deep = false): void {
    if (!this.enabled || version !== this.generation) return;
    const entries = deep ? this.deepEntries : this.entries;
    entries?.set(key, { value, expiresAt: startedAt + this.ttlMs });
  }

  /**
   * The cached value, or `load()`'s. Concurrent misses for one key share a single load, so an
   * expiry under load costs one query, not one per waiting request.
   */
  async load<T>(key: string, load: () => Promise<T>, options: { deep?: boolean } = {}): Promise<T> {
    if (!this.enabled) return load();
    const deep = options.deep ?? false;
    const entry = (deep ? this.deepEntries : this.entries)?.get(key);
    if (entry) {
      const now = Date.now();
      if (entry.expiresAt > now) return entry.value as T;
      if (entry.expiresAt + this.ttlMs > now) {
        // Its reload fails alone: the next request after the grace period tries again and hears of it.
        this.reload(key, load, deep).catch(() => {});
        return entry.value as T;
      }
    }
    return this.reload(key, load, deep);
  }

  /** One load per key at a time; its value is kept if nothing was written meanwhile. */
  private reload<T>(key: string, load: () => Promise<T>, deep: boolean): Promise<T> {
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const version = this.generation;
    const startedAt = Date.now();
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        this.set(key, value, version, startedAt, deep);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** Other per-process caches (sessions) that must empty together with this one. */
  onInvalidate(listener: () => void): void {
    this.invalidationListeners.push(listener);
  }

  invalidate(): void {
    for (const listener of this.invalidationListeners) listener();
    this.generation += 1;
    // Emptying an LRU walks its whole capacity even when it holds nothing, and under a stream of
    // writes it mostly holds nothing: skip that (it was 3 % of a like's time).
    if (this.entries.size > 0) this.entries.clear();
    if (this.deepEntries && this.deepEntries.size > 0) this.deepEntries.clear();
    // Requests arriving after a write must not join a load that may have read the old data.
    this.loading.clear();
  }
}

/**
 * Decorates `app.readCache` and empties it after every successful API write (any method but
 * GET/HEAD/OPTIONS answered below 400). Coarse on purpose: a new write path cannot forget it.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('readCache', new ReadCache(app.config.feedCacheTtlMs));
    app.addHook('onSend', async (request, reply) => {
      if (!READS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/')) {
        app.readCache.invalidate();
      }
    });
  },
  { name: 'read-cache' },
);
