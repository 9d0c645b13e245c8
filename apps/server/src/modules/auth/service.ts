import { AUTH_MESSAGES } from '@tubesphere/shared/contract/auth';
import { nameProblem } from '@tubesphere/shared/domain/display-names';
import { passwordProblem } from '@tubesphere/shared/domain/password-rules';
import { activeSuspension, suspensionMessage } from '@tubesphere/shared/domain/suspension';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { isoPlus, nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
} from '../../lib/session-token.ts';
import { findUserByEmail, insertUser } from '../users/index.ts';
import { deleteSession, findSessionUser, insertSession, touchSession } from './session-repository.ts';

type ParsedLogin = { email: string; password: string };
type ParsedSignup = { email: string; password: string; user_name: string };

/** Welcome balance of a new account (docs/product.md#rewards: 1250 drops and 300 gems). */
export const WELCOME_WATER_DROPS = 1250;
export const WELCOME_GEMS = 300;

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow,
// so response time does not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  // A hash shed by a busy queue (503) must not be remembered: the next login tries again.
  dummyHash ??= hashPassword('not-a-real-password').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
};

/**
 * Sign-up, login and sessions. Guessing is limited before these run, by the login and sign-up
 * routes' rate limits (plugins/app/rate-limits.ts).
 */
export class AuthService {
  constructor(private readonly db: Kysely<Database>) {}

  async signup(input: ParsedSignup): Promise<{ user: UserRow; token: string }> {
    const weak = passwordProblem(input.password, { email: input.email, userName: input.user_name });
    if (weak) throw badRequest(weak);
    const badName = nameProblem(input.user_name);
    if (badName) throw badRequest(badName);
    // Saying so is a choice (docs/decisions/057): sign-ups per address are limited.
    if (await findUserByEmail(this.db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
    const now = nowIso();
    const passwordHash = await hashPassword(input.password);
    let user: UserRow;
    try {
      user = await insertUser(this.db, {
        email: input.email,
        password_hash: passwordHash,
        user_name: input.user_name,
        profile_image: null,
        bio: null,
        water_drops: WELCOME_WATER_DROPS,
        gems: WELCOME_GEMS,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides.
      if (await findUserByEmail(this.db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    return { user, token: await this.startSession(user.user_id) };
  }

  /** The account the e-mail and password name; the route starts its session or its 2단계 인증 step. */
  async login(input: ParsedLogin): Promise<UserRow> {
    const user = await findUserByEmail(this.db, input.email);
    const valid = user
      ? await verifyPassword(input.password, user.password_hash, 'member')
      : await verifyPassword(input.password, await getDummyHash()).then(() => false);
    if (!user || !valid) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
    // A ban ended every session; signing in again must not start a new one. Said only after the
    // password matched, so it tells a guesser nothing. A suspension for days lets them in to read.
    const suspension = activeSuspension({
      suspendedAt: user.suspended_at,
      suspendedUntil: user.suspended_until,
      reason: user.suspension_reason,
    });
    if (suspension?.kind === 'ban') throw forbidden(suspensionMessage(suspension));
    return user;
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const tokenHash = hashSessionToken(token);
    await this.db.transaction().execute((trx) => deleteSession(trx, tokenHash));
  }

  /** The user behind a cookie token, extending the session when it is used (sliding expiry). */
  async userForToken(token: string): Promise<UserRow | undefined> {
    const tokenHash = hashSessionToken(token);
    const now = new Date();
    const found = await findSessionUser(this.db, tokenHash, now.toISOString());
    if (!found) return undefined;
    const { last_seen_at: lastSeenAt, ...user } = found;
    if (now.getTime() - Date.parse(lastSeenAt) > SESSION_TOUCH_INTERVAL_MS) {
      await touchSession(this.db, tokenHash, now.toISOString(), isoPlus(SESSION_TTL_MS, now));
    }
    return user;
  }

  /** A fresh token on every sign-in, so a token planted before login is never promoted. */
  async startSession(userId: number): Promise<string> {
    const token = newSessionToken();
    const now = new Date();
    await insertSession(this.db, {
      token_hash: hashSessionToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: isoPlus(SESSION_TTL_MS, now),
      last_seen_at: now.toISOString(),
    });
    return token;
  }
}
