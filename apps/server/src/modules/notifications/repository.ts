import { UNREAD_COUNT_CAP } from '@tubesphere/shared/contract/notifications';
import { type Kysely, sql, type Transaction } from 'kysely';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type NewNotification = {
  userId: number;
  type: string;
  actorId: number | null;
  postId: number | null;
  commentId: number | null;
  text: string | null;
  count: number;
  groupKey: string | null;
  now: string;
};

// Casts, because PostgreSQL types the parameters of a SELECT list as text otherwise.
const int = (value: number | null) => sql<number>`cast(${value} as integer)`;
const text = (value: string | null) => sql<string>`cast(${value} as text)`;

/**
 * Inserts the notification only if its recipient's account is live and has not turned the
 * type off — one statement for the check and the write, since every comment runs it.
 */
const insertIfWantedQuery = prepareQuery((db, p: NewNotification) =>
  db
    .insertInto('notification')
    .columns(['user_id', 'type', 'actor_id', 'post_id', 'comment_id', 'text', 'actor_count', 'group_key', 'created_at'])
    .expression(
      db
        .selectFrom('user')
        .select([
          'user.user_id',
          text(p.type).as('type'),
          int(p.actorId).as('actor_id'),
          int(p.postId).as('post_id'),
          int(p.commentId).as('comment_id'),
          text(p.text).as('text'),
          int(p.count).as('actor_count'),
          text(p.groupKey).as('group_key'),
          text(p.now).as('created_at'),
        ])
        .where('user.user_id', '=', p.userId)
        .where('user.deleted_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('notification_preference')
                .select('notification_preference.user_id')
                .where('notification_preference.user_id', '=', p.userId)
                .where('notification_preference.type', '=', p.type)
                .where('notification_preference.enabled', '=', 0),
            ),
          ),
        ),
    )
    .returning('notification_id'),
);

export async function insertIfWanted(db: Db, row: NewNotification): Promise<number | null> {
  const inserted = (await insertIfWantedQuery(db, row)).rows[0];
  return inserted ? Number(inserted.notification_id) : null;
}

const notifyFunctionQuery = prepareQuery((db, p: NewNotification & { since: string | null; channelPrefix: string }) =>
  db
    .selectFrom(
      sql<{
        o_notification_id: number | null;
        o_pushes: number;
      }>`ts_notify(${p.userId}, ${p.type}, ${p.actorId}, ${p.postId}, ${p.commentId}, ${p.text}, ${p.count}, ${p.now}, ${p.groupKey}, ${p.since}, ${p.channelPrefix})`.as(
        'f',
      ),
    )
    .selectAll(),
);

/**
 * PostgreSQL: notify() from the block check on, in one round trip (the function ts_notify of
 * migration 345 runs the statements the SQLite path sends one by one). For a grouped like,
 * `groupKey` and `since` are the day's group and its Seoul midnight. Returns the new
 * notification's id (null when nothing was written) and how many pushes it queued.
 */
export async function notifyInDatabase(
  db: Db,
  row: NewNotification & { since: string | null; channelPrefix: string },
): Promise<{ id: number | null; pushes: number }> {
  const result = (await notifyFunctionQuery(db, row)).rows[0];
  if (!result || result.o_notification_id === null) return { id: null, pushes: 0 };
  return { id: Number(result.o_notification_id), pushes: Number(result.o_pushes) };
}

const deleteGroupQuery = prepareQuery((db, p: { userId: number; groupKey: string }) =>
  db.deleteFrom('notification').where('user_id', '=', p.userId).where('group_key', '=', p.groupKey),
);

/** Removes a group's current row, before its replacement (with a new id) is inserted. */
export async function deleteGroup(db: Db, userId: number, groupKey: string): Promise<void> {
  await deleteGroupQuery(db, { userId, groupKey });
}

const likersSinceQuery = prepareQuery((db, p: { postId: number; since: string; authorId: number }) =>
  db
    .selectFrom('post_reaction')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('post_id', '=', p.postId)
    .where('reaction_type', '=', 'like')
    .where('created_at', '>=', p.since)
    .where('user_id', '<>', p.authorId),
);

