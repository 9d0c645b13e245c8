import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Periodic jobs (jobs/job-registry.ts): one row per job with its last run, so several server
 * processes run each scheduled slot once and an operator can see what ran and how it ended.
 * And the indexes the purge jobs (modules/maintenance) read by, so a purge finds old rows
 * without scanning the table.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('job_run')
    .addColumn('job_name', 'text', (c) => c.primaryKey())
    .addColumn('last_slot_at', 'text')
    .addColumn('last_started_at', 'text', (c) => c.notNull())
    .addColumn('last_finished_at', 'text')
    .addColumn('last_status', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('last_duration_ms', 'integer')
    .addColumn('last_summary', 'text')
    .addColumn('last_runner', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();
  await db.schema.createIndex('link_preview_cache_fetched_idx').on('link_preview_cache').column('fetched_at').execute();
  await db.schema
    .createIndex('reward_log_action_day_idx')
    .on('reward_log')
    .columns(['action_type', 'reward_day'])
    .execute();
}
