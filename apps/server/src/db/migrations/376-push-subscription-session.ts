import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * A browser's push subscription belongs to the session that made it: when that session ends (a
 * logout, 모든 기기에서 로그아웃, a password change or reset elsewhere, a ban, an expired session)
 * the foreign key takes the subscription with it, so a device that is signed out stops receiving
 * the member's notifications and 쪽지. Rows saved before this have no session (null); ending all
 * of a member's sessions removes those too (modules/auth/session-repository.ts).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('push_subscription')
    .addColumn('session_token_hash', 'text', (c) => c.references('session.token_hash').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('push_subscription_session_idx')
    .on('push_subscription')
    .columns(['session_token_hash'])
    .execute();
}
