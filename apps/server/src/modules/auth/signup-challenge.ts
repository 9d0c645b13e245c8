import { randomBytes } from 'node:crypto';
import {
  type AltchaChallenge,
  SIGNUP_CHALLENGE_MESSAGES,
  SIGNUPS_BEFORE_CHALLENGE,
  type SignupChallengeResponse,
} from '@tubesphere/shared/contract/signup-challenge';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest } from '../../lib/http-error.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type SignupChallengeMode = 'adaptive' | 'always' | 'off';

const HOUR_MS = 3_600_000;
/** A challenge is solved in seconds; ten minutes leave room for filling in the form. */
const CHALLENGE_TTL_MS = 10 * 60_000;
/** About 50 000 SHA-256 rounds on average: a second or two in a phone's Web Worker. */
const MAX_NUMBER = 100_000;

export const countRecentSignups = async (db: Db, network: string, sinceIso: string) =>
  Number(
    (
      await db
        .selectFrom('signup_network')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('network', '=', network)
        .where('created_at', '>=', sinceIso)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** Counts a sign-up; rows older than a day count for nothing and go (sign-ups are rare enough to sweep here). */
export async function recordSignupNetwork(db: Db, network: string): Promise<void> {
  const now = nowIso();
  await db.insertInto('signup_network').values({ network, created_at: now }).execute();
  const dayAgo = new Date(Date.parse(now) - 24 * HOUR_MS).toISOString();
  await db.deleteFrom('signup_network').where('created_at', '<', dayAgo).execute();
}

/**
 * 자동 가입 방지 (docs/decisions/221-spam-defences.md): an ALTCHA proof-of-work the browser solves,
 * asked always, never, or (adaptive) once a network has signed up SIGNUPS_BEFORE_CHALLENGE times
 * within the hour. Challenges are HMAC-signed and expire; a solved one is accepted once.
 */
export class SignupChallengeService {
  private readonly hmacKey: string;
  /** Signatures of solved challenges until they expire: one solution, one sign-up. */
  private readonly spent = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mode: SignupChallengeMode,
    hmacKey?: string,
  ) {
    this.hmacKey = hmacKey ?? randomBytes(32).toString('hex');
  }

  async required(network: string): Promise<boolean> {
    if (this.mode !== 'adaptive') return this.mode === 'always';
    const since = new Date(Date.parse(nowIso()) - HOUR_MS).toISOString();
    return (await countRecentSignups(this.db, network, since)) >= SIGNUPS_BEFORE_CHALLENGE;
  }

  async issue(network: string): Promise<SignupChallengeResponse> {
    if (!(await this.required(network))) return { success: true, required: false, challenge: null };
    const challenge = await createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: MAX_NUMBER,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return { success: true, required: true, challenge: challenge as AltchaChallenge };
  }

  /** Throws a 400 unless the sign-up may go ahead from this network with this solution. */
  async check(network: string, payload: string | undefined): Promise<void> {
    if (!(await this.required(network))) return;
    if (!payload) throw badRequest(SIGNUP_CHALLENGE_MESSAGES.missing);
    let valid = false;
    let signature = '';
    try {
      valid = await verifySolution(payload, this.hmacKey, true);
      signature =
        (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: string }).signature ?? '';
    } catch {
      valid = false;
    }
    const now = Date.now();
    for (const [key, until] of this.spent) if (until < now) this.spent.delete(key);
    if (!valid || !signature || this.spent.has(signature)) throw badRequest(SIGNUP_CHALLENGE_MESSAGES.invalid);
    this.spent.set(signature, expiryOf(payload) ?? now + CHALLENGE_TTL_MS);
  }

  record(network: string): Promise<void> {
    return recordSignupNetwork(this.db, network);
  }
}

function expiryOf(payload: string): number | null {
  const expires = Number(extractParams(payload).expires);
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}
