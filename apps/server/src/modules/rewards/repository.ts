import type { Insertable, Transaction, Updateable } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/** Queries of the reward grant; every method runs inside the caller's transaction. */
export class RewardRepository {
  constructor(private readonly dialect: DialectName) {}

  async countToday(trx: Trx, userId: number, action: string, day: string): Promise<number> {
    const row = await trx
      .selectFrom('reward_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('action_type', '=', action)
      .where('reward_day', '=', day)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** False when this (user, action, key) was already rewarded: the unique index decides. */
  async logOnce(trx: Trx, entry: Insertable<Database['reward_log']>): Promise<boolean> {
    const inserted = await trx
      .insertInto('reward_log')
      .values(entry)
      .onConflict((oc) => oc.columns(['user_id', 'action_type', 'reward_key']).doNothing())
      .returning('reward_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** The user row, locked on PostgreSQL so concurrent grants add up (SQLite serialises writes). */
  lockUser(trx: Trx, userId: number) {
    const query = trx.selectFrom('user').select(['level', 'experience', 'water_drops']).where('user_id', '=', userId);
    return (this.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
  }

  async updateUser(
    trx: Trx,
    userId: number,
    values: { level: number; experience: number; water_drops: number },
    now: string,
  ) {
    await trx
      .updateTable('user')
      .set({ ...values, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
  }

  lockCharacter(trx: Trx, userId: number) {
    const query = trx.selectFrom('character').selectAll().where('user_id', '=', userId);
    return (this.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  }

  async insertCharacter(trx: Trx, row: Insertable<Database['character']>) {
    await trx
      .insertInto('character')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  async updateCharacter(trx: Trx, userId: number, values: Updateable<Database['character']>) {
    await trx.updateTable('character').set(values).where('user_id', '=', userId).execute();
  }

  partsUnlockedBetween(trx: Trx, fromLevelExclusive: number, toLevelInclusive: number) {
    return trx
      .selectFrom('character_part')
      .select(['part_id', 'part_type', 'part_name', 'part_icon', 'rarity', 'unlock_level'])
      .where('unlock_level', '>', fromLevelExclusive)
      .where('unlock_level', '<=', toLevelInclusive)
      .orderBy('sort_order')
      .execute();
  }

  firstPlant(trx: Trx, userId: number) {
    return trx
      .selectFrom('plant')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('plant_id')
      .limit(1)
      .executeTakeFirst();
  }

  createPlant(trx: Trx, userId: number, now: string) {
    return trx
      .insertInto('plant')
      .values({
        user_id: userId,
        plant_name: '새싹 화분',
        level: 1,
        experience: 0,
        max_experience: 100,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updatePlant(trx: Trx, plantId: number, values: { level: number; experience: number; max_experience: number }) {
    await trx.updateTable('plant').set(values).where('plant_id', '=', plantId).execute();
  }
}
