import type { Kysely, Transaction } from 'kysely';
import { publishEvent } from './events.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What crosses between server processes about notifications (db/events.ts), kept small (NOTIFY
 * payloads stop at 8,000 bytes) and free of content: a process that has a stream for the user
 * reads the rest from the database.
 */
export type LiveEvent =
  /** Notification `n` was created for user `u`. */
  | { t: 'n'; u: number; n: number }
  /** User `u`'s unread count changed (read elsewhere, content deleted). */
  | { t: 'c'; u: number }
  /** Every session of user `u` ended, except the one whose token hash is `k`. */
  | { t: 'e'; u: number; k?: string }
  /** The session whose token hash is `h` ended (a logout). */
  | { t: 'x'; h: string }
  /** User `u` was suspended or banned: their streams say so and close. */
  | { t: 's'; u: number }
  /** 쪽지 `m` between user `u` and user `f` was sent (either side hears it). */
  | { t: 'm'; u: number; f: number; m: number };

export const publishLive = (db: Db, event: LiveEvent): Promise<void> => publishEvent(db, JSON.stringify(event));

/** Another process's payload, or null when it is not one of ours. */
export function parseLive(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  const isId = (id: unknown) => Number.isSafeInteger(id) && (id as number) > 0;
  switch (event.t) {
    case 'n':
      return isId(event.u) && isId(event.n) ? { t: 'n', u: event.u as number, n: event.n as number } : null;
    case 'c':
      return isId(event.u) ? { t: 'c', u: event.u as number } : null;
    case 'e':
      if (!isId(event.u)) return null;
      return typeof event.k === 'string'
        ? { t: 'e', u: event.u as number, k: event.k }
        : { t: 'e', u: event.u as number };
    case 'x':
      return typeof event.h === 'string' ? { t: 'x', h: event.h } : null;
    case 's':
      return isId(event.u) ? { t: 's', u: event.u as number } : null;
    case 'm':
      return isId(event.u) && isId(event.f) && isId(event.m)
        ? { t: 'm', u: event.u as number, f: event.f as number, m: event.m as number }
        : null;
    default:
      return null;
  }
}

/** Tells every process that the user's unread count changed. */
export async function publishUnreadChanged(db: Db, userIds: Iterable<number>): Promise<void> {
  for (const u of new Set(userIds)) await publishLive(db, { t: 'c', u });
}

/** Streams of ended sessions close, on whichever process holds them (auth's session repository calls these). */
export const publishSessionEnded = (db: Db, tokenHash: string): Promise<void> =>
  publishLive(db, { t: 'x', h: tokenHash });

export const publishUserSessionsEnded = (db: Db, userId: number, keepTokenHash?: string): Promise<void> =>
  publishLive(db, keepTokenHash ? { t: 'e', u: userId, k: keepTokenHash } : { t: 'e', u: userId });

/** The user's streams close with the suspension's sentence, on every process (moderation calls this). */
export const publishUserSuspended = (db: Db, userId: number): Promise<void> => publishLive(db, { t: 's', u: userId });
