/** The queue is full: the caller should shed the work (answer 503) rather than wait. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at once, lets at most `maxWaiting` more wait their turn, and
 * refuses the rest at once. For expensive work that would otherwise pile up without bound (a
 * flood of password hashes), so the excess is turned away in a millisecond instead of making
 * everyone wait.
 */
export class BoundedQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    /** A task not started within this long is refused after all (QueueFullError). */
    readonly maxWaitMs = Number.POSITIVE_INFINITY,
  ) {}

  /** Tasks running now and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      // The finishing task hands its slot over: `active` stays as it is.
      await new Promise<void>((resolve, reject) => {
        const start = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = Number.isFinite(this.maxWaitMs)
          ? setTimeout(() => {
              const at = this.waiting.indexOf(start);
              if (at >= 0) this.waiting.splice(at, 1);
              reject(new QueueFullError());
            }, this.maxWaitMs)
          : undefined;
        this.waiting.push(start);
      });
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
