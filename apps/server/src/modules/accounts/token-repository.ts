import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountTokenPurpose, AccountTokenTable } from '../../db/schema-accounts.ts';

export type AccountTokenRow = Selectable<AccountTokenTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** One-time links, by the hash of their token. */
export class TokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: AccountTokenRow, trx: Db = this.db): Promise<void> {
    await trx.insertInto('account_token').values(row).execute();
  }

  /**
   * Spends a token: a conditional update, so two requests racing with one link cannot both
   * succeed. Undefined when the token is unknown, of another purpose, expired or already used.
   */
  async consume(
    tokenHash: string,
    purpose: AccountTokenPurpose,
    now: string,
    trx: Db = this.db,
  ): Promise<AccountTokenRow | undefined> {
    const result = await trx
      .updateTable('account_token')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return trx.selectFrom('account_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Every other open link of that purpose stops working (a reset makes older reset mails useless). */
  async spendAll(userId: number, purpose: AccountTokenPurpose, now: string, trx: Db = this.db): Promise<void> {
    await trx
      .updateTable('account_token')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  async purgeExpired(before: string): Promise<number> {
    const result = await this.db.deleteFrom('account_token').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
