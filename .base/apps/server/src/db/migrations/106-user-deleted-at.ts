import type { Kysely } from 'kysely';

/**
 * 회원 탈퇴: the account row stays so posts and comments keep their author (shown as 탈퇴한 사용자),
 * its personal fields are erased and `deleted_at` says when (modules/auth/account-service.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').addColumn('deleted_at', 'text').execute();
}
