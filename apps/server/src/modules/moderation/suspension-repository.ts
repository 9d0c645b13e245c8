import type { Kysely, Transaction } from 'kysely';
import { publishUserSuspended } from '../../db/live-events.ts';
import type { Database } from '../../db/schema.ts';
import { deleteUserSessions } from '../auth/index.ts';
import { demoteForSanction } from '../trust/index.ts';

type Trx = Transaction<Database>;

/**
 * Suspensions and bans (docs/decisions/112): shared by /admin/users and the report queue's
 * 작성자 제재. A ban also ends every session of the account (and its push subscriptions) in the
 * same transaction; either closes the member's live streams and takes the member back to 등급 0.
 */
export async function suspendUser(
  trx: Trx,
  userId: number,
  v: { until: string | null; reason: string; adminId: number; now: string },
): Promise<{ sessionsEnded: number }> {
  await trx
    .updateTable('user')
    .set({
      suspended_at: v.now,
      suspended_until: v.until,
      suspension_reason: v.reason,
      suspended_by: v.adminId,
      updated_at: v.now,
    })
    .where('user_id', '=', userId)
    .execute();
  // Their open notification streams say so and close once this commits, on every process.
  await publishUserSuspended(trx, userId);
  await demoteForSanction(trx, userId);
  if (v.until !== null) return { sessionsEnded: 0 };
  return { sessionsEnded: await deleteUserSessions(trx, userId) };
}

export async function clearSuspension(trx: Trx, userId: number, now: string): Promise<void> {
  await trx
    .updateTable('user')
    .set({ suspended_at: null, suspended_until: null, suspension_reason: null, suspended_by: null, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** The columns deciding about a user as a moderation target. */
export function findUserState(db: Kysely<Database> | Trx, userId: number) {
  return db
    .selectFrom('user')
    .select([
      'user_id',
      'user_name',
      'admin_level',
      'deleted_at',
      'suspended_at',
      'suspended_until',
      'suspension_reason',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
