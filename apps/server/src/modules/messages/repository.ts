import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const MESSAGE_COLUMNS = [
  'direct_message.message_id',
  'direct_message.sender_id',
  'direct_message.recipient_id',
  'direct_message.content',
  'direct_message.created_at',
  'direct_message.read_at',
] as const;

export async function insertMessage(
  db: Db,
  message: { senderId: number; recipientId: number; content: string; now: string },
) {
  return db
    .insertInto('direct_message')
    .values({
      sender_id: message.senderId,
      recipient_id: message.recipientId,
      content: message.content,
      created_at: message.now,
    })
    .returning(['message_id', 'sender_id', 'recipient_id', 'content', 'created_at', 'read_at'])
    .executeTakeFirstOrThrow();
}
export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** Has `from` ever written to `to`? (Then `to` may answer whatever their level.) */
export async function hasWrittenTo(db: Db, from: number, to: number): Promise<boolean> {
  const row = await db
    .selectFrom('direct_message')
    .select('message_id')
    .where('sender_id', '=', from)
    .where('recipient_id', '=', to)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findCorrespondent(db: Db, userId: number) {
  return db
    .selectFrom('user')
    .select(['user_id', 'user_name', 'profile_image', 'deleted_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * One page of a member's conversations, the most recent first: each other person and the id
 * of the last message either way.
 */
export async function conversationPage(db: Db, userId: number, page: number, size: number) {
  const both = db
    .selectFrom('direct_message')
    .select([sql<number>`recipient_id`.as('other_id'), 'message_id'])
    .where('sender_id', '=', userId)
    .where('deleted_at', 'is', null)
    .unionAll(
      db
        .selectFrom('direct_message')
        .select([sql<number>`sender_id`.as('other_id'), 'message_id'])
        .where('recipient_id', '=', userId)
        .where('deleted_at', 'is', null),
    );
  const rows = await db
    .selectFrom(both.as('m'))
    .select(['m.other_id', (eb) => eb.fn.max('m.message_id').as('last_id')])
    .groupBy('m.other_id')
    .orderBy('last_id', 'desc')
    .limit(size + 1)
    .offset((page - 1) * size)
    .execute();
  return rows.map((row) => ({ otherId: Number(row.other_id), lastId: Number(row.last_id) }));
}

export function messagesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('direct_message').select(MESSAGE_COLUMNS).where('message_id', 'in', ids).execute();
}

export function usersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user')
    .select(['user_id', 'user_name', 'profile_image', 'deleted_at'])
    .where('user_id', 'in', ids)
    .execute();
}

/** Unread messages from each of `senders` to the member. */
export async function unreadBySender(db: Db, userId: number, senders: number[]): Promise<Map<number, number>> {
  if (senders.length === 0) return new Map();
  const rows = await db
    .selectFrom('direct_message')
    .select(['sender_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where('sender_id', 'in', senders)
    .groupBy('sender_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.sender_id), Number(row.n)]));
}

/** The envelope's number stops counting here (it shows 99+). */
export const UNREAD_MESSAGES_CAP = 100;

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('direct_message')
        .select('message_id')
        .where('recipient_id', '=', userId)
        .where('read_at', 'is', null)
        .where('deleted_at', 'is', null)
        .limit(UNREAD_MESSAGES_CAP)
        .as('unread'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Up to `size + 1` messages between the two, newest first, older than `before` when given. */
export function threadPage(db: Db, userId: number, otherId: number, before: number | undefined, size: number) {
  let query = db
    .selectFrom('direct_message')
    .select(MESSAGE_COLUMNS)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', userId), eb('recipient_id', '=', otherId)]),
        eb.and([eb('sender_id', '=', otherId), eb('recipient_id', '=', userId)]),
      ]),
    );
  if (before !== undefined) query = query.where('message_id', '<', before);
  return query
    .orderBy('message_id', 'desc')
    .limit(size + 1)
    .execute();
}

export async function markThreadRead(db: Db, userId: number, otherId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('direct_message')
    .set({ read_at: now })
    .where('recipient_id', '=', userId)
    .where('sender_id', '=', otherId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A message still in its thread (one an admin deleted after a report is not). */
export function findMessage(db: Db, messageId: number) {
  return db
    .selectFrom('direct_message')
    .select(MESSAGE_COLUMNS)
    .where('message_id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
