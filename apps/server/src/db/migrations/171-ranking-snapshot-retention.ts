import type { Kysely } from 'kysely';

/**
 * Video snapshots by the time they were taken, so the nightly retention purge finds a run's
 * old readings without reading the table (its key leads with the video). Channel snapshots
 * already have such an index (ranking_channel_snapshot_run_idx).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ranking_video_snapshot_taken_idx')
    .on('ranking_video_snapshot')
    .column('taken_at')
    .execute();
}
