import {
  AWAY_MAIL_SETTING_KEYS,
  type AwayMailKind,
  type AwayMailSettingKey,
  type AwayMailSettings,
} from '@tubesphere/shared/contract/away-mail';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A member's away mails; a kind without a row is off (opt-in). */
export async function awayMailSettingsOf(db: Db, userId: number): Promise<AwayMailSettings> {
  const rows = await db
    .selectFrom('mail_away_setting')
    .select(['kind', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const on = new Set(rows.filter((row) => Number(row.enabled) === 1).map((row) => row.kind));
  return {
    weeklyDigest: on.has(AWAY_MAIL_SETTING_KEYS.weeklyDigest),
    unreadNotifications: on.has(AWAY_MAIL_SETTING_KEYS.unreadNotifications),
  };
}

/** Turns a kind on or off; false when it already was so. */
export async function setAwayMail(db: Db, userId: number, kind: AwayMailKind, enabled: boolean, now: string) {
  const result = await db
    .insertInto('mail_away_setting')
    .values({ user_id: userId, kind, enabled: enabled ? 1 : 0, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind'])
        .doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: now })
        .where('mail_away_setting.enabled', '<>', enabled ? 1 : 0),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Saves the kinds named in `changes`. Turning one on again rotates its unsubscribe links: a link
 * from an older mail no longer undoes the member's new choice.
 */
export async function saveAwayMailSettings(
  db: Kysely<Database>,
  userId: number,
  changes: Partial<Record<AwayMailSettingKey, boolean>>,
  now: string,
): Promise<AwayMailSettings> {
  return db.transaction().execute(async (trx) => {
    for (const [key, enabled] of Object.entries(changes) as [AwayMailSettingKey, boolean | undefined][]) {
      if (enabled === undefined) continue;
      const kind = AWAY_MAIL_SETTING_KEYS[key];
      const changed = await setAwayMail(trx, userId, kind, enabled, now);
      if (changed && enabled) {
        await trx.deleteFrom('mail_unsubscribe_token').where('user_id', '=', userId).where('kind', '=', kind).execute();
      }
    }
    return awayMailSettingsOf(trx, userId);
  });
}
