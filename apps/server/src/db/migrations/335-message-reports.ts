import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { columnTypes } from './column-types.ts';

/**
 * 쪽지 신고 (docs/decisions/260-message-reports.md):
 * - `report.post_id` may be null: a reported 쪽지 is on no post. PostgreSQL drops the NOT NULL in
 *   place; SQLite cannot, so the table is rebuilt with every row, id and index as they were (the
 *   table has no foreign keys either way, and nothing refers to it).
 * - `direct_message.deleted_at`: an admin deletes a reported 쪽지 from both sides of the thread,
 *   and the report queue still shows what it said.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const s = db.schema;
  await s.alterTable('direct_message').addColumn('deleted_at', 'text').execute();

  if (dialect === 'postgres') {
    await sql`alter table report alter column post_id drop not null`.execute(db);
    return;
  }

  const t = columnTypes(dialect);
  await s
    .createTable('report_rebuilt')
    .addColumn('report_id', 'integer', t.id)
    .addColumn('reporter_id', 'integer', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('post_id', 'integer')
    .addColumn('target_user_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer')
    .addColumn('resolution', 'text')
    .execute();
  const columns = sql.raw(
    'report_id, reporter_id, target_type, target_id, post_id, target_user_id, reason, detail, status, created_at, resolved_at, resolved_by, resolution',
  );
  await sql`insert into report_rebuilt (${columns}) select ${columns} from report`.execute(db);
  await s.dropTable('report').execute();
  await s.alterTable('report_rebuilt').renameTo('report').execute();

  // The same indexes migration 160 made, under the same names.
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
}
