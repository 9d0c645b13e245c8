import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface UnreadItem {
  notificationId: number;
  type: string;
  actorName: string | null;
  postId: number | null;
  postTitle: string | null;
  text: string | null;
  count: number;
}

/**
 * The member's notifications created in `window` (a day old at least, a week at most: turning the
 * mail on does not mail a months-old backlog), still unread and never mailed, oldest first.
 * Read ones drop out by themselves: a read notification is never mailed.
 */
export async function unreadToMail(
  db: Db,
  userId: number,
  window: { from: string; to: string },
  limit: number,
): Promise<UnreadItem[]> {
  const rows = await db
    .selectFrom('notification as n')
    .leftJoin('user as actor', 'actor.user_id', 'n.actor_id')
    .leftJoin('post', (join) => join.onRef('post.post_id', '=', 'n.post_id').on('post.deleted_at', 'is', null))
    .select([
      'n.notification_id',
      'n.type',
      'n.post_id',
      'n.text',
      'n.actor_count',
      'actor.user_name as actor_name',
      'actor.deleted_at as actor_deleted_at',
      'post.title as post_title',
    ])
    .where('n.user_id', '=', userId)
    .where('n.read_at', 'is', null)
    .where('n.created_at', '>=', window.from)
    .where('n.created_at', '<=', window.to)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notification_mailed as m')
            .select('m.notification_id')
            .whereRef('m.notification_id', '=', 'n.notification_id'),
        ),
      ),
    )
    .orderBy('n.notification_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    notificationId: Number(row.notification_id),
    type: row.type,
    actorName: row.actor_deleted_at ? null : (row.actor_name ?? null),
    postId: row.post_id === null ? null : Number(row.post_id),
    postTitle: row.post_title?.trim() || null,
    text: row.text,
    count: Number(row.actor_count),
  }));
}

export async function markMailed(
  trx: Transaction<Database>,
  ids: number[],
  mailId: number,
  now: string,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .insertInto('notification_mailed')
    .values(ids.map((id) => ({ notification_id: id, mail_id: mailId, mailed_at: now })))
    .execute();
}
