import { ACCOUNT_MESSAGES, EMAIL_LINK_TTL_HOURS } from '@tubesphere/shared/contract/accounts';
import { AUTH_MESSAGES } from '@tubesphere/shared/contract/auth';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { type MailService, renderMail } from '../mail/index.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import { consumeAccountToken, insertAccountToken, spendAccountTokens } from './token-repository.ts';
import { hashAccountToken, newAccountToken } from './tokens.ts';

const LINK_TTL_MS = EMAIL_LINK_TTL_HOURS * 3_600_000;

/**
 * E-mail verification and change of address. Both go by a link to the address in question
 * (/verify-email?token=…); a change takes effect only when the new address's link is opened, and
 * the old address is told then.
 */
export class EmailService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mail: MailService,
  ) {}

  /** Mails a verification link to the account's address (after sign-up, or asked again). */
  async sendVerification(user: UserRow, origin: string): Promise<void> {
    if (user.email_verified_at !== null) throw badRequest(ACCOUNT_MESSAGES.alreadyVerified);
    const { token, row } = newAccountToken(user.user_id, 'verify-email', LINK_TTL_MS, user.email);
    const mail = renderMail({
      subject: '이메일 인증',
      lines: [`${user.user_name}님, 튜브스피어에 가입해주셔서 고맙습니다.`, '아래 링크를 열면 이메일 인증이 끝납니다.'],
      action: { label: '이메일 인증하기', url: linkTo(origin, token) },
      after: [
        `이 링크는 ${EMAIL_LINK_TTL_HOURS}시간 동안 쓸 수 있습니다.`,
        '가입하지 않으셨다면 이 메일을 무시하세요.',
      ],
    });
    await this.db.transaction().execute(async (trx) => {
      // Only the newest link works: an older mail opened later says it has expired.
      await spendAccountTokens(trx, user.user_id, 'verify-email', nowIso());
      await insertAccountToken(trx, row);
      await this.mail.enqueue({ to: user.email, kind: 'verify-email', ...mail }, trx);
    });
  }

  /** Asks for a move to `newEmail`: a link to that address; nothing changes until it is opened. */
  async requestChange(signedIn: UserRow, newEmail: string, password: string, origin: string): Promise<void> {
    const user = await findUserById(this.db, signedIn.user_id);
    if (!user || user.deleted_at !== null) throw unauthorized(AUTH_MESSAGES.loginRequired);
    if (!(await verifyPassword(password, user.password_hash, 'member')))
      throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
    if (newEmail === user.email) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
    if (await findUserByEmail(this.db, newEmail)) throw conflict(AUTH_MESSAGES.emailTaken);
    const { token, row } = newAccountToken(user.user_id, 'change-email', LINK_TTL_MS, newEmail);
    const mail = renderMail({
      subject: '이메일 변경 확인',
      lines: [
        `${user.user_name}님, 튜브스피어 계정의 이메일을 이 주소로 바꾸려고 하셨습니다.`,
        '아래 링크를 열면 변경이 끝납니다. 열기 전까지는 지금 주소가 그대로 쓰입니다.',
      ],
      action: { label: '이 주소로 변경하기', url: linkTo(origin, token) },
      after: [
        `이 링크는 ${EMAIL_LINK_TTL_HOURS}시간 동안 쓸 수 있습니다.`,
        '요청하지 않으셨다면 이 메일을 무시하세요.',
      ],
    });
    await this.db.transaction().execute(async (trx) => {
      await spendAccountTokens(trx, user.user_id, 'change-email', nowIso());
      await insertAccountToken(trx, row);
      await this.mail.enqueue({ to: newEmail, kind: 'change-email', ...mail }, trx);
    });
  }

  /** Opens a link: confirms the address, or moves the account to the new one (telling the old). */
  async verify(token: string): Promise<{ outcome: 'verified' | 'changed'; user: UserRow }> {
    const tokenHash = hashAccountToken(token);
    const found = await this.db
      .selectFrom('account_token')
      .select('purpose')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    const purpose = found?.purpose;
    if (purpose !== 'verify-email' && purpose !== 'change-email') throw badRequest(ACCOUNT_MESSAGES.verifyTokenInvalid);
    const result = await this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const spent = await consumeAccountToken(trx, tokenHash, purpose, now);
      if (!spent?.email) return undefined;
      const user = await findUserById(trx, spent.user_id);
      if (!user || user.deleted_at !== null) return undefined;
      if (purpose === 'verify-email') {
        // A link to an address the account no longer has proves nothing about the current one.
        if (spent.email !== user.email) return undefined;
        await trx.updateTable('user').set({ email_verified_at: now }).where('user_id', '=', user.user_id).execute();
        return { outcome: 'verified' as const, user: { ...user, email_verified_at: now } };
      }
      const taken = await findUserByEmail(trx, spent.email);
      if (taken && taken.user_id !== user.user_id) throw conflict(AUTH_MESSAGES.emailTaken);
      await trx
        .updateTable('user')
        .set({ email: spent.email, email_verified_at: now, updated_at: now })
        .where('user_id', '=', user.user_id)
        .execute();
      // Links sent to the old address are for an address the account no longer has.
      await spendAccountTokens(trx, user.user_id, 'verify-email', now);
      const notice = renderMail({
        subject: '이메일이 변경되었습니다',
        lines: [
          `${user.user_name}님, 튜브스피어 계정의 이메일이 ${maskEmail(spent.email)}(으)로 변경되었습니다.`,
          '앞으로 알림과 비밀번호 찾기 메일은 새 주소로 갑니다.',
        ],
        after: ['직접 바꾸지 않으셨다면 바로 비밀번호를 바꾸고 관리자에게 알려주세요.'],
      });
      await this.mail.enqueue({ to: user.email, kind: 'email-changed', ...notice }, trx);
      return { outcome: 'changed' as const, user: { ...user, email: spent.email, email_verified_at: now } };
    });
    if (!result) throw badRequest(ACCOUNT_MESSAGES.verifyTokenInvalid);
    return result;
  }
}

const linkTo = (origin: string, token: string) => `${origin}/verify-email?token=${encodeURIComponent(token)}`;

/** ab***@example.com: enough for the owner to recognise, not a full address for whoever reads the old mailbox. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
};
