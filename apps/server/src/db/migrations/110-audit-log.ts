import { type Kysely, sql } from 'kysely';
import { AUDIT_WRITER_FUNCTION } from '../audit-writer.ts';
import type { DialectName } from '../connection.ts';
import { columnTypes } from './column-types.ts';

/** The message both engines raise when anything tries to change a recorded row. */
export const AUDIT_APPEND_ONLY_MESSAGE = '감사 기록(audit_log)은 바꾸거나 지울 수 없습니다.';

/**
 * One append-only audit trail for every admin action that changes something (SQL runs, post
 * confirmations, settings, imports; moderation later), replacing query_audit, whose rows move
 * here as `sql.run`. No foreign key to "user": a row outlives its admin, and a cascading
 * SET NULL would itself be a change. See docs/decisions/061-audit-trail.md.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const pg = dialect === 'postgres';
  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'integer', t.id)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer')
    .addColumn('reason', 'text')
    .addColumn('error_message', 'text')
    .addColumn('detail_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'audit_id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'audit_id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'audit_id']).execute();

  const detail = pg
    ? sql`json_build_object('sql', q.sql_text, 'mode', 'write', 'durationMs', q.duration_ms)::text`
    : sql`json_object('sql', q.sql_text, 'mode', 'write', 'durationMs', q.duration_ms)`;
  // Before read-only mode existed every run could write: the old rows say `write`.
  await sql`insert into audit_log (created_at, actor_id, actor_name, action, outcome, row_count, error_message, detail_json)
    select q.created_at, q.user_id, u.user_name, 'sql.run', q.outcome, q.row_count, q.error_message, ${detail}
    from query_audit q left join "user" u on u.user_id = q.user_id
    order by q.audit_id`.execute(db);
  await db.schema.dropTable('query_audit').execute();

  if (pg) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(AUDIT_APPEND_ONLY_MESSAGE)}' using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
    return;
  }
  await sql`create trigger audit_log_no_update before update on audit_log begin
    select raise(abort, '${sql.raw(AUDIT_APPEND_ONLY_MESSAGE)}');
  end`.execute(db);
  await sql`create trigger audit_log_no_delete before delete on audit_log begin
    select raise(abort, '${sql.raw(AUDIT_APPEND_ONLY_MESSAGE)}');
  end`.execute(db);
  await sql`create trigger audit_log_writer_only before insert on audit_log
    when ${sql.raw(AUDIT_WRITER_FUNCTION)}() is not 1 begin
    select raise(abort, '${sql.raw(AUDIT_APPEND_ONLY_MESSAGE)}');
  end`.execute(db);
}
