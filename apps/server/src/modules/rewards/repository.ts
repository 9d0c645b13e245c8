import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import { prepareQuery } from '../../db/prepared.ts';
import type { CharacterRow, Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

function selectState(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user as u')
    .leftJoin('character as c', 'c.user_id', 'u.user_id')
    .leftJoin('plant as p', 'p.user_id', 'u.user_id')
    .select([
      'u.level as user_level',
      'u.experience as user_experience',
      'u.water_drops as user_water_drops',
      'c.user_id as c_user_id',
      'c.character_name',
      'c.base_part_id',
      'c.level',
      'c.experience',
      'c.creativity',
      'c.sociability',
      'c.influence',
      'c.consistency',
      'c.updated_at',
      'p.plant_id',
      'p.level as plant_level',
      'p.experience as plant_experience',
      'p.max_experience as plant_max_experience',
    ])
    .where('u.user_id', '=', userId)
    .orderBy('p.plant_id')
    .limit(1);
}

// Every like and comment runs these: compiled once (db/prepared.ts).
const stateQuery = prepareQuery((db, p: { userId: number }) => selectState(db, p.userId));
const lockedStateQuery = prepareQuery((db, p: { userId: number }) => selectState(db, p.userId).forNoKeyUpdate('u'));
const updateUserQuery = prepareQuery(
  (db, p: { userId: number; level: number; experience: number; waterDrops: number; now: string }) =>
    db
      .updateTable('user')
      .set({ level: p.level, experience: p.experience, water_drops: p.waterDrops, updated_at: p.now })
      .where('user_id', '=', p.userId),
);
const updatePlantQuery = prepareQuery(
  (db, p: { plantId: number; level: number; experience: number; maxExperience: number }) =>
    db
      .updateTable('plant')
      .set({ level: p.level, experience: p.experience, max_experience: p.maxExperience })
      .where('plant_id', '=', p.plantId),
);

const updateCharacterQuery = prepareQuery(
  (db, p: Omit<CharacterRow, 'user_id' | 'character_name' | 'base_part_id'> & { userId: number }) =>
    db
      .updateTable('character')
      .set({
        level: p.level,
        experience: p.experience,
        creativity: p.creativity,
        sociability: p.sociability,
        influence: p.influence,
        consistency: p.consistency,
        updated_at: p.updated_at,
      })
      .where('user_id', '=', p.userId),
);
// Casts, because PostgreSQL types the parameters of a SELECT list as text otherwise.
const int = (value: number) => sql<number>`cast(${value} as integer)`;
const text = (value: string) => sql<string>`cast(${value} as text)`;
/** One grant to log: whose, for what (the action and its once-only key), on which Seoul day, how much. */
// A type, not an interface: prepareQuery's placeholders must be a plain record.
type GrantParams = {
  userId: number;
  action: string;
  key: string;
  day: string;
  experience: number;
  waterDrops: number;
  now: string;
  dailyCap: number;
};

/**
 * Logs a grant unless the action is at its daily cap or this (user, action, key) was already
 * rewarded — one statement instead of count-then-insert. Safe against races: the caller holds
 * the user row (lockRewardState), and the unique index decides between two grants of one key.
 */
const logOnceQuery = prepareQuery((db, p: GrantParams) =>
  db
    .insertInto('reward_log')
    .columns(['user_id', 'action_type', 'reward_key', 'reward_day', 'experience', 'water_drops', 'created_at'])
    .expression(
      db
        .selectNoFrom([
          int(p.userId).as('user_id'),
          text(p.action).as('action_type'),
          text(p.key).as('reward_key'),
          text(p.day).as('reward_day'),
          int(p.experience).as('experience'),
          int(p.waterDrops).as('water_drops'),
          text(p.now).as('created_at'),
        ])
        .where(
          (eb) =>
            eb
              .selectFrom('reward_log')
              .select((c) => c.fn.countAll<number>().as('n'))
              .where('user_id', '=', p.userId)
              .where('action_type', '=', p.action)
              .where('reward_day', '=', p.day),
          '<',
          p.dailyCap,
        ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'action_type', 'reward_key']).doNothing())
    .returning('reward_id'),
);

