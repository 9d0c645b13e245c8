import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** In the transaction that drops the files' rows: the files to delete, due at once. */
export async function queueFileDeletions(trx: Db, fileNames: readonly string[], now: string): Promise<void> {
  if (fileNames.length === 0) return;
  await trx
    .insertInto('pending_file_deletion')
    .values(fileNames.map((file_name) => ({ file_name, next_attempt_at: now, created_at: now })))
    // A name already waiting keeps its row (and its count of attempts).
    .onConflict((oc) => oc.column('file_name').doNothing())
    .execute();
}

export interface PendingFileDeletion {
  file_name: string;
  attempts: number;
}

/** The oldest-due files whose next attempt has come, at most `limit`. */
export async function dueFileDeletions(db: Db, now: string, limit: number): Promise<PendingFileDeletion[]> {
  return db
    .selectFrom('pending_file_deletion')
    .select(['file_name', 'attempts'])
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('file_name')
    .limit(limit)
    .execute();
}

export async function attemptsOf(db: Db, fileNames: readonly string[]): Promise<PendingFileDeletion[]> {
  if (fileNames.length === 0) return [];
  return db
    .selectFrom('pending_file_deletion')
    .select(['file_name', 'attempts'])
    .where('file_name', 'in', fileNames)
    .execute();
}

/** The files are gone: nothing left to retry. */
export async function forgetFileDeletions(db: Db, fileNames: readonly string[]): Promise<void> {
  if (fileNames.length === 0) return;
  await db.deleteFrom('pending_file_deletion').where('file_name', 'in', fileNames).execute();
}

/** One more failed attempt, and when to try again. */
export async function postponeFileDeletion(
  db: Db,
  fileName: string,
  change: { attempts: number; nextAttemptAt: string; error: string },
): Promise<void> {
  await db
    .updateTable('pending_file_deletion')
    .set({ attempts: change.attempts, next_attempt_at: change.nextAttemptAt, last_error: change.error.slice(0, 500) })
    .where('file_name', '=', fileName)
    .execute();
}
