import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 중복 게시 방지 (docs/decisions/221-spam-defences.md): the SHA-256 of a post's or comment's text
 * with its whitespace normalised, so "the same text from the same member within a day" is one
 * indexed lookup. Named a fingerprint rather than a hash so the SQL tool does not take it for a
 * credential. Rows written before have none and never match.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('post').addColumn('text_fingerprint', 'text').execute();
  await db.schema.alterTable('comment').addColumn('text_fingerprint', 'text').execute();
  await db.schema
    .createIndex('post_text_fingerprint_idx')
    .on('post')
    .columns(['user_id', 'text_fingerprint', 'created_at'])
    .execute();
  await db.schema
    .createIndex('comment_text_fingerprint_idx')
    .on('comment')
    .columns(['user_id', 'text_fingerprint', 'created_at'])
    .execute();
}
