import { DEFAULT_TRUST_SETTINGS, type TrustSettings, trustSettings } from '@tubesphere/shared/contract/trust';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** One admin_settings row of JSON; anything missing or unreadable counts as the default. */
const KEY = 'trust_settings';

export async function readTrustSettings(db: Db): Promise<TrustSettings> {
  const row = await db
    .selectFrom('admin_settings')
    .select('setting_value')
    .where('setting_key', '=', KEY)
    .executeTakeFirst();
  if (!row) return DEFAULT_TRUST_SETTINGS;
  try {
    const stored = JSON.parse(row.setting_value) as Partial<TrustSettings>;
    const merged = {
      ...DEFAULT_TRUST_SETTINGS,
      ...stored,
      // Level by level, so a requirement added since the settings were saved takes its default.
      thresholds: {
        1: { ...DEFAULT_TRUST_SETTINGS.thresholds[1], ...stored.thresholds?.[1] },
        2: { ...DEFAULT_TRUST_SETTINGS.thresholds[2], ...stored.thresholds?.[2] },
        3: { ...DEFAULT_TRUST_SETTINGS.thresholds[3], ...stored.thresholds?.[3] },
      },
    };
    const parsed = trustSettings.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_TRUST_SETTINGS;
  } catch {
    return DEFAULT_TRUST_SETTINGS;
  }
}

export async function writeTrustSettings(
  trx: Transaction<Database>,
  settings: TrustSettings,
  adminId: number,
  now: string,
): Promise<void> {
  const value = JSON.stringify(settings);
  await trx
    .insertInto('admin_settings')
    .values({ setting_key: KEY, setting_value: value, updated_at: now, updated_by: adminId })
    .onConflict((oc) =>
      oc.column('setting_key').doUpdateSet({ setting_value: value, updated_at: now, updated_by: adminId }),
    )
    .execute();
}
