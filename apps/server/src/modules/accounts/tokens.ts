import type { AccountTokenPurpose } from '../../db/schema-accounts.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';
import type { AccountTokenRow } from './token-repository.ts';

/** A new link token (256 random bits, like a session's) and the row that stores only its hash. */
export function newAccountToken(
  userId: number,
  purpose: AccountTokenPurpose,
  ttlMs: number,
  email: string | null = null,
  now = new Date(),
): { token: string; row: AccountTokenRow } {
  const token = newSessionToken();
  return {
    token,
    row: {
      token_hash: hashSessionToken(token),
      user_id: userId,
      purpose,
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
    },
  };
}

export const hashAccountToken = hashSessionToken;
