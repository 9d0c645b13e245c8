import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Snapshots are kept this long: a history chart reaches back a year at most (the history query's
 * 365 days), weekly growth a week; a month more leaves room for clocks and late readers. At the
 * default schedule that is about 40k video readings a day that would otherwise pile up for good.
 */
export const SNAPSHOT_RETENTION_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Kysely<Database>;
type SnapshotTable = 'ranking_video_snapshot' | 'ranking_channel_snapshot';

/** The oldest collection time still before the cutoff, or null when none is left. */
async function oldestBefore(db: Db, table: SnapshotTable, cutoff: string): Promise<string | null> {
  const row = await db
    .selectFrom(table)
    .select('taken_at')
    .where('taken_at', '<', cutoff)
    .orderBy('taken_at')
    .limit(1)
    .executeTakeFirst();
  return row?.taken_at ?? null;
}

/**
 * Deletes snapshots older than the retention, one collection run at a time (every reading of a
 * run shares its time; a run is at most a few thousand rows): short write transactions that
 * likes and comments slip between. Stops between runs when the server is stopping.
 */
export async function purgeOldSnapshots(db: Db, signal: AbortSignal, now = new Date()) {
  const cutoff = new Date(now.getTime() - SNAPSHOT_RETENTION_DAYS * DAY_MS).toISOString();
  const deleted = { videoSnapshots: 0, channelSnapshots: 0 };
  for (const [table, key] of [
    ['ranking_video_snapshot', 'videoSnapshots'],
    ['ranking_channel_snapshot', 'channelSnapshots'],
  ] as const) {
    for (;;) {
      if (signal.aborted) return deleted;
      const takenAt = await oldestBefore(db, table, cutoff);
      if (takenAt === null) break;
      const result = await db.deleteFrom(table).where('taken_at', '=', takenAt).executeTakeFirst();
      deleted[key] += Number(result.numDeletedRows);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return deleted;
}
