import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findTwoFactor(db: Db, userId: number) {
  return db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether the member's second factor is on (the admin guard asks this on every admin request). */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_two_factor')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new secret waiting to be proven; replaces an earlier unproven one, never an enabled one. */
export async function saveUnprovenSecret(db: Db, userId: number, secret: string, now: string): Promise<boolean> {
  await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret, created_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, created_at: now, last_used_step: null, failed_attempts: 0, locked_until: null })
        .where('user_two_factor.enabled_at', 'is', null),
    )
    .execute();
  const row = await findTwoFactor(db, userId);
  return row?.secret === secret;
}

/**
 * Accepts a time step for the member: only a step newer than the last one accepted, decided by
 * the update itself so two requests with one code cannot both pass. `enable` also switches it on.
 */
export async function acceptStep(
  db: Db,
  userId: number,
  step: number,
  options: { enableAt?: string } = {},
): Promise<boolean> {
  let query = db
    .updateTable('user_two_factor')
    .set({ last_used_step: step, failed_attempts: 0, ...(options.enableAt ? { enabled_at: options.enableAt } : {}) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]));
  query = options.enableAt ? query.where('enabled_at', 'is', null) : query.where('enabled_at', 'is not', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One more wrong sign-in code; at `max` the count starts again and codes wait until `lockUntil`. */
export async function recordWrongCode(
  db: Kysely<Database>,
  userId: number,
  max: number,
  lockUntil: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('user_two_factor')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .returning('failed_attempts')
      .executeTakeFirst();
    if (!row || row.failed_attempts < max) return false;
    await trx
      .updateTable('user_two_factor')
      .set({ failed_attempts: 0, locked_until: lockUntil })
      .where('user_id', '=', userId)
      .execute();
    return true;
  });
}

export async function resetWrongCodes(db: Db, userId: number): Promise<void> {
  await db.updateTable('user_two_factor').set({ failed_attempts: 0 }).where('user_id', '=', userId).execute();
}

export async function deleteTwoFactor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_two_factor_recovery_code').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_two_factor_challenge').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], now: string): Promise<void> {
  await db.deleteFrom('user_two_factor_recovery_code').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_two_factor_recovery_code')
    .values(hashes.map((code_hash) => ({ code_hash, user_id: userId, created_at: now })))
    .execute();
}

/** Spends a recovery code of the member's once, even under a race. */
export async function spendRecoveryCode(db: Db, userId: number, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('user_two_factor_recovery_code')
    .set({ used_at: now })
    .where('code_hash', '=', hash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_two_factor_recovery_code')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertChallenge(
  db: Db,
  row: { token_hash: string; user_id: number; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('user_two_factor_challenge').values(row).execute();
}

/** The member a live challenge names. */
export async function findChallengeUser(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_two_factor_challenge')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

/** Ends a challenge; true only for the one request that ended it (one session per challenge). */
export async function takeChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_two_factor_challenge')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function purgeExpiredChallenges(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('user_two_factor_challenge').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The member a completed challenge signs in (who the answer names). */
export async function findUserRow(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
