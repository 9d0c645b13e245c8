import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A 쪽지 with the two people it is between, deleted ones too (`deleted_at` says whether it is still in its thread). */
export function findMessageState(db: Db, messageId: number) {
  return db
    .selectFrom('direct_message')
    .select(['message_id', 'sender_id', 'recipient_id', 'deleted_at'])
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

/** Takes the 쪽지 out of both sides of the thread; false when it was gone already. */
export async function deleteMessage(trx: Transaction<Database>, messageId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('direct_message')
    .set({ deleted_at: now })
    .where('message_id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Reported 쪽지 (deleted ones too: the queue says so) with their sender and recipient. */
export function messagesByIds(db: Db, ids: number[]) {
  return db
    .selectFrom('direct_message')
    .innerJoin('user as author', 'author.user_id', 'direct_message.sender_id')
    .innerJoin('user as recipient', 'recipient.user_id', 'direct_message.recipient_id')
    .select([
      'direct_message.message_id',
      'direct_message.content',
      'direct_message.deleted_at',
      'author.user_id as author_id',
      'author.user_name as author_name',
      'author.deleted_at as author_deleted_at',
      'author.suspended_at as author_suspended_at',
      'author.suspended_until as author_suspended_until',
      'author.suspension_reason as author_suspension_reason',
      'recipient.user_id as recipient_id',
      'recipient.user_name as recipient_name',
      'recipient.deleted_at as recipient_deleted_at',
    ])
    .where('direct_message.message_id', 'in', ids)
    .execute();
}