/** People other than the author who like the post now and liked it at or after `since`. */
export async function countLikersSince(db: Db, postId: number, since: string, authorId: number): Promise<number> {
  return Number((await likersSinceQuery(db, { postId, since, authorId })).rows[0]?.n ?? 0);
}

const commentLikersSinceQuery = prepareQuery((db, p: { commentId: number; since: string; authorId: number }) =>
  db
    .selectFrom('comment_like')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('comment_id', '=', p.commentId)
    .where('created_at', '>=', p.since)
    .where('user_id', '<>', p.authorId),
);

/** People other than the author who like the comment now and liked it at or after `since`. */
export async function countCommentLikersSince(
  db: Db,
  commentId: number,
  since: string,
  authorId: number,
): Promise<number> {
  return Number((await commentLikersSinceQuery(db, { commentId, since, authorId })).rows[0]?.n ?? 0);
}

/** The recipient's live account and whether the type is on for them. */
const wantsQuery = prepareQuery((db, p: { userId: number; type: string }) =>
  db
    .selectFrom('user')
    .leftJoin('notification_preference as pref', (join) =>
      join.onRef('pref.user_id', '=', 'user.user_id').on('pref.type', '=', p.type),
    )
    .select(['user.user_id', 'pref.enabled'])
    .where('user.user_id', '=', p.userId)
    .where('user.deleted_at', 'is', null),
);

export async function wantsType(db: Db, userId: number, type: string): Promise<boolean> {
  const row = (await wantsQuery(db, { userId, type })).rows[0];
  return row !== undefined && (row.enabled === null || Number(row.enabled) === 1);
}

/** The wire item's columns: the notification, its actor, and its post and comment as they are now. */
export function selectItems(db: Db) {
  return db
    .selectFrom('notification as n')
    .leftJoin('user as actor', 'actor.user_id', 'n.actor_id')
    .leftJoin('post', (join) => join.onRef('post.post_id', '=', 'n.post_id').on('post.deleted_at', 'is', null))
    .leftJoin('comment', (join) =>
      join.onRef('comment.comment_id', '=', 'n.comment_id').on('comment.deleted_at', 'is', null),
    )
    .select([
      'n.notification_id',
      'n.user_id',
      'n.type',
      'n.actor_id',
      'n.post_id',
      'n.comment_id',
      'n.text',
      'n.actor_count',
      'n.created_at',
      'n.read_at',
      'actor.user_name as actor_name',
      'actor.profile_image as actor_image',
      'post.title as post_title',
      'comment.content as comment_content',
      // Only a post that may have a video sends its blocks along: the mapper finds the video.
      sql<
        string | null
      >`case when ${sql.ref('post.blocks_json')} like '%video%' then ${sql.ref('post.blocks_json')} end`.as(
        'post_blocks_json',
      ),
    ]);
}
export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

