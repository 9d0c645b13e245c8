import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountTokenPurpose, AccountTokenTable } from '../../db/schema-accounts.ts';

/** One-time links, by the hash of their token. */
export type AccountTokenRow = Selectable<AccountTokenTable>;
type Db = Kysely<Database> | Transaction<Database>;

export async function insertAccountToken(db: Db, row: AccountTokenRow): Promise<void> {
  await db.insertInto('account_token').values(row).execute();
}

/**
 * Spends a token: a conditional update, so two requests racing with one link cannot both
 * succeed. Undefined when the token is unknown, of another purpose, expired or already used.
 */
export async function consumeAccountToken(
  db: Db,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: string,
): Promise<AccountTokenRow | undefined> {
  const result = await db
    .updateTable('account_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('account_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Every other open link of that purpose stops working (a reset makes older reset mails useless). */
export async function spendAccountTokens(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('account_token')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function purgeExpiredAccountTokens(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('account_token').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
