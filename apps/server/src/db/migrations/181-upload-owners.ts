import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * Who uploaded each image (docs/decisions/167-uploads-leave-with-the-member.md): 회원 탈퇴 removes
 * the member's pictures with the account, and only the server's record can say which files are
 * theirs (the names are random). Files stored before this have no row; a member's profile
 * picture is still found through `user.profile_image`.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('upload')
    .addColumn('file_name', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('user.user_id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('upload_user_idx').on('upload').column('user_id').execute();
}
