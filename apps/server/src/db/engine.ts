import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Whether a handle (or a transaction of it) talks to PostgreSQL, for repository functions that
 * take a shorter path there (one function call instead of several statements) without every
 * caller passing the dialect along.
 */
export const isPostgres = (db: Kysely<Database> | Transaction<Database>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
