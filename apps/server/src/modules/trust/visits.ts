import { seoulDay } from '@tubesphere/shared/domain/rewards';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Days visited, for the promotion job: the first signed-in request of a member on a Seoul day
 * writes one row. This process remembers who it has written today, so the rest cost nothing.
 */
export class VisitRecorder {
  private day = '';
  private seen = new Set<number>();

  constructor(private readonly db: Kysely<Database>) {}

  async record(userId: number, now: Date = new Date()): Promise<void> {
    const day = seoulDay(now);
    if (day !== this.day) {
      this.day = day;
      this.seen = new Set();
    }
    if (this.seen.has(userId)) return;
    this.seen.add(userId);
    await this.db
      .insertInto('user_visit_day')
      .values({ user_id: userId, day })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
  }
}
