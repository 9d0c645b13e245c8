/**
 * How many SQL tool runs each admin has going in this process. Each run holds a child process
 * (SQLite) or a dedicated connection (PostgreSQL) for up to 5 s, so an admin's runs are capped
 * rather than rate-limited: finished runs free their slot at once.
 */
export class RunSlots {
  private readonly running = new Map<number, number>();

  constructor(private readonly perAdmin: number) {}

  /** Takes a slot; false when the admin already has `perAdmin` runs going. */
  take(adminId: number): boolean {
    const count = this.running.get(adminId) ?? 0;
    if (count >= this.perAdmin) return false;
    this.running.set(adminId, count + 1);
    return true;
  }

  release(adminId: number): void {
    const count = (this.running.get(adminId) ?? 1) - 1;
    if (count <= 0) this.running.delete(adminId);
    else this.running.set(adminId, count);
  }
}
