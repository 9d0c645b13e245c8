import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { columnTypes } from './column-types.ts';

/**
 * Moderation (docs/decisions/110-moderation-states.md … 113):
 * - `post.moderation_status` ('rejected' | 'hidden') with its reason, time and admin (null: the
 *   server by itself, i.e. auto-hidden by reports). A hidden post also goes back to
 *   is_confirmed = 0, so every public query — which all ask for is_confirmed = 1 — drops it
 *   without a change, and the feed indexes stay as they are.
 * - `comment.hidden_*`: a hidden comment leaves the thread like a deleted one, but can come back.
 * - `user.suspended_*`: a suspension until a time, or a ban (suspended_at set, suspended_until null).
 * - `report`: one row per user and report; one OPEN report per user and target (a partial
 *   unique index, which both engines enforce and ON CONFLICT can name).
 * - `saved_query`: the SQL tool's shared saved queries.
 * - Indexes for the dashboard's per-day counts.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const s = db.schema;

  await s.alterTable('post').addColumn('moderation_status', 'text').execute();
  await s.alterTable('post').addColumn('moderation_reason', 'text').execute();
  await s.alterTable('post').addColumn('moderated_at', 'text').execute();
  await s.alterTable('post').addColumn('moderated_by', 'integer').execute();
  // The admin's 반려됨 / 숨김 tabs: few rows, newest first.
  await s
    .createIndex('post_moderated_idx')
    .on('post')
    .columns(['moderation_status', 'created_at', 'post_id'])
    .where(sql<boolean>`moderation_status is not null and deleted_at is null`)
    .execute();

  await s.alterTable('comment').addColumn('hidden_at', 'text').execute();
  await s.alterTable('comment').addColumn('hidden_reason', 'text').execute();
  await s.alterTable('comment').addColumn('hidden_by', 'integer').execute();
  await s.createIndex('comment_created_idx').on('comment').column('created_at').execute();

  await s.alterTable('user').addColumn('suspended_at', 'text').execute();
  await s.alterTable('user').addColumn('suspended_until', 'text').execute();
  await s.alterTable('user').addColumn('suspension_reason', 'text').execute();
  await s.alterTable('user').addColumn('suspended_by', 'integer').execute();
  await s.createIndex('user_created_idx').on('user').column('created_at').execute();

  await s
    .createTable('report')
    .addColumn('report_id', 'integer', t.id)
    .addColumn('reporter_id', 'integer', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    // post_id for a post, comment_id for a comment.
    .addColumn('target_id', 'integer', (c) => c.notNull())
    // The post itself, or the post the comment is on.
    .addColumn('post_id', 'integer', (c) => c.notNull())
    // Who wrote the target when it was reported (for "reports against" a user).
    .addColumn('target_user_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer')
    .addColumn('resolution', 'text')
    .execute();
  await s
    .createIndex('report_open_once_idx')
    .on('report')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .unique()
    .where(sql<boolean>`status = 'open'`)
    .execute();
  await s.createIndex('report_target_idx').on('report').columns(['target_type', 'target_id', 'status']).execute();
  await s.createIndex('report_status_idx').on('report').columns(['status', 'created_at']).execute();
  await s.createIndex('report_target_user_idx').on('report').column('target_user_id').execute();

  await s
    .createTable('saved_query')
    .addColumn('saved_query_id', 'integer', t.id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sql_text', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('saved_query_name_idx').on('saved_query').column('name').unique().execute();
}
