import { AUTH_MESSAGES } from '@tubesphere/shared/contract/auth';
import { TWO_FACTOR_MESSAGES } from '@tubesphere/shared/contract/two-factor';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database, UserRow } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';
import { matchTotp, newTotpSecret, totpUri } from '../../lib/totp.ts';
import { retryAfterText } from '../../plugins/app/retry-after-text.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import * as repo from './repository.ts';

/** How long a sign-in waits for its code after the password was right. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong sign-in codes in a row before the member's codes wait… */
export const MAX_WRONG_CODES = 5;
/** …this long. */
export const WRONG_CODE_LOCK_MS = 15 * 60_000;
const ISSUER = 'TubeSphere';

export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

/** Accounts made by a sign-in provider have no password (modules/oauth NO_PASSWORD). */
const hasPassword = (user: Pick<UserRow, 'password_hash'>) => user.password_hash.startsWith('scrypt$');

/**
 * 2단계 인증: setting it up and switching it on and off from /settings, and the second step of a
 * sign-in (password or provider first). Codes are TOTP (lib/totp.ts); a time step is accepted once.
 */
export class TwoFactorService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  isEnabled(userId: number): Promise<boolean> {
    return repo.hasTwoFactor(this.db, userId);
  }

  async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const enabled = await this.isEnabled(userId);
    return { enabled, recoveryCodesLeft: enabled ? await repo.countRecoveryCodesLeft(this.db, userId) : 0 };
  }

  /** A new secret for the member's app; shown this once (setting up again replaces it until enabled). */
  async setup(user: UserRow): Promise<{ secret: string; uri: string; qrSvg: string }> {
    const secret = newTotpSecret();
    if (!(await repo.saveUnprovenSecret(this.db, user.user_id, secret, this.iso())))
      throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const uri = totpUri(secret, ISSUER, user.email);
    const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, uri, qrSvg };
  }

  /** The first code proves the app holds the secret; then ten recovery codes, shown once. */
  async enable(user: UserRow, code: string): Promise<string[]> {
    const row = await repo.findTwoFactor(this.db, user.user_id);
    if (!row) throw badRequest(TWO_FACTOR_MESSAGES.notSetUp);
    if (row.enabled_at) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const step = matchTotp(row.secret, code, this.now());
    if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.wrongCode);
    const codes = newRecoveryCodes();
    const enabled = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.acceptStep(trx, user.user_id, step, { enableAt: this.iso() }))) return false;
      await repo.replaceRecoveryCodes(trx, user.user_id, codes.map(hashRecoveryCode), this.iso());
      return true;
    });
    if (!enabled) throw badRequest(TWO_FACTOR_MESSAGES.wrongCode);
    return codes;
  }

  /** Off again: the password (when the account has one) and a current code or a recovery code. */
  async disable(user: UserRow, input: SecondFactor & { password?: string }): Promise<void> {
    if (hasPassword(user)) {
      if (!input.password) throw badRequest(AUTH_MESSAGES.currentPasswordRequired);
      if (!(await verifyPassword(input.password, user.password_hash)))
        throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
    }
    if (!(await this.isEnabled(user.user_id))) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
    await this.checkSecondFactor(user.user_id, input);
    await this.db.transaction().execute((trx) => repo.deleteTwoFactor(trx, user.user_id));
  }

  /** A sign-in whose first factor passed: the token for the cookie; only its hash is stored. */
  async startChallenge(userId: number): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await repo.insertChallenge(this.db, {
      token_hash: hashSessionToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString(),
    });
    return token;
  }

  /**
   * The second step: the member whose challenge this is, once its code or a recovery code is
   * right. Too many wrong codes in a row make the member's codes wait (429), across challenges.
   */
  async completeChallenge(token: string | undefined, input: SecondFactor): Promise<number> {
    const tokenHash = token ? hashSessionToken(token) : null;
    const userId = tokenHash ? await repo.findChallengeUser(this.db, tokenHash, this.iso()) : undefined;
    if (!tokenHash || userId === undefined) throw badRequest(TWO_FACTOR_MESSAGES.challengeMissing);
    await this.checkSecondFactor(userId, input, { countWrong: true });
    // Two requests racing with one challenge: one session.
    if (!(await repo.takeChallenge(this.db, tokenHash))) throw badRequest(TWO_FACTOR_MESSAGES.challengeMissing);
    return userId;
  }

  async user(userId: number): Promise<UserRow> {
    const user = await repo.findUserRow(this.db, userId);
    if (!user) throw badRequest(TWO_FACTOR_MESSAGES.challengeMissing);
    return user;
  }

  purgeExpired(): Promise<number> {
    return repo.purgeExpiredChallenges(this.db, this.iso());
  }

  private async checkSecondFactor(userId: number, input: SecondFactor, options: { countWrong?: boolean } = {}) {
    if ((input.code === undefined) === (input.recoveryCode === undefined))
      throw badRequest(TWO_FACTOR_MESSAGES.oneOfCodes);
    const row = await repo.findTwoFactor(this.db, userId);
    if (!row?.enabled_at) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
    const now = this.now();
    if (row.locked_until && Date.parse(row.locked_until) > now) throw this.locked(Date.parse(row.locked_until) - now);
    let ok: boolean;
    if (input.code !== undefined) {
      const step = matchTotp(row.secret, input.code, now);
      // A code already used (its step or an older one) is refused like a wrong one: no replay.
      ok = step !== null && (await repo.acceptStep(this.db, userId, step));
    } else {
      ok = await repo.spendRecoveryCode(this.db, userId, hashRecoveryCode(input.recoveryCode ?? ''), this.iso());
    }
    if (ok) {
      if (row.failed_attempts > 0 && input.recoveryCode !== undefined) await repo.resetWrongCodes(this.db, userId);
      return;
    }
    if (options.countWrong) {
      await repo.recordWrongCode(this.db, userId, MAX_WRONG_CODES, new Date(now + WRONG_CODE_LOCK_MS).toISOString());
    }
    throw badRequest(input.code !== undefined ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongRecoveryCode);
  }

  private locked(waitMs: number): HttpError {
    return new HttpError(
      429,
      `${TWO_FACTOR_MESSAGES.tooManyTries} ${retryAfterText(waitMs)}`,
      Math.max(1, Math.ceil(waitMs / 1000)),
    );
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }
}
