import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/clock.ts';
import type { Database } from '../schema.ts';
import { CHARACTER_PARTS, DEFAULT_ADMIN_SETTINGS, SPHERES } from './reference-data.ts';

/** Reference data every database needs; safe to run at every start (inserts what is missing). */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sphere')
      .values(SPHERES.map((sphere) => ({ ...sphere, member_count: 0, created_at: now })))
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    await trx
      .insertInto('character_part')
      .values(CHARACTER_PARTS.map((part, index) => ({ ...part, sort_order: index })))
      .onConflict((oc) => oc.column('part_id').doNothing())
      .execute();
    await trx
      .insertInto('admin_settings')
      .values(
        Object.entries(DEFAULT_ADMIN_SETTINGS).map(([key, value]) => ({
          setting_key: key,
          setting_value: value,
          updated_at: now,
          updated_by: null,
        })),
      )
      .onConflict((oc) => oc.column('setting_key').doNothing())
      .execute();
  });
}
