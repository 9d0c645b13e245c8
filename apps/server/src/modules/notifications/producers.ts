import type { NotificationType } from '@tubesphere/shared/contract/notifications';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import { publishLive, publishUnreadChanged } from '../../db/live-events.ts';
import type { Database } from '../../db/schema.ts';
import { enqueuePush } from '../push/index.ts';
import { notify } from './notify.ts';
import { deleteUnreadAbout, insertNewPostNotices, type NewPostNotice, wantsType } from './repository.ts';

type Db = Transaction<Database> | Kysely<Database>;

/** A comment or post that names more people than this notifies the first ones only: no mention spam. */
export const MENTION_NOTIFY_MAX = 10;

export interface CreatedComment {
  commentId: number;
  postId: number;
  postAuthorId: number;
  /** Only the author sees a pending post: mentioning others there tells them nothing they can open. */
  postConfirmed: boolean;
  authorId: number;
  /** The author of the comment this one answers. */
  repliedToUserId: number | null;
  mentionedUserIds: number[];
}

/**
 * The post's author, the person answered and the people mentioned each hear of a new comment
 * once, as the most specific type they have on: a reply before a mention before a comment.
 */
export async function notifyCommentCreated(trx: Db, comment: CreatedComment): Promise<void> {
  const wanted = new Map<number, NotificationType[]>();
  const add = (userId: number | null, type: NotificationType) => {
    if (userId === null || userId === comment.authorId) return;
    wanted.set(userId, [...(wanted.get(userId) ?? []), type]);
  };
  add(comment.repliedToUserId, 'reply');
  if (comment.postConfirmed) {
    for (const userId of comment.mentionedUserIds.slice(0, MENTION_NOTIFY_MAX)) add(userId, 'mention');
  }
  add(comment.postAuthorId, 'comment');
  for (const [recipientId, types] of wanted) {
    const type = types.length === 1 ? types[0] : await firstWanted(trx, recipientId, types);
    if (!type) continue;
    await notify(trx, {
      type,
      recipientId,
      actorId: comment.authorId,
      postId: toWirePostId(comment.postId),
      commentId: comment.commentId,
    });
  }
}

async function firstWanted(trx: Db, userId: number, types: NotificationType[]) {
  for (const type of types) if (await wantsType(trx, userId, type)) return type;
  return undefined;
}

/** An edit that adds @mentions tells the newly mentioned (never again those named before). */
export async function notifyMentionsAdded(
  trx: Db,
  comment: Omit<CreatedComment, 'repliedToUserId' | 'mentionedUserIds'> & { before: number[]; after: number[] },
): Promise<void> {
  if (!comment.postConfirmed) return;
  const before = new Set(comment.before);
  const added = [...new Set(comment.after)].filter((userId) => !before.has(userId));
  for (const recipientId of added.slice(0, MENTION_NOTIFY_MAX)) {
    await notify(trx, {
      type: 'mention',
      recipientId,
      actorId: comment.authorId,
      postId: toWirePostId(comment.postId),
      commentId: comment.commentId,
    });
  }
}

/**
 * The members a post's text mentions hear of it once it is public (an admin's confirmation, an
 * author trusted to publish at once, or an edit of a public post): never while it is pending,
 * which only its author can open. Those in `alreadyTold` (named before an edit) are not told
 * again; the first MENTION_NOTIFY_MAX others are, from the post's author.
 */
export async function notifyPostMentions(
  trx: Db,
  post: { postId: number; authorId: number; mentionedUserIds: number[]; alreadyTold?: number[] },
): Promise<void> {
  const told = new Set(post.alreadyTold ?? []);
  const recipients = [...new Set(post.mentionedUserIds)].filter((userId) => !told.has(userId));
  for (const recipientId of recipients.slice(0, MENTION_NOTIFY_MAX)) {
    await notify(trx, { type: 'mention', recipientId, actorId: post.authorId, postId: toWirePostId(post.postId) });
  }
}

export const notifyPostLiked = (trx: Db, like: { postId: number; authorId: number; likerId: number }) =>
  notify(trx, {
    type: 'post_liked',
    recipientId: like.authorId,
    actorId: like.likerId,
    postId: toWirePostId(like.postId),
  });

export const notifyCommentLiked = (
  trx: Db,
  like: { commentId: number; postId: number; authorId: number; likerId: number },
) =>
  notify(trx, {
    type: 'comment_liked',
    recipientId: like.authorId,
    actorId: like.likerId,
    postId: toWirePostId(like.postId),
    commentId: like.commentId,
  });

/** Each author hears that their post is public now. */
export async function notifyPostsConfirmed(
  trx: Db,
  adminId: number,
  posts: { postId: number; authorId: number }[],
): Promise<void> {
  for (const post of posts) {
    await notify(trx, {
      type: 'post_confirmed',
      recipientId: post.authorId,
      actorId: adminId,
      postId: toWirePostId(post.postId),
    });
  }
}

/** The companion's new level, and the parts it unlocked (one notification for all of them). */
export async function notifyCompanionProgress(
  trx: Db,
  userId: number,
  progress: { levelUps: number; newLevel: number; unlockedPartNames: string[] },
): Promise<void> {
  if (progress.levelUps <= 0) return;
  await notify(trx, { type: 'level_up', recipientId: userId, actorId: null, text: String(progress.newLevel) });
  if (progress.unlockedPartNames.length === 0) return;
  await notify(trx, {
    type: 'part_unlocked',
    recipientId: userId,
    actorId: null,
    text: progress.unlockedPartNames.join(', '),
    count: progress.unlockedPartNames.length,
  });
}

/**
 * A deleted post or comment takes its unread notifications with it (the read ones stay, as
 * history); the recipients' open pages hear their new unread count.
 */
export async function forgetUnreadAbout(trx: Db, about: { postId: number } | { commentId: number }): Promise<void> {
  await publishUnreadChanged(trx, await deleteUnreadAbout(trx, about));
}

/**
 * 새 글 알림 for a batch of followers and subscribers of a post's author or sphere (the follows
 * module's fan-out job); each one's open pages and browsers hear of it as of any other
 * notification (see notify.ts). Returns how many were written.
 */
export async function notifyNewPost(trx: Db, notice: NewPostNotice): Promise<number> {
  const written = await insertNewPostNotices(trx, notice);
  for (const row of written) {
    await publishLive(trx, { t: 'n', u: row.userId, n: row.id });
    await enqueuePush(trx, row.userId, { kind: 'notification', refId: row.id });
  }
  return written.length;
}
