import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addViewCounts, type PostRead } from './repository.ts';

/**
 * Post views, added up in memory and written once a second in one transaction, so reading a post
 * is not a write (measured: a write transaction per page view halved post-detail throughput on
 * SQLite). Each process flushes its own increments (`view_count + n`), so several processes add
 * up correctly; a crash loses at most the last second of views. Answers include the unwritten
 * views of this process, so a reader sees the count go up at once. A signed-in reader's first
 * read of each post is written in the same batch (읽은 글, which the 등급 job counts).
 */
export class ViewCounter {
  private unwritten = new Map<number, number>();
  private writing = new Map<number, number>();
  /** `${userId}:${postId}` of reads not yet written, with when they happened. */
  private unwrittenReads = new Map<string, PostRead>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    onError: (error: unknown) => void,
    intervalMs = 1000,
  ) {
    this.timer = setInterval(() => this.flush().catch(onError), intervalMs);
    this.timer.unref();
  }

  add(postId: number, readerId: number | null = null): void {
    this.unwritten.set(postId, (this.unwritten.get(postId) ?? 0) + 1);
    const key = `${readerId}:${postId}`;
    if (readerId !== null && !this.unwrittenReads.has(key)) {
      this.unwrittenReads.set(key, { userId: readerId, postId, readAt: new Date().toISOString() });
    }
  }

  /** Views of this post counted here but not yet in the database. */
  pending(postId: number): number {
    return (this.unwritten.get(postId) ?? 0) + (this.writing.get(postId) ?? 0);
  }

  async flush(): Promise<void> {
    if (this.unwritten.size === 0 || this.writing.size > 0) return;
    this.writing = this.unwritten;
    this.unwritten = new Map();
    const reads = [...this.unwrittenReads.values()];
    this.unwrittenReads = new Map();
    try {
      await addViewCounts(this.db, this.writing, reads);
    } catch (error) {
      // Keep the views for the next attempt rather than losing them.
      for (const [postId, views] of this.writing) this.unwritten.set(postId, (this.unwritten.get(postId) ?? 0) + views);
      for (const read of reads) this.unwrittenReads.set(`${read.userId}:${read.postId}`, read);
      throw error;
    } finally {
      this.writing = new Map();
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