/* Queries of the reward grant; each runs inside the caller's transaction. */

/**
 * Logs the grant unless the action is at its daily cap or this (user, action, key) was already
 * rewarded — one statement instead of count-then-insert. Safe against races: the caller holds
 * the user row (lockRewardState), and the unique index decides between two grants of one key.
 */
export async function logRewardOnceUnderCap(
  trx: Trx,
  entry: Insertable<Database['reward_log']>,
  dailyCap: number,
): Promise<boolean> {
  const inserted = await logOnceQuery(trx, {
    userId: entry.user_id,
    action: entry.action_type,
    key: entry.reward_key,
    day: entry.reward_day,
    experience: entry.experience,
    waterDrops: entry.water_drops,
    now: entry.created_at,
    dailyCap,
  });
  return inserted.rows.length > 0;
}

/**
 * What a grant reads, in one query: the user's progress (locked on PostgreSQL, so concurrent
 * grants for one user apply one after the other; SQLite serialises writes anyway), their
 * companion and their first plant. Every write to these rows goes through a grant that holds
 * the user row first, so the companion and plant need no locks of their own.
 */
export async function lockRewardState(trx: Trx, dialect: DialectName, userId: number) {
  // NO KEY UPDATE, not UPDATE: the row the action inserted first (post, comment, reaction)
  // holds a KEY SHARE lock on the user through its foreign key, and FOR UPDATE would queue
  // behind another request's KEY SHARE of the same user — two requests of one user deadlocked
  // (test/reliability/scale-out.test.ts). Key columns are never updated, so nothing is lost.
  const query = dialect === 'postgres' ? lockedStateQuery : stateQuery;
  const row = (await query(trx, { userId })).rows[0];
  if (!row) throw new Error(`user ${userId} not found`);
  return toState(row);
}

type StateRow = Awaited<ReturnType<typeof stateQuery>>['rows'][number];

function toState(row: StateRow) {
  const character: CharacterRow | null =
    row.c_user_id === null
      ? null
      : {
          user_id: row.c_user_id,
          character_name: row.character_name as string,
          base_part_id: row.base_part_id,
          level: row.level as number,
          experience: row.experience as number,
          creativity: row.creativity as number,
          sociability: row.sociability as number,
          influence: row.influence as number,
          consistency: row.consistency as number,
          updated_at: row.updated_at as string,
        };
  const plant =
    row.plant_id === null
      ? null
      : {
          plant_id: row.plant_id,
          level: row.plant_level as number,
          experience: row.plant_experience as number,
          max_experience: row.plant_max_experience as number,
        };
  return {
    user: { level: row.user_level, experience: row.user_experience, water_drops: row.user_water_drops },
    character,
    plant,
  };
}

const lockAndLogQuery = prepareQuery((db, p: GrantParams) =>
  db
    .selectFrom(
      sql<LoggedRewardRow>`ts_reward_log(${p.userId}, ${p.action}, ${p.key}, ${p.day}, ${p.experience}, ${p.waterDrops}, ${p.now}, ${p.dailyCap})`.as(
        'f',
      ),
    )
    .selectAll(),
);

/**
 * PostgreSQL: lockRewardState and logRewardOnceUnderCap in one round trip (the function
 * ts_reward_log of migration 345: the user's row locked first, then the log and the state read
 * after the lock). `granted` says whether the grant was logged.
 */
export async function lockStateAndLogReward(
  trx: Trx,
  entry: Insertable<Database['reward_log']>,
  dailyCap: number,
): Promise<RewardState & { granted: boolean }> {
  const row = (
    await lockAndLogQuery(trx, {
      userId: entry.user_id,
      action: entry.action_type,
      key: entry.reward_key,
      day: entry.reward_day,
      experience: entry.experience,
      waterDrops: entry.water_drops,
      now: entry.created_at,
      dailyCap,
    })
  ).rows[0];
  if (!row) throw new Error(`user ${entry.user_id} not found`);
  return loggedRewardState(row);
}

export type RewardState = ReturnType<typeof toState>;
export type LoggedRewardRow = { o_granted: boolean } & { [K in keyof StateRow as `o_${K & string}`]: StateRow[K] };

