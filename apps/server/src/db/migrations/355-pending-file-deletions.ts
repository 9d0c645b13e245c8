import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Files whose rows are gone (회원 탈퇴) but whose bytes may still be in the folder or bucket: a
 * row is written in the same transaction that takes the upload rows, and removed once the file
 * is deleted, so a bucket that is down at that moment, or a process that stops, leaves work a
 * job retries instead of a file nobody knows about.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('pending_file_deletion')
    .addColumn('file_name', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pending_file_deletion_due_idx')
    .on('pending_file_deletion')
    .column('next_attempt_at')
    .execute();
}
