/**
 * SQLite bulk load: one connection, no syncs, a large page cache, one
 * transaction per batch with prepared statements, rows in id order. The loaded tables' secondary
 * indexes and triggers are dropped first and recreated from their own SQL afterwards, so a page
 * of the B-trees is written once instead of once per row; the post triggers (hot_score,
 * category_mask) are then fired once per post by a no-op update, so the stored values come from
 * the app's own trigger bodies.
 */
import SqliteDatabase from 'better-sqlite3';
import { BULK_TABLES, type BulkWriter, type Row } from './bulk-writer.ts';

export function sqliteBulkWriter(file: string): BulkWriter {
  const db = new SqliteDatabase(file);
  // The migrations left the file in WAL mode, where it stays: with synchronous = OFF a commit
  // is a write to the log and no fsync (SQLite refuses WAL → OFF directly).
  db.pragma('synchronous = OFF');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -1048576'); // 1 GiB
  db.pragma('foreign_keys = OFF');

  const setAside = db
    .prepare(
      `select type, name, sql from sqlite_master
        where type in ('index', 'trigger') and sql is not null
          and tbl_name in (${BULK_TABLES.map(() => '?').join(',')})`,
    )
    .all(...BULK_TABLES) as { type: 'index' | 'trigger'; name: string; sql: string }[];
  for (const item of setAside) db.exec(`drop ${item.type} "${item.name}"`);

  const statements = new Map<string, SqliteDatabase.Statement>();
  const statementFor = (table: string, columns: string[]) => {
    const key = `${table}(${columns.join(',')})`;
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(
        `insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values (${columns.map(() => '?').join(',')})`,
      );
      statements.set(key, statement);
    }
    return statement;
  };
  const insertAll = db.transaction((statement: SqliteDatabase.Statement, rows: Row[]) => {
    for (const row of rows) statement.run(...row);
  });

  return {
    async insert(table, columns, rows) {
      insertAll(statementFor(table, columns), rows);
    },
    async finish() {
      for (const item of setAside) if (item.type === 'trigger') db.exec(item.sql);
      // Fires post_hot_score_au and post_category_mask_au for every post, before the indexes exist.
      db.exec('update post set created_at = created_at, categories_json = categories_json');
      for (const item of setAside) if (item.type === 'index') db.exec(item.sql);
      db.pragma('locking_mode = NORMAL');
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
