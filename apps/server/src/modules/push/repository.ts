import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PushSubscriptionTable } from '../../db/schema-push.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type SubscriptionRow = Selectable<PushSubscriptionTable>;

/** A browser may subscribe this many times per member; the oldest goes beyond that. */
export const DEVICES_PER_MEMBER = 20;

export interface NewSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  /** The session asking: the subscription ends with it. */
  sessionTokenHash: string;
  now: string;
}

/**
 * Saves the browser's subscription for this member and session. The endpoint names one browser:
 * one that subscribed before (under this member or, on a shared computer, another) is taken over
 * with its new keys and the new session. True when the row is new.
 */
export async function upsertSubscription(db: Db, sub: NewSubscription): Promise<boolean> {
  // Read through the table, not taken as given: a session another process ended a moment ago
  // (its sign-in still cached here) binds nothing instead of failing the foreign key.
  const session = sql<string | null>`(select token_hash from session where token_hash = ${sub.sessionTokenHash})`;
  const existing = await db
    .selectFrom('push_subscription')
    .select('subscription_id')
    .where('endpoint', '=', sub.endpoint)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('push_subscription')
      .set({
        user_id: sub.userId,
        p256dh: sub.p256dh,
        auth: sub.auth,
        user_agent: sub.userAgent,
        session_token_hash: session,
      })
      .where('subscription_id', '=', existing.subscription_id)
      .execute();
    return false;
  }
  await db
    .insertInto('push_subscription')
    .values({
      user_id: sub.userId,
      endpoint: sub.endpoint,
      p256dh: sub.p256dh,
      auth: sub.auth,
      user_agent: sub.userAgent,
      session_token_hash: session,
      created_at: sub.now,
    })
    .execute();
  return true;
}

/** Keeps a member's newest DEVICES_PER_MEMBER subscriptions. */
export async function trimSubscriptions(db: Db, userId: number): Promise<void> {
  const keep = db
    .selectFrom('push_subscription')
    .select('subscription_id')
    .where('user_id', '=', userId)
    .orderBy('subscription_id', 'desc')
    .limit(DEVICES_PER_MEMBER);
  await db
    .deleteFrom('push_subscription')
    .where('user_id', '=', userId)
    .where('subscription_id', 'not in', keep)
    .execute();
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscription')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteSubscriptionById(db: Db, subscriptionId: number): Promise<void> {
  await db.deleteFrom('push_subscription').where('subscription_id', '=', subscriptionId).execute();
}

export function listSubscriptions(db: Db, userId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('push_subscription')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('subscription_id', 'desc')
    .limit(DEVICES_PER_MEMBER)
    .execute();
}

export async function markDelivered(db: Db, subscriptionId: number, now: string): Promise<void> {
  await db
    .updateTable('push_subscription')
    .set({ last_success_at: now })
    .where('subscription_id', '=', subscriptionId)
    .execute();
}
