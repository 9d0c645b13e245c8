import { DELETED_USER_NAME } from '@tubesphere/shared/contract/auth';
import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationsResponse,
  type DirectMessage,
  MESSAGE_MESSAGES,
  type MessageCorrespondent,
  THREAD_PAGE_SIZE,
  type ThreadResponse,
} from '@tubesphere/shared/contract/messages';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import { publishLive } from '../../db/live-events.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { hasBlocked } from '../blocks/index.ts';
import { enqueuePush } from '../push/index.ts';
import {
  conversationPage,
  countUnreadMessages,
  findCorrespondent,
  hasWrittenTo,
  insertMessage,
  markThreadRead,
  messagesByIds,
  threadPage,
  unreadBySender,
  usersByIds,
} from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

interface MessageLike {
  message_id: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  created_at: string;
  read_at: string | null;
}

export const toWireMessage = (row: MessageLike): DirectMessage => ({
  id: Number(row.message_id),
  senderId: toWireUserId(Number(row.sender_id)),
  recipientId: toWireUserId(Number(row.recipient_id)),
  content: row.content,
  createdAt: row.created_at,
  readAt: row.read_at,
});

const toCorrespondent = (row: {
  user_id: number;
  user_name: string;
  profile_image: string | null;
  deleted_at: string | null;
}): MessageCorrespondent => ({
  id: toWireUserId(row.user_id),
  name: row.deleted_at ? DELETED_USER_NAME : row.user_name,
  profileImage: row.deleted_at ? null : row.profile_image,
});

/**
 * 쪽지 (docs/decisions/231-direct-messages.md): two members write to each other unless either
 * blocked the other; a 새내기 (below MESSAGE_START_MIN_TRUST_LEVEL) may answer but not start.
 */
export class MessageService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly startMinTrustLevel: number,
  ) {}

  send(sender: UserRow, toUserId: number, content: string) {
    if (toUserId === sender.user_id) throw badRequest(MESSAGE_MESSAGES.notSelf);
    return this.db.transaction().execute(async (trx) => {
      const recipient = await findCorrespondent(trx, toUserId);
      if (!recipient || recipient.deleted_at) throw notFound(MESSAGE_MESSAGES.userNotFound);
      const refusal = await this.refusal(trx, sender, toUserId);
      if (refusal) throw forbidden(refusal);
      const row = await insertMessage(trx, { senderId: sender.user_id, recipientId: toUserId, content, now: nowIso() });
      const messageId = Number(row.message_id);
      await publishLive(trx, { t: 'm', u: toUserId, f: sender.user_id, m: messageId });
      await publishLive(trx, { t: 'm', u: sender.user_id, f: toUserId, m: messageId });
      await enqueuePush(trx, toUserId, { kind: 'message', refId: messageId });
      return { success: true as const, message: toWireMessage(row) };
    });
  }

  /** Why the sender may not write to them now, or null. */
  private async refusal(db: Db, sender: UserRow, otherId: number): Promise<string | null> {
    if ((await hasBlocked(db, sender.user_id, otherId)) || (await hasBlocked(db, otherId, sender.user_id))) {
      return MESSAGE_MESSAGES.blocked;
    }
    if (sender.trust_level < this.startMinTrustLevel && !(await hasWrittenTo(db, otherId, sender.user_id))) {
      return MESSAGE_MESSAGES.levelTooLow;
    }
    return null;
  }

  async conversations(user: UserRow, page: number): Promise<ConversationsResponse> {
    const size = CONVERSATIONS_PAGE_SIZE;
    const rows = await conversationPage(this.db, user.user_id, page, size);
    const pageRows = rows.slice(0, size);
    const otherIds = pageRows.map((row) => row.otherId);
    const [messages, users, unread, unreadCount] = await Promise.all([
      messagesByIds(
        this.db,
        pageRows.map((row) => row.lastId),
      ),
      usersByIds(this.db, otherIds),
      unreadBySender(this.db, user.user_id, otherIds),
      countUnreadMessages(this.db, user.user_id),
    ]);
    const messageById = new Map(messages.map((row) => [Number(row.message_id), row]));
    const userById = new Map(users.map((row) => [Number(row.user_id), row]));
    const conversations = pageRows.flatMap((row) => {
      const last = messageById.get(row.lastId);
      const other = userById.get(row.otherId);
      if (!last || !other) return [];
      return [
        {
          user: toCorrespondent(other),
          lastMessage: toWireMessage(last),
          unreadCount: unread.get(row.otherId) ?? 0,
        },
      ];
    });
    return {
      success: true,
      conversations,
      pagination: { page, limit: size, hasMore: rows.length > size },
      unreadCount,
    };
  }

  async thread(user: UserRow, otherId: number, before: number | undefined): Promise<ThreadResponse> {
    const other = await findCorrespondent(this.db, otherId);
    if (!other || otherId === user.user_id) throw notFound(MESSAGE_MESSAGES.userNotFound);
    const rows = await threadPage(this.db, user.user_id, otherId, before, THREAD_PAGE_SIZE);
    const page = rows.slice(0, THREAD_PAGE_SIZE);
    const hasMore = rows.length > THREAD_PAGE_SIZE;
    const canSend = !other.deleted_at && (await this.refusal(this.db, user, otherId)) === null;
    return {
      success: true,
      user: toCorrespondent(other),
      messages: page.reverse().map(toWireMessage),
      nextBefore: hasMore ? Number(page[0]?.message_id) : null,
      canSend,
    };
  }

  /** Reads everything they sent me. */
  markRead(user: UserRow, otherId: number) {
    return this.db.transaction().execute(async (trx) => {
      const other = await findCorrespondent(trx, otherId);
      if (!other || otherId === user.user_id) throw notFound(MESSAGE_MESSAGES.userNotFound);
      const updated = await markThreadRead(trx, user.user_id, otherId, nowIso());
      return { success: true as const, updated, unreadCount: await countUnreadMessages(trx, user.user_id) };
    });
  }

  unreadCount(userId: number): Promise<number> {
    return countUnreadMessages(this.db, userId);
  }
}
