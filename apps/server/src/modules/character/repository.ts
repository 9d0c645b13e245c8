import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/* Queries of the companion; each runs inside the caller's transaction. */

/** The whole catalog in display order (24 rows: one query whatever the user). */
export function findCharacterParts(trx: Trx) {
  return trx
    .selectFrom('character_part')
    .select(['part_id', 'part_type', 'part_name', 'part_description', 'part_icon', 'unlock_level', 'rarity'])
    .orderBy('sort_order')
    .orderBy('part_id')
    .execute();
}

/** Equipped accessories, drawn in catalog order so the stacking is the same everywhere. */
export function findEquippedAccessories(trx: Trx, userId: number) {
  return trx
    .selectFrom('character_accessory as a')
    .innerJoin('character_part as p', 'p.part_id', 'a.part_id')
    .select(['a.part_id', 'a.position_x', 'a.position_y'])
    .where('a.user_id', '=', userId)
    .orderBy('p.sort_order')
    .orderBy('a.part_id')
    .execute();
}

export async function updateCharacterLook(
  trx: Trx,
  userId: number,
  values: { base_part_id: string; character_name: string; updated_at: string },
): Promise<void> {
  await trx.updateTable('character').set(values).where('user_id', '=', userId).execute();
}

/** Replaces the equipped set: one delete, one multi-row insert. */
export async function replaceEquippedAccessories(
  trx: Trx,
  userId: number,
  accessories: { part_id: string; position_x: number; position_y: number }[],
): Promise<void> {
  await trx.deleteFrom('character_accessory').where('user_id', '=', userId).execute();
  if (accessories.length === 0) return;
  await trx
    .insertInto('character_accessory')
    .values(accessories.map((a) => ({ user_id: userId, ...a })))
    .execute();
}
