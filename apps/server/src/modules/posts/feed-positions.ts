import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadCache } from '../../plugins/app/read-cache.ts';
import { type FeedKey, type FeedOrder, findFeedKey, hasKeysetIndex, scopeKey } from './repository.ts';

/** Marks are positions, not content: kept this long even when the page cache is off. */
const MARKS_TTL_MS = 2000;

interface Marks {
  keys: FeedKey[];
  /** The feed ends before the next mark. */
  complete: boolean;
  version: number;
  expiresAt: number;
  /** The step being read now: concurrent requests wait for it instead of repeating it. */
  extending: Promise<void> | null;
}

/**
 * Where deep feed pages start, without counting from the top on every request.
 *
 * `page=5000` is OFFSET 49,990: even from an index that is tens of thousands of entries stepped
 * over per request. Instead the key of every `stride`-th row is remembered (built on demand, one
 * short index step per mark), and a page becomes "keys ≤ mark, skip < stride rows". Marks are
 * dropped with the read cache (any write) and after its TTL, so they are as fresh as a cached
 * page (at most 2 s old when the page cache is off); a mark whose row was deleted meanwhile is
 * still a valid boundary, and a stale one shifts a deep page by the posts added or removed above
 * it. For 톱 (no index for its order) callers get no mark and count from the top.
 */
export class FeedPositions {
  private readonly marks = new Map<string, Marks>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ReadCache,
    readonly stride = 500,
  ) {}

  /** A key to start from and how many rows to skip after it to reach `offset`. */
  async locate(order: FeedOrder, offset: number): Promise<{ from: FeedKey | null; offset: number } | null> {
    if (offset < this.stride || !hasKeysetIndex(order.sort)) return { from: null, offset };
    const index = Math.floor(offset / this.stride);
    const marks = this.current(order);
    while (marks.keys.length <= index && !marks.complete) {
      marks.extending ??= this.extend(order, marks).finally(() => {
        marks.extending = null;
      });
      await marks.extending;
    }
    const mark = marks.keys[index];
    // Past the last row: an empty page.
    if (mark === undefined) return null;
    return { from: mark, offset: offset - index * this.stride };
  }

  private async extend(order: FeedOrder, marks: Marks): Promise<void> {
    const last = marks.keys.at(-1) ?? null;
    const next = await findFeedKey(this.db, order, last, last === null ? 0 : this.stride);
    if (next === null) marks.complete = true;
    else marks.keys.push(next);
  }

  private current(order: FeedOrder): Marks {
    const key = `${scopeKey(order.scope)}:${order.sort}:${order.period}`;
    const existing = this.marks.get(key);
    if (existing && existing.version === this.cache.version && existing.expiresAt > Date.now()) return existing;
    const fresh: Marks = {
      keys: [],
      complete: false,
      version: this.cache.version,
      expiresAt: Date.now() + Math.max(this.cache.ttlMs, MARKS_TTL_MS),
      extending: null,
    };
    this.marks.set(key, fresh);
    return fresh;
  }
}
