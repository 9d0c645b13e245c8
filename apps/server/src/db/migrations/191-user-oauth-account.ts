import type { Kysely } from 'kysely';

/**
 * `user_oauth_account`: a member's linked 카카오 / 네이버 / Google sign-ins, one row per provider
 * account (its `subject`: Kakao's and Naver's id, Google's `sub`), at most one per provider and
 * member. Rows go with the account on deletion.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_oauth_account')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_oauth_account_pk', ['provider', 'subject'])
    .addUniqueConstraint('user_oauth_account_user_provider', ['user_id', 'provider'])
    .execute();
}
