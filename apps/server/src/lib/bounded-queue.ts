/** The queue is full: the caller should shed the work (answer 503) rather than wait. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

interface Waiter {
  start: () => void;
  refuse: () => void;
}

/**
 * Runs at most `concurrency` tasks at once, lets at most `maxWaiting` more wait their turn, and
 * refuses the rest at once. For expensive work that would otherwise pile up without bound (a
 * flood of password hashes), so the excess is turned away in a millisecond instead of making
 * everyone wait.
 *
 * An urgent task goes ahead of every ordinary one still waiting, and when the queue is full it
 * takes the place of the ordinary task that came last (that one is refused): a flood of ordinary
 * work cannot keep urgent work out.
 */
export class BoundedQueue {
  private active = 0;
  private readonly urgent: Waiter[] = [];
  private readonly ordinary: Waiter[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    /** A task not started within this long is refused after all (QueueFullError). */
    readonly maxWaitMs = Number.POSITIVE_INFINITY,
  ) {}

  /** Tasks running now and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.urgent.length + this.ordinary.length };
  }

  async run<T>(task: () => Promise<T>, { urgent = false } = {}): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      if (this.load.waiting >= this.maxWaiting) {
        const displaced = urgent ? this.ordinary.pop() : undefined;
        if (!displaced) throw new QueueFullError();
        displaced.refuse();
      }
      // The finishing task hands its slot over: `active` stays as it is.
      await this.waitTurn(urgent ? this.urgent : this.ordinary);
    }
    try {
      return await task();
    } finally {
      const next = this.urgent.shift() ?? this.ordinary.shift();
      if (next) next.start();
      else this.active -= 1;
    }
  }

  private waitTurn(line: Waiter[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: () => {
          clearTimeout(timer);
          reject(new QueueFullError());
        },
      };
      const timer = Number.isFinite(this.maxWaitMs)
        ? setTimeout(() => {
            const at = line.indexOf(waiter);
            if (at >= 0) line.splice(at, 1);
            waiter.refuse();
          }, this.maxWaitMs)
        : undefined;
      line.push(waiter);
    });
  }
}
