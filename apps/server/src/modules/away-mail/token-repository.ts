import type { AwayMailKind } from '@tubesphere/shared/contract/away-mail';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A new unsubscribe token for one mail (256 random bits; only the hash is stored). It stays good
 * until the member turns the kind on again (settings-repository.ts rotates them then).
 */
export async function issueUnsubscribeToken(db: Db, userId: number, kind: AwayMailKind, now: string): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('mail_unsubscribe_token')
    .values({ token_hash: hashSessionToken(token), user_id: userId, kind, created_at: now })
    .execute();
  return token;
}

export function findUnsubscribeToken(db: Db, token: string) {
  return db
    .selectFrom('mail_unsubscribe_token')
    .select(['token_hash', 'user_id', 'kind', 'used_at'])
    .where('token_hash', '=', hashSessionToken(token))
    .executeTakeFirst();
}

export async function markUnsubscribeTokenUsed(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('mail_unsubscribe_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .execute();
}
