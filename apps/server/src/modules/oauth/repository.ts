import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserOauthAccountTable } from '../../db/schema-accounts.ts';

export type OAuthLinkRow = Selectable<UserOauthAccountTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** user_oauth_account: which provider accounts sign in as which member. */
export class OAuthLinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(provider: string, subject: string, trx: Db = this.db): Promise<OAuthLinkRow | undefined> {
    return trx
      .selectFrom('user_oauth_account')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  forUser(userId: number, trx: Db = this.db): Promise<OAuthLinkRow[]> {
    return trx
      .selectFrom('user_oauth_account')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  async insert(row: OAuthLinkRow, trx: Db = this.db): Promise<void> {
    await trx.insertInto('user_oauth_account').values(row).execute();
  }

  async delete(userId: number, provider: string, trx: Db = this.db): Promise<number> {
    const result = await trx
      .deleteFrom('user_oauth_account')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
