import type { ColumnDefinitionBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../connection.ts';

/** Column shapes that differ between the two engines, so each migration is written once. */
export function columnTypes(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    /** Auto-increment integer primary key. */
    id: (col: ColumnDefinitionBuilder) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    float: pg ? sql`double precision` : sql`real`,
  };
}
