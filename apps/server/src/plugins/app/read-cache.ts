import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LoadingCache } from '../../lib/loading-cache.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * storm holding every PostgreSQL connection; docs/decisions/201). A TTL of 0 turns caching off.
 * Built on the server's one cache primitive (lib/loading-cache.ts).
 */
export class ReadCache {
  private readonly entries: LoadingCache<unknown>;
  /** Deep pages live apart, so a crawler walking page after page cannot push out page 1. */
  private readonly deepEntries: LoadingCache<unknown> | null;
  private readonly invalidationListeners: (() => void)[] = [];

  constructor(
    readonly ttlMs: number,
    maxEntries = 500,
    maxDeepEntries = 200,
  ) {
    this.entries = new LoadingCache({ maxEntries, ttlMs, staleWhileReloadingMs: ttlMs });
    this.deepEntries =
      maxDeepEntries > 0 ? new LoadingCache({ maxEntries: maxDeepEntries, ttlMs, staleWhileReloadingMs: ttlMs }) : null;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Changes on every invalidation; a value loaded across a change is not kept. */
  get version(): number {
    return this.entries.version;
  }

  /**
   * The cached value, or `load()`'s. Concurrent misses for one key share a single load, so an
   * expiry under load costs one query, not one per waiting request.
   */
  load<T>(key: string, load: () => Promise<T>, options: { deep?: boolean } = {}): Promise<T> {
    if (!this.enabled) return load();
    const entries = options.deep ? this.deepEntries : this.entries;
    return entries ? (entries.load(key, load) as Promise<T>) : load();
  }

  /** Other per-process caches (sessions) that must empty together with this one. */
  onInvalidate(listener: () => void): void {
    this.invalidationListeners.push(listener);
  }

  invalidate(): void {
    for (const listener of this.invalidationListeners) listener();
    this.entries.clear();
    this.deepEntries?.clear();
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
