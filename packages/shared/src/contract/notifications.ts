import { awayMailSettings, awayMailSettingsChange } from './away-mail.ts';
import { pagination, queryInt } from './common.ts';
import { z } from './zod.ts';

/**
 * 알림: what happened to a member's posts, comments and companion while they were away
 * (docs/decisions/100-notifications.md). Each type can be turned off in /settings; an off type
 * is never created.
 */
export const NOTIFICATION_TYPES = [
  /** Someone commented on my post. */
  'comment',
  /** Someone replied to my comment. */
  'reply',
  /** Someone @mentioned me in a comment. */
  'mention',
  /** People liked my post: one notification per post per Seoul day, its count growing. */
  'post_liked',
  /** An admin confirmed my pending post: it is public now. */
  'post_confirmed',
  /** My companion reached a new level (text: the level). */
  'level_up',
  /** My companion's level unlocked parts (text: their names, count: how many). */
  'part_unlocked',
  /** An admin rejected my pending post (text: the reason). */
  'post_rejected',
  /** An admin hid my post (text: the reason). */
  'post_hidden',
  /** A report I made was handled (text: the outcome). */
  'report_resolved',
  /** An admin put my hidden post or comment back: it is public again. */
  'post_restored',
  /** A member I follow, or a sphere I subscribed to, has a new public post. */
  'new_post',
  /** People liked my comment: one notification per comment per Seoul day, its count growing. */
  'comment_liked',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The list's page size cap and the page cap: a client can never ask for an unbounded scan. */
export const NOTIFICATIONS_PAGE_MAX = 50;
export const NOTIFICATIONS_PAGES_MAX = 1000;
/** Mark-read takes this many ids at a time (the page size, with room). */
export const NOTIFICATIONS_MARK_MAX = 100;
/** The unread count stops counting here; the badge shows 99+. */
export const UNREAD_COUNT_CAP = 100;
/** Moderation reasons and outcomes are kept to this length. */
export const NOTIFICATION_TEXT_MAX = 500;

export const NOTIFICATION_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '알림을 찾을 수 없습니다.',
  markWhich: '읽음으로 표시할 알림(ids) 또는 전체(all: true)를 보내주세요.',
  tooManyIds: `알림은 한 번에 ${NOTIFICATIONS_MARK_MAX}개까지 읽음으로 표시할 수 있습니다.`,
  badId: '알림 ID 형식이 올바르지 않습니다.',
  badType: '알 수 없는 알림 종류입니다.',
  badPreference: '알림 설정 값은 켜기(true) 또는 끄기(false)여야 합니다.',
  noPreference: '바꿀 알림 설정을 보내주세요.',
  tooManyRequests: '알림 요청이 너무 많습니다.',
  tooManyStreams: '실시간 알림 연결이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  loadFailed: '알림을 불러오지 못했습니다.',
  markFailed: '알림을 읽음으로 표시하지 못했습니다.',
  preferencesFailed: '알림 설정을 저장하지 못했습니다.',
} as const;

export const notificationType = z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.badType });

export const notificationActor = z.object({
  /** Wire user id (`user12`). */
  id: z.string(),
  /** 탈퇴한 사용자 for a deleted account. */
  name: z.string(),
  avatar: z.nullable(z.string()),
});

