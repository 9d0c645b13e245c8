import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (COUNT, bigint columns) as strings; every count we keep is far below
// 2^53, so numbers are exact and both engines hand the services the same types.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(config: AppConfig['database']): DatabaseHandle {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  // WAL lets readers run beside the single writer; NORMAL sync is durable across process
  // crashes in WAL mode (only an OS crash can lose the last commits).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
