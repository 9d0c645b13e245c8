import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { nowIso } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../schema.ts';

/**
 * Makes sure the configured admin account exists with admin_level 1. An existing account keeps
 * its password unless ADMIN_PASSWORD is set explicitly. Returns true when it was created.
 */
export async function ensureAdminAccount(db: Kysely<Database>, admin: AppConfig['admin']): Promise<boolean> {
  const existing = await db.selectFrom('user').select(['user_id']).where('email', '=', admin.email).executeTakeFirst();
  const now = nowIso();
  if (existing) {
    const update: { admin_level: number; updated_at: string; password_hash?: string } = {
      admin_level: 1,
      updated_at: now,
    };
    if (!admin.passwordGenerated) update.password_hash = await hashPassword(admin.password);
    await db.updateTable('user').set(update).where('user_id', '=', existing.user_id).execute();
    return false;
  }
  await db
    .insertInto('user')
    .values({
      email: admin.email,
      password_hash: await hashPassword(admin.password),
      user_name: '관리자',
      bio: '튜브스피어 운영자입니다.',
      profile_image: null,
      water_drops: 1250,
      gems: 300,
      level: 5,
      experience: 0,
      admin_level: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return true;
}
