import { NOTIFICATION_TEXT_MAX, type NotificationType } from '@tubesphere/shared/contract/notifications';
import { parsePostId } from '@tubesphere/shared/domain/ids';
import { seoulDay } from '@tubesphere/shared/domain/rewards';
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/engine.ts';
import { CHANNEL_PREFIX } from '../../db/events.ts';
import { publishLive } from '../../db/live-events.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { hasBlocked } from '../blocks/index.ts';
import { enqueuePush, notePushesQueued } from '../push/index.ts';
import {
  countCommentLikersSince,
  countLikersSince,
  deleteGroup,
  insertIfWanted,
  notifyInDatabase,
  wantsType,
} from './repository.ts';

/** Something a member should hear about (docs/decisions/100-notifications.md). */
export interface NotificationEvent {
  type: NotificationType;
  /** Who is told. */
  recipientId: number;
  /** Who did it; null for news without a person (the companion levelled up). */
  actorId: number | null;
  /** The post it is about: its wire id (`post12`) or its number as text. */
  postId?: string | null;
  commentId?: number | null;
  /** Shown as written: an admin's reason, a report's outcome (cut at 500 characters). */
  text?: string | null;
  /** How many it stands for (parts unlocked at once); 1 unless said. Likes count themselves. */
  count?: number;
}

/**
 * Records a notification inside the caller's transaction, so it exists exactly when the action
 * does; processes with an open stream for the recipient push it once the transaction commits.
 * Nothing is created for one's own action, for a deleted account, for a type the recipient
 * turned off, or from someone the recipient blocked (replies, mentions, likes: they never reach them). Likes of one post (or one comment) gather into one notification per Seoul day: each new like
 * replaces it (with a new id, so it is unread and newest again) and counts today's likers.
 */
export async function notify(trx: Transaction<Database> | Kysely<Database>, event: NotificationEvent): Promise<void> {
  if (event.actorId !== null && event.actorId === event.recipientId) return;
  const postId = event.postId == null ? null : parsePostId(event.postId);
  if (event.postId != null && postId === null) throw new Error(`notify: not a post id: ${event.postId}`);
  if (event.type === 'post_liked' && postId === null) throw new Error('notify: post_liked needs a postId');
  if (event.type === 'comment_liked' && event.commentId == null)
    throw new Error('notify: comment_liked needs a commentId');
  const row = {
    userId: event.recipientId,
    type: event.type,
    actorId: event.actorId,
    postId,
    commentId: event.commentId ?? null,
    text: event.text?.trim().slice(0, NOTIFICATION_TEXT_MAX) || null,
    count: event.count ?? 1,
    groupKey: null as string | null,
    now: nowIso(),
  };
  if (isPostgres(trx)) {
    // The same steps as below, in one round trip (notifyInDatabase).
    const day = seoulDay();
    const grouped =
      event.type === 'post_liked'
        ? postLikedGroup(postId as number, day).groupKey
        : event.type === 'comment_liked'
          ? `clike:${event.commentId}:${day}`
          : null;
    const written = await notifyInDatabase(trx, {
      ...row,
      groupKey: grouped,
      since: grouped === null ? null : seoulMidnightIso(day),
      channelPrefix: CHANNEL_PREFIX,
    });
    notePushesQueued(written.pushes);
    return;
  }
  if (event.actorId !== null && (await hasBlocked(trx, event.recipientId, event.actorId))) return;
  if (event.type === 'post_liked') {
    if (postId === null) throw new Error('notify: post_liked needs a postId');
    if (!(await wantsType(trx, event.recipientId, event.type))) return;
    const day = seoulDay();
    row.count = await countLikersSince(trx, postId, seoulMidnightIso(day), event.recipientId);
    // The like was taken back before this ran: nothing new to say.
    if (row.count === 0) return;
    row.groupKey = postLikedGroup(postId, day).groupKey;
    await deleteGroup(trx, event.recipientId, row.groupKey);
  }
  if (event.type === 'comment_liked') {
    const commentId = event.commentId;
    if (commentId == null) throw new Error('notify: comment_liked needs a commentId');
    if (!(await wantsType(trx, event.recipientId, event.type))) return;
    const day = seoulDay();
    row.count = await countCommentLikersSince(trx, commentId, seoulMidnightIso(day), event.recipientId);
    if (row.count === 0) return;
    row.groupKey = `clike:${commentId}:${day}`;
    await deleteGroup(trx, event.recipientId, row.groupKey);
  }
  const id = await insertIfWanted(trx, row);
  if (id === null) return;
  await publishLive(trx, { t: 'n', u: event.recipientId, n: id });
  // Whatever the type, the member's browsers hear it too (docs/decisions/230-web-push.md).
  await enqueuePush(trx, event.recipientId, { kind: 'notification', refId: id });
}

/** The day's group of likes of a post, and the Seoul midnight its likers are counted from. */
export function postLikedGroup(postId: number, day = seoulDay()): { groupKey: string; since: string } {
  return { groupKey: `like:${postId}:${day}`, since: seoulMidnightIso(day) };
}

/** 00:00 of a Seoul calendar day (YYYY-MM-DD) as stored timestamps are written (UTC ISO). */
export const seoulMidnightIso = (day: string): string => new Date(`${day}T00:00:00+09:00`).toISOString();
