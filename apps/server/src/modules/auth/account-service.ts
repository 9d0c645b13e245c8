import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, DELETED_USER_NAME } from '@tubesphere/shared/contract/auth';
import { passwordProblem } from '@tubesphere/shared/domain/password-rules';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashSessionToken } from '../../lib/session-token.ts';
import { indexPosts } from '../search/index.ts';
import { takeMemberUploads } from '../uploads/index.ts';
import { findUserById } from '../users/index.ts';
import { deleteUserSessions } from './session-repository.ts';

/** No scrypt hash has this shape, so verifyPassword can never accept it. */
const NO_PASSWORD = '!deleted';

/**
 * What a signed-in person does to their own account: change the password, end every session,
 * delete the account (docs/decisions/057). Each one checks the password against the database
 * row, not the per-process session cache, so a password changed a moment ago elsewhere counts.
 */
export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** Sets a new password and ends every other session: a thief's copy of a cookie dies with it. */
  async changePassword(
    signedIn: UserRow,
    currentToken: string | undefined,
    input: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    const user = await this.checkedUser(signedIn, input.currentPassword);
    const weak = passwordProblem(input.newPassword, { email: user.email, userName: user.user_name });
    if (weak) throw badRequest(weak);
    if (input.newPassword === input.currentPassword) throw badRequest(AUTH_MESSAGES.samePassword);
    const passwordHash = await hashPassword(input.newPassword, 'member');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('user')
        .set({ password_hash: passwordHash, updated_at: nowIso() })
        .where('user_id', '=', user.user_id)
        .execute();
      await deleteUserSessions(trx, user.user_id, currentToken ? hashSessionToken(currentToken) : undefined);
    });
  }

  /** 모든 기기에서 로그아웃: this device included. */
  async logoutEverywhere(user: UserRow): Promise<void> {
    await deleteUserSessions(this.db, user.user_id);
  }

  /**
   * 회원 탈퇴. Posts and comments stay (a thread keeps its replies) under 탈퇴한 사용자; the
   * e-mail, name, picture, bio and password are erased, so the address can sign up again.
   * The companion, garden, reward history, sphere memberships and notifications go with the account,
   * and so do their uploaded pictures but those their posts show: their rows go here, and the
   * caller deletes the files it is handed back once all this is committed, so their old
   * addresses answer 404.
   */
  async deleteAccount(signedIn: UserRow, password: string): Promise<string[]> {
    const user = await this.checkedUser(signedIn, password);
    const userId = user.user_id;
    const now = nowIso();
    const leaving = await this.db.transaction().execute(async (trx) => {
      await deleteUserSessions(trx, userId);
      const files = await takeMemberUploads(trx, userId, user.profile_image);
      await leaveSpheres(trx, userId);
      for (const table of [
        'character_accessory',
        'character',
        'plant',
        'reward_log',
        'notification',
        'notification_preference',
        'user_two_factor_recovery_code',
        'user_two_factor_challenge',
        'user_two_factor',
        'user_post_read',
      ] as const) {
        await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      }
      await trx
        .updateTable('user')
        .set({
          // Unique and never deliverable (.invalid is reserved), so the real address is free again.
          email: `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`,
          password_hash: NO_PASSWORD,
          user_name: DELETED_USER_NAME,
          profile_image: null,
          bio: null,
          water_drops: 0,
          gems: 0,
          deleted_at: now,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .execute();
      // The search index holds the author's name: rewrite it without.
      const posts = await trx.selectFrom('post').select('post_id').where('user_id', '=', userId).execute();
      await indexPosts(
        trx,
        this.dialect,
        posts.map((post) => post.post_id),
      );
      return files;
    });
    return leaving;
  }

  private async checkedUser(signedIn: UserRow, password: string): Promise<UserRow> {
    const user = await findUserById(this.db, signedIn.user_id);
    if (!user || user.deleted_at !== null) throw unauthorized(AUTH_MESSAGES.loginRequired);
    if (!(await verifyPassword(password, user.password_hash, 'member')))
      throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
    return user;
  }
}

async function leaveSpheres(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('sphere')
    .set({ member_count: sql`member_count - 1` })
    .where(
      'sphere_id',
      'in',
      trx.selectFrom('sphere_member').select('sphere_member.sphere_id').where('sphere_member.user_id', '=', userId),
    )
    .execute();
  await trx.deleteFrom('sphere_member').where('user_id', '=', userId).execute();
}
