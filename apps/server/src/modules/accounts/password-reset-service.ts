import { ACCOUNT_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@tubesphere/shared/contract/accounts';
import { passwordProblem } from '@tubesphere/shared/domain/password-rules';
import { activeSuspension, suspensionMessage } from '@tubesphere/shared/domain/suspension';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { deleteUserSessions } from '../auth/index.ts';
import { type MailService, renderMail } from '../mail/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { consumeAccountToken, insertAccountToken, spendAccountTokens } from './token-repository.ts';
import { hashAccountToken, newAccountToken } from './tokens.ts';

const RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

/**
 * 비밀번호 찾기: a link by mail, then a new password. The request says the same thing for every
 * address; the link's token is stored hashed, works once and for 30 minutes, and using it ends
 * every session of the account.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mail: MailService,
  ) {}

  /** Writes the token and its mail together, or nothing (an unknown or deleted address). */
  async request(email: string, origin: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || user.deleted_at !== null) return;
    const { token, row } = newAccountToken(user.user_id, 'password-reset', RESET_TTL_MS);
    const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
    const mail = renderMail({
      subject: '비밀번호 재설정',
      lines: [`${user.user_name}님, 비밀번호 재설정을 요청하셨습니다.`, '아래 링크에서 새 비밀번호를 정해주세요.'],
      action: { label: '새 비밀번호 정하기', url: link },
      after: [
        `이 링크는 ${PASSWORD_RESET_TTL_MINUTES}분 동안 한 번만 쓸 수 있습니다.`,
        '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
      ],
    });
    await this.db.transaction().execute(async (trx) => {
      await insertAccountToken(trx, row);
      await this.mail.enqueue({ to: user.email, kind: 'password-reset', ...mail }, trx);
    });
  }

  /**
   * Sets the new password, spends the link (and every other reset link of the account) and ends
   * every session, in one transaction; the caller starts the new session.
   */
  async confirm(token: string, password: string): Promise<UserRow> {
    const now = nowIso();
    const tokenHash = hashAccountToken(token);
    // Checked before the slow hash, so a forged token costs the server nothing.
    const pending = await this.db
      .selectFrom('account_token')
      .innerJoin('user', 'user.user_id', 'account_token.user_id')
      .selectAll('user')
      .where('account_token.token_hash', '=', tokenHash)
      .where('account_token.purpose', '=', 'password-reset')
      .where('account_token.used_at', 'is', null)
      .where('account_token.expires_at', '>', now)
      .executeTakeFirst();
    if (!pending || pending.deleted_at !== null) throw badRequest(ACCOUNT_MESSAGES.resetTokenInvalid);
    const weak = passwordProblem(password, { email: pending.email, userName: pending.user_name });
    if (weak) throw badRequest(weak);
    const suspension = activeSuspension({
      suspendedAt: pending.suspended_at,
      suspendedUntil: pending.suspended_until,
      reason: pending.suspension_reason,
    });
    if (suspension?.kind === 'ban') throw forbidden(suspensionMessage(suspension));
    const passwordHash = await hashPassword(password, 'member');
    return this.db.transaction().execute(async (trx) => {
      const spent = await consumeAccountToken(trx, tokenHash, 'password-reset', nowIso());
      // Another request spent it while this one was hashing.
      if (!spent) throw badRequest(ACCOUNT_MESSAGES.resetTokenInvalid);
      await spendAccountTokens(trx, spent.user_id, 'password-reset', nowIso());
      await trx
        .updateTable('user')
        // The link came to the address: that proves it as well as a verification link would.
        .set((eb) => ({
          password_hash: passwordHash,
          updated_at: nowIso(),
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(nowIso())),
        }))
        .where('user_id', '=', spent.user_id)
        .execute();
      await deleteUserSessions(trx, spent.user_id);
      return pending;
    });
  }
}
