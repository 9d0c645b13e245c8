/**
 * Fixed-window counter kept in memory. Good for one process; behind a load balancer each
 * process counts on its own, which still bounds guessing to (processes × max) per window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false once the key has used up its window. */
  take(key: string): boolean {
    const time = this.now();
    const window = this.windows.get(key);
    if (!window || time - window.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: time, count: 1 });
      this.prune(time);
      return true;
    }
    window.count += 1;
    return window.count <= this.max;
  }

  private prune(time: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) {
      if (time - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