export function listPage(db: Db, userId: number, page: number, limit: number): Promise<ItemRow[]> {
  return selectItems(db)
    .where('n.user_id', '=', userId)
    .orderBy('n.notification_id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
}

// Every live flush runs it (a hot author's stream: hundreds a second): compiled once.
const listAfterQuery = prepareQuery((db, p: { userId: number; afterId: number; limit: number }) =>
  selectItems(db)
    .where('n.user_id', '=', p.userId)
    .where('n.notification_id', '>', p.afterId)
    .orderBy('n.notification_id', 'asc')
    .limit(p.limit),
);

/** What a stream missed: the user's notifications after `afterId`, oldest first. */
export async function listAfter(db: Db, userId: number, afterId: number, limit: number): Promise<ItemRow[]> {
  return (await listAfterQuery(db, { userId, afterId, limit })).rows;
}

const unreadQuery = prepareQuery((db, p: { userId: number }) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('notification')
        .select('notification_id')
        .where('user_id', '=', p.userId)
        .where('read_at', 'is', null)
        .limit(UNREAD_COUNT_CAP)
        .as('unread'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n')),
);

/** Unread notifications, counted up to UNREAD_COUNT_CAP (the badge shows 99+). */
export async function countUnread(db: Db, userId: number): Promise<number> {
  return Number((await unreadQuery(db, { userId })).rows[0]?.n ?? 0);
}

/** The ids among `ids` that are this user's. */
export async function ownedIds(db: Db, userId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('notification')
    .select('notification_id')
    .where('user_id', '=', userId)
    .where('notification_id', 'in', ids)
    .execute();
  return rows.map((row) => Number(row.notification_id));
}

/** Marks unread ones read: the given ids, or all of the user's. Returns how many changed. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all', now: string): Promise<number> {
  let query = db
    .updateTable('notification')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('notification_id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the unread notifications about a post or a comment; returns whose they were. */
export async function deleteUnreadAbout(db: Db, about: { postId: number } | { commentId: number }): Promise<number[]> {
  let query = db.deleteFrom('notification').where('read_at', 'is', null);
  query =
    'postId' in about ? query.where('post_id', '=', about.postId) : query.where('comment_id', '=', about.commentId);
  const rows = await query.returning('user_id').execute();
  return [...new Set(rows.map((row) => Number(row.user_id)))];
}

export async function disabledTypes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_preference')
    .select('type')
    .where('user_id', '=', userId)
    .where('enabled', '=', 0)
    .execute();
  return rows.map((row) => row.type);
}

export async function savePreferences(
  db: Db,
  userId: number,
  changes: { type: string; enabled: boolean }[],
  now: string,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('notification_preference')
    .values(
      changes.map((change) => ({
        user_id: userId,
        type: change.type,
        enabled: change.enabled ? 1 : 0,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'type']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Deletes up to `batch` notifications created before `cutoff`, oldest first; returns how many. */
export async function purgeBefore(db: Db, cutoff: string, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('notification')
    .where(
      'notification_id',
      'in',
      db
        .selectFrom('notification')
        .select('notification_id')
        .where('created_at', '<', cutoff)
        .orderBy('notification_id')
        .limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface NewPostNotice {
  postId: number;
  authorId: number;
  recipientIds: number[];
  now: string;
}

/**
 * 새 글 알림 to many at once, in one statement: only live accounts that kept `new_post` on and
 * that neither block the author nor are blocked by them; `new:{postId}` as the group key makes it
 * one per post and recipient, however often the post is made public again.
 */
export async function insertNewPostNotices(db: Db, notice: NewPostNotice): Promise<{ id: number; userId: number }[]> {
  if (notice.recipientIds.length === 0) return [];
  const groupKey = `new:${notice.postId}`;
  const rows = await db
    .insertInto('notification')
    .columns(['user_id', 'type', 'actor_id', 'post_id', 'actor_count', 'group_key', 'created_at'])
    .expression(
      db
        .selectFrom('user')
        .select([
          'user.user_id',
          text('new_post').as('type'),
          int(notice.authorId).as('actor_id'),
          int(notice.postId).as('post_id'),
          int(1).as('actor_count'),
          text(groupKey).as('group_key'),
          text(notice.now).as('created_at'),
        ])
        .where('user.user_id', 'in', notice.recipientIds)
        .where('user.user_id', '<>', notice.authorId)
        .where('user.deleted_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb
                  .selectFrom('notification_preference as pref')
                  .select('pref.user_id')
                  .whereRef('pref.user_id', '=', 'user.user_id')
                  .where('pref.type', '=', 'new_post')
                  .where('pref.enabled', '=', 0),
              ),
              eb.exists(
                eb
                  .selectFrom('user_block as b')
                  .select('b.blocker_id')
                  .where((inner) =>
                    inner.or([
                      inner.and([
                        inner('b.blocker_id', '=', inner.ref('user.user_id')),
                        inner('b.blocked_id', '=', notice.authorId),
                      ]),
                      inner.and([
                        inner('b.blocker_id', '=', notice.authorId),
                        inner('b.blocked_id', '=', inner.ref('user.user_id')),
                      ]),
                    ]),
                  ),
              ),
            ]),
          ),
        ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'group_key']).doNothing())
    .returning(['notification_id', 'user_id'])
    .execute();
  return rows.map((row) => ({ id: Number(row.notification_id), userId: Number(row.user_id) }));
}
