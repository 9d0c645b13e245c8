import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 2단계 인증 (docs/decisions/210-two-factor.md):
 * - `user_two_factor`: a member's TOTP secret (set up, then enabled once a code proves the app
 *   has it), the last time step accepted (a code is never accepted twice) and the wrong-code
 *   count and lock of the sign-in step;
 * - `user_two_factor_recovery_code`: ten single-use codes, stored as sha256;
 * - `user_two_factor_challenge`: a sign-in whose password was right and whose code is still to
 *   come, five minutes, named by the sha256 of the token in an httpOnly cookie.
 * The SQL tool reads these tables and never writes them (by name: migration 180).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const s = db.schema;
  await s
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.user_id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('user_two_factor_recovery_code')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await s
    .createIndex('user_two_factor_recovery_code_user_idx')
    .on('user_two_factor_recovery_code')
    .column('user_id')
    .execute();

  await s
    .createTable('user_two_factor_challenge')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('user_two_factor_challenge_expires_idx')
    .on('user_two_factor_challenge')
    .column('expires_at')
    .execute();
}
