import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { purgeBefore } from './repository.ts';

/** Notifications are history, not an archive: after this they go (docs/decisions/100). */
export const NOTIFICATION_RETENTION_DAYS = 90;
const BATCH = 2000;

/** Deletes notifications older than the retention, in short batches, oldest first. */
export async function purgeOldNotifications(db: Kysely<Database>, signal: AbortSignal, now = new Date()) {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await purgeBefore(db, cutoff, BATCH);
    total += deleted;
    if (deleted < BATCH || signal.aborted) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
