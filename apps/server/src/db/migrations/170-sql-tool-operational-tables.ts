import { OPERATIONAL_TABLES } from '@tubesphere/shared/domain/sql-statement';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.ts';
import { SQL_TOOL_ROLE } from './111-sql-tool-role.ts';

/**
 * PostgreSQL: the SQL tool's role may read the tables that run the site (sessions, rate-limit
 * counters, job runs) but no longer write them — a row inserted into `session` would be a
 * sign-in as anyone (docs/decisions/060-sql-tool-sandbox.md). The migrator's own tables were
 * never granted. SQLite has no roles: its runner refuses a program that opens these tables for
 * writing (sqlite-child.mjs).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const role = await sql<{ exists: boolean }>`
    select exists (select 1 from pg_roles where rolname = ${SQL_TOOL_ROLE}) as exists`.execute(db);
  if (!role.rows[0]?.exists) return;
  for (const table of OPERATIONAL_TABLES) {
    const found = await sql<{ oid: string | null }>`select to_regclass(${table}) as oid`.execute(db);
    if (!found.rows[0]?.oid) continue;
    await sql`revoke insert, update, delete, truncate on table ${sql.id(table)} from ${sql.id(SQL_TOOL_ROLE)}`.execute(
      db,
    );
  }
}
