import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Queues one push per browser of the member, in the caller's transaction: a push exists exactly
 * when what it reports does. One statement, and nothing at all for a member without browsers.
 * Returns how many were queued.
 */
export async function enqueueForUser(
  db: Db,
  userId: number,
  item: { kind: string; refId: number },
  now: string,
): Promise<number> {
  const rows = await db
    .insertInto('push_delivery')
    .columns(['subscription_id', 'kind', 'ref_id', 'next_attempt_at', 'created_at'])
    .expression(
      db
        .selectFrom('push_subscription')
        .select([
          'subscription_id',
          sql<string>`cast(${item.kind} as text)`.as('kind'),
          sql<number>`cast(${item.refId} as integer)`.as('ref_id'),
          sql<string>`cast(${now} as text)`.as('next_attempt_at'),
          sql<string>`cast(${now} as text)`.as('created_at'),
        ])
        .where('user_id', '=', userId),
    )
    .returning('delivery_id')
    .execute();
  return rows.length;
}

/** Pending pushes whose time has come, and claims whose sender stopped answering. */
export async function dueDeliveryIds(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('push_delivery')
    .select('delivery_id')
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('delivery_id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.delivery_id));
}

/**
 * Takes one push for sending: a conditional update, so of two senders that saw it due only one
 * gets it; the claim lapses at `claimUntil` (a sender that died mid-send).
 */
export async function claimDelivery(db: Db, deliveryId: number, now: string, claimUntil: string) {
  const result = await db
    .updateTable('push_delivery')
    .set((eb) => ({ status: 'sending', next_attempt_at: claimUntil, attempts: eb('attempts', '+', 1) }))
    .where('delivery_id', '=', deliveryId)
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom('push_delivery')
    .innerJoin('push_subscription', 'push_subscription.subscription_id', 'push_delivery.subscription_id')
    .select([
      'push_delivery.delivery_id',
      'push_delivery.kind',
      'push_delivery.ref_id',
      'push_delivery.attempts',
      'push_subscription.subscription_id',
      'push_subscription.user_id',
      'push_subscription.endpoint',
      'push_subscription.p256dh',
      'push_subscription.auth',
    ])
    .where('push_delivery.delivery_id', '=', deliveryId)
    .executeTakeFirst();
}
export type ClaimedDelivery = NonNullable<Awaited<ReturnType<typeof claimDelivery>>>;

/** Delivered, or nothing left to deliver (its notification is gone): the row has done its job. */
export async function deleteDelivery(db: Db, deliveryId: number): Promise<void> {
  await db.deleteFrom('push_delivery').where('delivery_id', '=', deliveryId).execute();
}

/** A failed try: again at `retryAt`, or given up (`retryAt` null). */
export async function markDeliveryFailed(db: Db, deliveryId: number, error: string, retryAt: string | null) {
  await db
    .updateTable('push_delivery')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? '9999-12-31T00:00:00.000Z',
      last_error: error.slice(0, 500),
    })
    .where('delivery_id', '=', deliveryId)
    .execute();
}

/** Given-up pushes older than `before`: kept a while for whoever investigates, then dropped. */
export async function purgeFailedBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('push_delivery')
    .where('status', '=', 'failed')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
