import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserOauthAccountTable } from '../../db/schema-accounts.ts';

/** user_oauth_account: which provider accounts sign in as which member. */
export type OAuthLinkRow = Selectable<UserOauthAccountTable>;
type Db = Kysely<Database> | Transaction<Database>;

export function findOAuthLink(db: Db, provider: string, subject: string): Promise<OAuthLinkRow | undefined> {
  return db
    .selectFrom('user_oauth_account')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function findUserOAuthLinks(db: Db, userId: number): Promise<OAuthLinkRow[]> {
  return db.selectFrom('user_oauth_account').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export async function insertOAuthLink(db: Db, row: OAuthLinkRow): Promise<void> {
  await db.insertInto('user_oauth_account').values(row).execute();
}

export async function deleteOAuthLink(db: Db, userId: number, provider: string): Promise<number> {
  const result = await db
    .deleteFrom('user_oauth_account')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