/** The state and outcome of a grant logged in SQL (ts_reward_log, or ts_like, which calls it). */
export function loggedRewardState(row: LoggedRewardRow): RewardState & { granted: boolean } {
  const unprefixed = Object.fromEntries(Object.entries(row).map(([key, value]) => [key.slice(2), value]));
  return { ...toState(unprefixed as StateRow), granted: row.o_granted };
}

const updateAllProgressQuery = prepareQuery(
  (
    db,
    p: Omit<CharacterRow, 'user_id' | 'character_name' | 'base_part_id'> & {
      userId: number;
      userLevel: number;
      userExperience: number;
      waterDrops: number;
      plantId: number;
      plantLevel: number;
      plantExperience: number;
      plantMaxExperience: number;
    },
  ) =>
    db
      .with('u', (w) =>
        w
          .updateTable('user')
          .set({
            level: p.userLevel,
            experience: p.userExperience,
            water_drops: p.waterDrops,
            updated_at: p.updated_at,
          })
          .where('user_id', '=', p.userId)
          .returning('user_id'),
      )
      .with('c', (w) =>
        w
          .updateTable('character')
          .set({
            level: p.level,
            experience: p.experience,
            creativity: p.creativity,
            sociability: p.sociability,
            influence: p.influence,
            consistency: p.consistency,
            updated_at: p.updated_at,
          })
          .where('user_id', '=', p.userId)
          .returning('user_id'),
      )
      .updateTable('plant')
      .set({ level: p.plantLevel, experience: p.plantExperience, max_experience: p.plantMaxExperience })
      .where('plant_id', '=', p.plantId),
);

/**
 * PostgreSQL: updateUserProgress, updateCharacterProgress and updatePlantProgress as one
 * statement (data-modifying WITH; SQLite has none). The three rows are different tables, so
 * the order the parts run in does not matter.
 */
export async function updateAllProgress(
  trx: Trx,
  userId: number,
  values: {
    user: { level: number; experience: number; water_drops: number };
    character: Omit<CharacterRow, 'user_id' | 'character_name' | 'base_part_id'>;
    plant: { plant_id: number; level: number; experience: number; max_experience: number };
  },
) {
  await updateAllProgressQuery(trx, {
    userId,
    userLevel: values.user.level,
    userExperience: values.user.experience,
    waterDrops: values.user.water_drops,
    ...values.character,
    plantId: values.plant.plant_id,
    plantLevel: values.plant.level,
    plantExperience: values.plant.experience,
    plantMaxExperience: values.plant.max_experience,
  });
}

export async function updateUserProgress(
  trx: Trx,
  userId: number,
  values: { level: number; experience: number; water_drops: number },
  now: string,
) {
  await updateUserQuery(trx, {
    userId,
    level: values.level,
    experience: values.experience,
    waterDrops: values.water_drops,
    now,
  });
}

export function lockCharacter(trx: Trx, dialect: DialectName, userId: number) {
  const query = trx.selectFrom('character').selectAll().where('user_id', '=', userId);
  return (dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/** The new row, or undefined when another request created it first. */
export function insertCharacter(trx: Trx, row: Insertable<Database['character']>) {
  return trx
    .insertInto('character')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateCharacterProgress(
  trx: Trx,
  userId: number,
  values: Omit<CharacterRow, 'user_id' | 'character_name' | 'base_part_id'>,
) {
  await updateCharacterQuery(trx, { userId, ...values });
}

export function findPartsUnlockedBetween(trx: Trx, fromLevelExclusive: number, toLevelInclusive: number) {
  return trx
    .selectFrom('character_part')
    .select(['part_id', 'part_type', 'part_name', 'part_icon', 'rarity', 'unlock_level'])
    .where('unlock_level', '>', fromLevelExclusive)
    .where('unlock_level', '<=', toLevelInclusive)
    .orderBy('sort_order')
    .execute();
}

export function insertPlant(trx: Trx, userId: number, now: string) {
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

export async function updatePlantProgress(
  trx: Trx,
  plantId: number,
  values: { level: number; experience: number; max_experience: number },
) {
  await updatePlantQuery(trx, {
    plantId,
    level: values.level,
    experience: values.experience,
    maxExperience: values.max_experience,
  });
}
