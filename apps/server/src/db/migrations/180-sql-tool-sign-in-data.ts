import { isSignInColumn, isSignInTable, OPERATIONAL_TABLES } from '@tubesphere/shared/domain/sql-statement';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { SQL_TOOL_ROLE } from './111-sql-tool-role.ts';

/** Tables other rules already close entirely (migrations 111 and 170). */
const CLOSED_ELSEWHERE = new Set([...OPERATIONAL_TABLES, 'audit_log']);

/**
 * PostgreSQL: the SQL tool's role never writes the data that grants power or signs in
 * (docs/decisions/165-sql-tool-sign-in-data.md). Tables that are a way in by name (linked logins,
 * second factors) lose INSERT, UPDATE, DELETE and TRUNCATE; a table holding such columns (admin
 * level, password hash…) loses INSERT and keeps UPDATE on its other columns only.
 *
 * Run by this migration and again after every migration pass (db/prepare.ts): the rule is by
 * name, and a table or column a later migration adds gets the role's default privileges until
 * this runs. Idempotent; an advisory lock keeps processes starting together from interleaving.
 * SQLite has no privileges: its runner guards the same columns and tables (sqlite-child.mjs).
 */
// biome-ignore lint/suspicious/noExplicitAny: runs on whatever schema exists, like the migrator
export async function protectSignInData(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.transaction().execute((trx) => applyRules(trx));
}

// biome-ignore lint/suspicious/noExplicitAny: as above
async function applyRules(trx: Kysely<any>): Promise<void> {
  const role = await sql<{ exists: boolean }>`
      select exists (select 1 from pg_roles where rolname = ${SQL_TOOL_ROLE}) as exists`.execute(trx);
  if (!role.rows[0]?.exists) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`${SQL_TOOL_ROLE} sign-in data`}))`.execute(trx);
  const { rows } = await sql<{ table: string; column: string }>`
      select c.relname as table, a.attname as column
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
      order by c.relname, a.attnum`.execute(trx);
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    if (CLOSED_ELSEWHERE.has(row.table) || row.table.startsWith('kysely_')) continue;
    tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  }
  const tool = sql.id(SQL_TOOL_ROLE);
  for (const [table, columns] of tables) {
    const name = sql.id(table);
    if (isSignInTable(table)) {
      await sql`revoke insert, update, delete, truncate on table ${name} from ${tool}`.execute(trx);
      continue;
    }
    if (!columns.some(isSignInColumn)) continue;
    // Revoking the table's UPDATE revokes its column grants too; the others are granted back.
    await sql`revoke insert, update on table ${name} from ${tool}`.execute(trx);
    const open = columns.filter((column) => !isSignInColumn(column));
    if (open.length > 0) {
      await sql`grant update (${sql.join(open.map((column) => sql.id(column)))}) on table ${name} to ${tool}`.execute(
        trx,
      );
    }
  }
}

/** The migrator runs this inside its own transaction, under its own lock. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await applyRules(db);
}
