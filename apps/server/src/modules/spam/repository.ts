import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const KEY = 'email_domain_blocklist';

/** The blocklist, stored as one domain a line in admin_settings. */
export async function readEmailDomainBlocklist(db: Db): Promise<string[]> {
  const row = await db
    .selectFrom('admin_settings')
    .select('setting_value')
    .where('setting_key', '=', KEY)
    .executeTakeFirst();
  return (row?.setting_value ?? '').split('\n').filter(Boolean);
}

export async function writeEmailDomainBlocklist(db: Db, domains: string[], adminId: number, now: string) {
  const value = domains.join('\n');
  await db
    .insertInto('admin_settings')
    .values({ setting_key: KEY, setting_value: value, updated_at: now, updated_by: adminId })
    .onConflict((oc) =>
      oc.column('setting_key').doUpdateSet({ setting_value: value, updated_at: now, updated_by: adminId }),
    )
    .execute();
}
