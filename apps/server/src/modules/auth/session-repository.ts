import type { Kysely } from 'kysely';
import { publishSessionEnded, publishUserSessionsEnded } from '../../db/live-events.ts';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database, UserRow } from '../../db/schema.ts';

// Runs on every signed-in request: compiled once (db/prepared.ts).
const findSessionUser = prepareQuery((db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('session')
    .innerJoin('user', 'user.user_id', 'session.user_id')
    .selectAll('user')
    .select('session.last_seen_at')
    .where('session.token_hash', '=', p.tokenHash)
    .where('session.expires_at', '>', p.now),
);

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(session: Database['session']): Promise<void> {
    await this.db.insertInto('session').values(session).execute();
  }

  /** The live session's user in one query (runs on every signed-in request). */
  async findUser(tokenHash: string, now: string): Promise<(UserRow & { last_seen_at: string }) | undefined> {
    return (await findSessionUser(this.db, { tokenHash, now })).rows[0];
  }

  async touch(tokenHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** Ends one session; its live notification streams close with it, on every process. */
  async delete(tokenHash: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
      await publishSessionEnded(trx, tokenHash);
    });
  }

  /** Ends every session of a user but the one named (the device asking), or all of them, and their streams. */
  async deleteForUser(userId: number, keepTokenHash?: string, trx: Kysely<Database> = this.db): Promise<void> {
    let query = trx.deleteFrom('session').where('user_id', '=', userId);
    if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
    await query.execute();
    await publishUserSessionsEnded(trx, userId, keepTokenHash);
  }
}
