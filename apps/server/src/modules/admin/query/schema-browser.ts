import type { SchemaTable } from '@tubesphere/shared/contract/admin-query';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';

/** Bookkeeping the tool has no business showing: the migrator's and the engine's own. */
const HIDDEN = /^(kysely_|sqlite_)/;

/**
 * Every table of the site's schema with its columns in order, for the SQL tool's schema browser.
 * Read from the engine's catalog, so a new migration shows up without a change here.
 */
export async function readSchema(db: Kysely<Database>, dialect: DialectName): Promise<SchemaTable[]> {
  const rows =
    dialect === 'postgres'
      ? (
          await sql<{ table_name: string; column_name: string; data_type: string }>`
            select c.table_name, c.column_name, c.data_type
            from information_schema.columns c
            join information_schema.tables t
              on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
            where c.table_schema = current_schema()
            order by c.table_name, c.ordinal_position`.execute(db)
        ).rows
      : (
          await sql<{ table_name: string; column_name: string; data_type: string }>`
            select m.name as table_name, p.name as column_name, p.type as data_type
            from sqlite_master m, pragma_table_info(m.name) p
            where m.type = 'table'
            order by m.name, p.cid`.execute(db)
        ).rows;
  const tables = new Map<string, SchemaTable>();
  for (const row of rows) {
    if (HIDDEN.test(row.table_name)) continue;
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({ name: row.column_name, type: row.data_type.toLowerCase() });
  }
  return [...tables.values()];
}
