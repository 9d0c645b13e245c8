import { INT32_MAX, pagination, queryInt, wireUserId } from './common.ts';
import { z } from './zod.ts';

/** 쪽지 (docs/decisions/231-direct-messages.md): private messages between two members. */
export const MESSAGE_CONTENT_MAX = 2000;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;

export const MESSAGE_MESSAGES = {
  empty: '쪽지 내용을 입력해주세요.',
  tooLong: `쪽지는 ${MESSAGE_CONTENT_MAX.toLocaleString('en-US')}자 이하로 적어주세요.`,
  notSelf: '자기 자신에게는 쪽지를 보낼 수 없습니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',
  blocked: '차단했거나 차단된 사용자와는 쪽지를 주고받을 수 없습니다.',
  levelTooLow: '새내기 등급은 먼저 쪽지를 보낼 수 없습니다. 받은 쪽지에는 답장할 수 있습니다.',
  tooManyMessages: '쪽지를 너무 자주 보내고 있습니다.',
  badBefore: '이전 쪽지 위치(before)가 올바르지 않습니다.',
} as const;

export const sendMessageBody = z.object({
  toUserId: wireUserId,
  content: z.pipe(
    z.string({ error: MESSAGE_MESSAGES.empty }),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z
        .string()
        .check(z.minLength(1, MESSAGE_MESSAGES.empty), z.maxLength(MESSAGE_CONTENT_MAX, MESSAGE_MESSAGES.tooLong)),
    ),
  ),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const directMessage = z.object({
  id: z.int(),
  /** Wire user ids (`user12`). */
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** When the recipient read it; null while unread. */
  readAt: z.nullable(z.string()),
});
export type DirectMessage = z.infer<typeof directMessage>;

export const messageCorrespondent = z.object({
  id: z.string(),
  name: z.string(),
  profileImage: z.nullable(z.string()),
});
export type MessageCorrespondent = z.infer<typeof messageCorrespondent>;

export const sendMessageResponse = z.object({ success: z.literal(true), message: directMessage });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

export const conversation = z.object({
  user: messageCorrespondent,
  lastMessage: directMessage,
  /** Messages from them I have not read. */
  unreadCount: z.int(),
});
export type Conversation = z.infer<typeof conversation>;

export const conversationsQuery = z.object({ page: queryInt(1, 10_000, 1) });

export const conversationsResponse = z.object({
  success: z.literal(true),
  /** The most recent conversation first. */
  conversations: z.array(conversation),
  pagination,
  unreadCount: z.int(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

export const threadParams = z.object({ userId: wireUserId });

export const threadQuery = z.object({
  /** Messages older than this id; the newest page without it. */
  before: z.optional(
    z.pipe(
      z.transform((value) => (value === undefined || value === '' ? undefined : Number(value))),
      z.optional(
        z
          .int(MESSAGE_MESSAGES.badBefore)
          // Past INT32_MAX no message id exists, and PostgreSQL would refuse to compare the column to it.
          .check(z.positive(MESSAGE_MESSAGES.badBefore), z.lte(INT32_MAX, MESSAGE_MESSAGES.badBefore)),
      ),
    ),
  ),
});

export const threadResponse = z.object({
  success: z.literal(true),
  user: messageCorrespondent,
  /** Oldest first within the page. */
  messages: z.array(directMessage),
  /** Pass as `before` for the older page; null when there is none. */
  nextBefore: z.nullable(z.int()),
  /** Whether I may write to them now (not blocked either way, and allowed to start or answer). */
  canSend: z.boolean(),
});
export type ThreadResponse = z.infer<typeof threadResponse>;

export const markConversationReadResponse = z.object({
  success: z.literal(true),
  updated: z.int(),
  unreadCount: z.int(),
});
export type MarkConversationReadResponse = z.infer<typeof markConversationReadResponse>;

export const unreadMessagesResponse = z.object({ success: z.literal(true), unreadCount: z.int() });
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponse>;
