import type { Kysely, Transaction } from 'kysely';
import { publishSessionEnded, publishUserSessionsEnded } from '../../db/live-events.ts';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database, UserRow } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

// Runs on every signed-in request: compiled once (db/prepared.ts).
const sessionUserQuery = prepareQuery((db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('session')
    .innerJoin('user', 'user.user_id', 'session.user_id')
    .selectAll('user')
    .select('session.last_seen_at')
    .where('session.token_hash', '=', p.tokenHash)
    .where('session.expires_at', '>', p.now),
);

export async function insertSession(db: Db, session: Database['session']): Promise<void> {
  await db.insertInto('session').values(session).execute();
}

/** The live session's user in one query (runs on every signed-in request). */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<(UserRow & { last_seen_at: string }) | undefined> {
  return (await sessionUserQuery(db, { tokenHash, now })).rows[0];
}

export async function touchSession(db: Db, tokenHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Ends one session; its live notification streams close with it, on every process (pass a transaction). */
export async function deleteSession(trx: Transaction<Database>, tokenHash: string): Promise<void> {
  await trx.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
  await publishSessionEnded(trx, tokenHash);
}

/**
 * Ends every session of a user but the one named (the device asking), or all of them, and their
 * streams; how many ended. Push subscriptions go with their sessions (a foreign key); those saved
 * before subscriptions named their session cannot say which device they are, so they go too.
 */
export async function deleteUserSessions(db: Db, userId: number, keepTokenHash?: string): Promise<number> {
  let query = db.deleteFrom('session').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
  const result = await query.executeTakeFirst();
  await db
    .deleteFrom('push_subscription')
    .where('user_id', '=', userId)
    .where('session_token_hash', 'is', null)
    .execute();
  await publishUserSessionsEnded(db, userId, keepTokenHash);
  return Number(result.numDeletedRows);
}
