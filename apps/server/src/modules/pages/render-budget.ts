/**
 * How much of each second the server spends rendering members' pages. A member's page is ~8 ms
 * of React on the one core the server runs on, and requests are handled one after another: with
 * more members asking at once than that core can render, each waited behind all the others
 * (seconds, at 50 at once). Past the budget, a member's page goes out for the browser to render
 * instead (its data is one fast API call away), and the wait stays short for everyone
 * (docs/decisions/151).
 */
export class RenderBudget {
  private windowStart = Number.NEGATIVE_INFINITY;
  private spent = 0;

  constructor(
    /** Milliseconds of rendering allowed in each second. */
    private readonly msPerSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A callback to call when the render has finished, or null when this second's budget is spent. */
  tryStart(): (() => void) | null {
    const started = this.now();
    if (started - this.windowStart >= 1000) {
      this.windowStart = started;
      this.spent = 0;
    }
    if (this.spent >= this.msPerSecond) return null;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.spent += this.now() - started;
    };
  }
}
