import { activeSuspension, suspensionMessage } from '@tubesphere/shared/domain/suspension';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';

/** The newest notification id of a user (0 without any): where a fresh stream starts. */
export async function newestId(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select('notification_id')
    .where('user_id', '=', userId)
    .orderBy('notification_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.notification_id) : 0;
}

/** Keeps the `in` lists of the session check to a size both engines take in one statement. */
const CHUNK = 500;

/** Which of these session token hashes still belong to a live session. */
export async function liveSessionHashes(db: Kysely<Database>, hashes: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const now = nowIso();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await db
      .selectFrom('session')
      .select('token_hash')
      .where('token_hash', 'in', hashes.slice(i, i + CHUNK))
      .where('expires_at', '>', now)
      .execute();
    for (const row of rows) live.add(row.token_hash);
  }
  return live;
}

/** The member's suspension in force now, as every refused write words it, or null. */
export async function suspensionNow(
  db: Kysely<Database>,
  userId: number,
): Promise<{ message: string; banned: boolean } | null> {
  const row = await db
    .selectFrom('user')
    .select(['suspended_at', 'suspended_until', 'suspension_reason'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const active = row
    ? activeSuspension({
        suspendedAt: row.suspended_at,
        suspendedUntil: row.suspended_until,
        reason: row.suspension_reason,
      })
    : null;
  return active ? { message: suspensionMessage(active), banned: active.kind === 'ban' } : null;
}
