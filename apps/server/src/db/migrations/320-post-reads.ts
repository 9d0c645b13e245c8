import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 읽은 글 for the 등급 promotion job: one row per member and post whose page they opened (not
 * their own). Written in the view counter's batch, never on the read's own path.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('user_post_read')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_post_read_pk', ['user_id', 'post_id'])
    .execute();
}
