import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashSessionToken } from '../../lib/session-token.ts';

/** Remembers a state handed to the provider (its hash), until `expiresAt`. */
export async function saveState(db: Kysely<Database>, state: string, now: Date, ttlMs: number): Promise<void> {
  await db
    .insertInto('oauth_state')
    .values({
      state_hash: hashSessionToken(state),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    })
    .execute();
}

/** Spends a live state: true for exactly one callback, on any process. */
export async function spendState(db: Kysely<Database>, state: string, now: Date): Promise<boolean> {
  const result = await db
    .deleteFrom('oauth_state')
    .where('state_hash', '=', hashSessionToken(state))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function purgeExpiredStates(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('oauth_state').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
