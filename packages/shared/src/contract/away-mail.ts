import { z } from './zod.ts';

/**
 * 메일 소식: mails for a member who is away — a weekly digest of the best posts of their spheres
 * and a mail for notifications left unread for a day. Each is opt-in (off until turned on in
 * /settings), sent only to a verified address, and every such mail carries a one-click
 * unsubscribe link (List-Unsubscribe, RFC 8058).
 */
export const AWAY_MAIL_KINDS = ['weekly-digest', 'unread-notifications'] as const;
export type AwayMailKind = (typeof AWAY_MAIL_KINDS)[number];

/** The kinds as the settings contract names them. */
export const AWAY_MAIL_SETTING_KEYS = {
  weeklyDigest: 'weekly-digest',
  unreadNotifications: 'unread-notifications',
} as const satisfies Record<string, AwayMailKind>;
export type AwayMailSettingKey = keyof typeof AWAY_MAIL_SETTING_KEYS;

export const AWAY_MAIL_MESSAGES = {
  badSetting: '메일 설정 값은 켜기(true) 또는 끄기(false)여야 합니다.',
  badToken: '수신 거부 링크가 올바르지 않습니다.',
  tokenNotFound: '수신 거부 링크가 올바르지 않거나 더 이상 쓰이지 않습니다. 설정에서 메일 수신을 바꿀 수 있습니다.',
  tooManyRequests: '수신 거부 요청이 너무 많습니다.',
  unsubscribed: {
    'weekly-digest': '주간 소식 메일을 더 이상 보내지 않습니다.',
    'unread-notifications': '읽지 않은 알림 메일을 더 이상 보내지 않습니다.',
  },
} as const;

/** Every kind, on (true) or off (false): part of the notification settings' answer. */
export const awayMailSettings = z.object({ weeklyDigest: z.boolean(), unreadNotifications: z.boolean() });
export type AwayMailSettings = z.infer<typeof awayMailSettings>;

/** The kinds to change; the others stay as they are. */
export const awayMailSettingsChange = z.partial(
  z.object({
    weeklyDigest: z.boolean({ error: AWAY_MAIL_MESSAGES.badSetting }),
    unreadNotifications: z.boolean({ error: AWAY_MAIL_MESSAGES.badSetting }),
  }),
);

/** 256 random bits, base64url: 43 characters. */
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: AWAY_MAIL_MESSAGES.badToken })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, AWAY_MAIL_MESSAGES.badToken)),
});

/**
 * POST /api/mail/unsubscribe?token=: RFC 8058 asks for `List-Unsubscribe=One-Click` as a form
 * body; the site's own page sends the same. Nothing else in the body matters.
 */
export const unsubscribeResponse = z.object({
  success: z.literal(true),
  kind: z.enum(AWAY_MAIL_KINDS),
  /** Whether this request turned it off (false: it was off already). */
  changed: z.boolean(),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
