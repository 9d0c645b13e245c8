import { type AdminSettings, DEFAULT_REPORT_AUTO_HIDE_THRESHOLD } from '@tubesphere/shared/contract/admin-settings';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export const SETTING_KEYS = [
  'companion_visible',
  'recommended_spheres_visible',
  'report_auto_hide_threshold',
  'admin_two_factor_required',
] as const satisfies readonly (keyof AdminSettings)[];

/** Stored as text ('true'/'false'); anything unreadable counts as the default, visible. */
const readFlag = (value: string | undefined) =>
  value === undefined || !['false', '0'].includes(value.trim().toLowerCase());

/** A flag that is off unless saved as on. */
const readOptIn = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

/** Stored as decimal text; anything unreadable or out of range counts as the default. */
const readThreshold = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= 100 ? parsed : DEFAULT_REPORT_AUTO_HIDE_THRESHOLD;
};

type Db = Kysely<Database> | Transaction<Database>;

export async function findAdminSettings(db: Db): Promise<AdminSettings> {
  const rows = await db
    .selectFrom('admin_settings')
    .select(['setting_key', 'setting_value'])
    .where('setting_key', 'in', [...SETTING_KEYS])
    .execute();
  const byKey = new Map(rows.map((row) => [row.setting_key, row.setting_value]));
  return {
    companion_visible: readFlag(byKey.get('companion_visible')),
    recommended_spheres_visible: readFlag(byKey.get('recommended_spheres_visible')),
    report_auto_hide_threshold: readThreshold(byKey.get('report_auto_hide_threshold')),
    admin_two_factor_required: readOptIn(byKey.get('admin_two_factor_required')),
  };
}

/** Writes the given values; the caller's transaction keeps the pair from being half-saved. */
export async function saveAdminSettings(
  trx: Transaction<Database>,
  changes: Partial<AdminSettings>,
  adminId: number,
  now: string,
): Promise<void> {
  for (const key of SETTING_KEYS) {
    const value = changes[key];
    if (value === undefined) continue;
    const settingValue = typeof value === 'number' ? String(value) : value ? 'true' : 'false';
    await trx
      .insertInto('admin_settings')
      .values({ setting_key: key, setting_value: settingValue, updated_at: now, updated_by: adminId })
      .onConflict((oc) =>
        oc.column('setting_key').doUpdateSet({ setting_value: settingValue, updated_at: now, updated_by: adminId }),
      )
      .execute();
  }
}
