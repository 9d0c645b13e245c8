import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type QuotaAccount, readQuotaUsage } from '../../../providers/youtube/index.ts';

/**
 * The collector's own quota account: the YouTube client adds every unit the collector spends
 * here as well as to the provider's total (same cost table, same Pacific day), so the budget
 * counts exactly what the quota counter counts.
 */
export const COLLECTOR_QUOTA_ACCOUNT: QuotaAccount = 'youtube:ranking-collector';

export interface BudgetState {
  day: string;
  collectorUsed: number;
  totalUsed: number;
  totalLimit: number;
}

export class CollectorBudget {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dailyBudget: number,
  ) {}

  /**
   * Today's spending, read fresh before every call: the day may turn over during a run, and the
   * admin testers spend from the same 10,000 units meanwhile.
   */
  async state(now: Date = new Date()): Promise<BudgetState> {
    const [mine, all] = await Promise.all([
      readQuotaUsage(this.db, now, COLLECTOR_QUOTA_ACCOUNT),
      readQuotaUsage(this.db, now),
    ]);
    return { day: mine.day, collectorUsed: mine.used, totalUsed: all.used, totalLimit: all.limit };
  }

  /** Whether a call costing `units` keeps the collector within its budget and YouTube's total. */
  async allows(units: number): Promise<boolean> {
    const state = await this.state();
    return state.collectorUsed + units <= this.dailyBudget && state.totalUsed + units <= state.totalLimit;
  }
}