export const notification = z.object({
  id: z.int(),
  type: notificationType,
  /** Who did it (the latest one for aggregated likes); null for the companion's own news. */
  actor: z.nullable(notificationActor),
  /** How many people liked (post_liked, comment_liked) or how many parts unlocked (part_unlocked); else 1. */
  count: z.int(),
  postId: z.nullable(z.string()),
  commentId: z.nullable(z.int()),
  /** The admin's reason, the report's outcome, the companion's level or part names. */
  text: z.nullable(z.string()),
  /** The post's title as it is now; null when it has none or is gone. */
  postTitle: z.nullable(z.string()),
  /** The start of the comment as it is now; null when it is gone or there is none. */
  excerpt: z.nullable(z.string()),
  /** The post has a YouTube video, so times quoted in the excerpt (3:25) can open its player there. */
  postHasVideo: z.boolean(),
  /** When it (last) happened: an aggregated like moves up with each new like. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = z.object({
  page: queryInt(1, NOTIFICATIONS_PAGES_MAX, 1),
  limit: queryInt(1, NOTIFICATIONS_PAGE_MAX, 20),
});

export const notificationListResponse = z.object({
  success: z.literal(true),
  /** Newest first. */
  notifications: z.array(notification),
  pagination,
  unreadCount: z.int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const unreadCountResponse = z.object({ success: z.literal(true), unreadCount: z.int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

const notificationId = z.int(NOTIFICATION_MESSAGES.badId).check(z.positive());

/** POST /api/notifications/read: some of mine by id, or all of them. */
export const markReadBody = z
  .partial(
    z.object({
      ids: z.array(notificationId).check(
        z.minLength(1, NOTIFICATION_MESSAGES.markWhich),
        z.maxLength(NOTIFICATIONS_MARK_MAX, {
          error: NOTIFICATION_MESSAGES.tooManyIds,
        }),
      ),
      all: z.literal(true, { error: NOTIFICATION_MESSAGES.markWhich }),
    }),
  )
  .check(z.refine((body) => (body.ids === undefined) !== (body.all === undefined), NOTIFICATION_MESSAGES.markWhich));
export type MarkReadBody = z.infer<typeof markReadBody>;

export const markReadResponse = z.object({
  success: z.literal(true),
  /** How many were unread and are read now. */
  updated: z.int(),
  unreadCount: z.int(),
});
export type MarkReadResponse = z.infer<typeof markReadResponse>;

/** Every type, on (true) or off (false). */
// A record over an enum needs every key, as an object of the types would.
export const notificationPreferences = z.record(z.enum(NOTIFICATION_TYPES), z.boolean());
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const preferencesResponse = z.object({
  success: z.literal(true),
  preferences: notificationPreferences,
  /** 메일 소식 (주간 소식, 읽지 않은 알림): off until the member turns them on. */
  mail: awayMailSettings,
});
export type PreferencesResponse = z.infer<typeof preferencesResponse>;

/** PUT /api/notifications/preferences: the types and mails to change; the others stay as they are. */
export const preferencesBody = z
  .object({
    preferences: z.optional(
      z
        .partialRecord(notificationType, z.boolean({ error: NOTIFICATION_MESSAGES.badPreference }), {
          error: (issue) =>
            issue.code === 'invalid_type' ? NOTIFICATION_MESSAGES.noPreference : NOTIFICATION_MESSAGES.badType,
        })
        .check(z.refine((value) => Object.keys(value).length > 0, NOTIFICATION_MESSAGES.noPreference)),
    ),
    mail: z.optional(
      awayMailSettingsChange.check(
        z.refine((value) => Object.keys(value).length > 0, NOTIFICATION_MESSAGES.noPreference),
      ),
    ),
  })
  .check(
    z.refine((body) => body.preferences !== undefined || body.mail !== undefined, NOTIFICATION_MESSAGES.noPreference),
  );
export type PreferencesBody = z.infer<typeof preferencesBody>;

/**
 * GET /api/notifications/stream (Server-Sent Events). `notification` carries `id:` (the
 * notification's id) so a reconnecting EventSource sends Last-Event-ID and gets what it missed;
 * `unread` says the count changed (read elsewhere, content deleted). The last event of a stream
 * the server ends says why: `ended` (the session ended), `replaced` (newer tabs of the same
 * member took the places) or `suspended` (the account was suspended or banned: the sentence every
 * refused write says, and whether the session ended with it); the browser should not reconnect
 * by itself.
 */
export const STREAM_EVENTS = {
  notification: 'notification',
  unread: 'unread',
  ended: 'ended',
  replaced: 'replaced',
  suspended: 'suspended',
  /** A 쪽지 was sent to or by this member (docs/decisions/231-direct-messages.md). */
  message: 'message',
} as const;
export const streamSuspendedEvent = z.object({ message: z.string(), banned: z.boolean() });
export type StreamSuspendedEvent = z.infer<typeof streamSuspendedEvent>;
export const streamNotificationEvent = z.object({ notification, unreadCount: z.int() });
export type StreamNotificationEvent = z.infer<typeof streamNotificationEvent>;
export const streamUnreadEvent = z.object({ unreadCount: z.int() });
/** `message`: ids only; the page reads the conversation and the envelope's count through the API. */
export const streamMessageEvent = z.object({ messageId: z.int(), otherUserId: z.string() });
export type StreamMessageEvent = z.infer<typeof streamMessageEvent>;
export type StreamUnreadEvent = z.infer<typeof streamUnreadEvent>;
/** The stream's 200 answer, for the API reference (the body never ends). */
export const streamResponse = z.string().check(z.describe('text/event-stream'));
