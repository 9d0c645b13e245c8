import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/** The PostgreSQL role the admin SQL tool runs as (SET ROLE). Role names are cluster-wide. */
export const SQL_TOOL_ROLE = 'tubesphere_sql_tool';

/** Tables the tool may read but never change: the audit trail and the migrator's bookkeeping. */
const READ_ONLY_TABLES = ['audit_log'];
const HIDDEN_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/**
 * PostgreSQL: a least-privilege role for the admin SQL tool (docs/decisions/060-sql-tool-sandbox.md).
 * It may read every table of this schema and change the product tables, nothing else: it is no
 * superuser and holds no built-in role, so COPY … PROGRAM, pg_read_file, ALTER ROLE and any
 * change to audit_log fail for it even when DATABASE_URL names a superuser.
 *
 * The role is shared by every schema in the cluster (one per test file, or several deployments),
 * so creating it is idempotent and tolerates a concurrent creator; the grants are per schema.
 * An advisory lock serialises the role-level steps of migrations running side by side in one
 * database. When the connecting user may not create roles and nobody has created this one, the
 * migration grants nothing and the tool runs reads only (the decision record explains).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const role = sql.id(SQL_TOOL_ROLE);
  await sql`select pg_advisory_xact_lock(hashtext(${`${SQL_TOOL_ROLE} role`}))`.execute(db);
  const me = (
    await sql<{ superuser: boolean; createrole: boolean; exists: boolean; schema: string }>`
      select r.rolsuper as superuser, r.rolcreaterole as createrole, current_schema() as schema,
        exists (select 1 from pg_roles where rolname = ${SQL_TOOL_ROLE}) as exists
      from pg_roles r where r.rolname = current_user`.execute(db)
  ).rows[0];
  if (!me) return;
  if (!me.exists) {
    if (!me.superuser && !me.createrole) return;
    // Another database of the same cluster may be creating it at this very moment.
    await sql`do $$ begin
        create role ${role} nologin nosuperuser nocreatedb nocreaterole noinherit noreplication nobypassrls;
      exception when duplicate_object or unique_violation then null;
      end $$`.execute(db);
  }
  if (!me.superuser) {
    // SET ROLE needs membership; a superuser may set any role without it.
    await sql`do $$ begin
        grant ${role} to current_user;
      exception when insufficient_privilege or invalid_grant_operation then null;
      end $$`.execute(db);
  }

  const schema = sql.id(me.schema);
  await sql`grant usage on schema ${schema} to ${role}`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema ${schema} to ${role}`.execute(db);
  await sql`grant usage, select on all sequences in schema ${schema} to ${role}`.execute(db);
  for (const table of [...READ_ONLY_TABLES, ...HIDDEN_TABLES]) {
    const exists = await sql<{ oid: string | null }>`select to_regclass(${table}) as oid`.execute(db);
    if (!exists.rows[0]?.oid) continue;
    await sql`revoke all on table ${sql.id(table)} from ${role}`.execute(db);
    if (READ_ONLY_TABLES.includes(table)) await sql`grant select on table ${sql.id(table)} to ${role}`.execute(db);
  }
  // Drawing numbers from audit_log's sequence would leave gaps that look like deleted rows.
  const sequence = await sql<{
    name: string | null;
  }>`select pg_get_serial_sequence('audit_log', 'audit_id') as name`.execute(db);
  if (sequence.rows[0]?.name)
    await sql`revoke all on sequence ${sql.raw(sequence.rows[0].name)} from ${role}`.execute(db);
  // Tables that later migrations create are product tables too.
  await sql`alter default privileges in schema ${schema} grant select, insert, update, delete on tables to ${role}`.execute(
    db,
  );
  await sql`alter default privileges in schema ${schema} grant usage, select on sequences to ${role}`.execute(db);
}
