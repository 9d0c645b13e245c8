import { z } from './zod.ts';

/** Web push (docs/decisions/230-web-push.md): the browser's subscription and the devices list. */
export const PUSH_MESSAGES = {
  badEndpoint: '푸시 구독 주소(endpoint)가 올바르지 않습니다.',
  httpsOnly: '푸시 구독 주소는 https 주소여야 합니다.',
  badKeys: '푸시 구독 키(p256dh, auth)가 올바르지 않습니다.',
  notFound: '이 기기의 푸시 구독을 찾을 수 없습니다.',
  tooManyRequests: '푸시 설정 요청이 너무 많습니다.',
} as const;

/** Push services' URLs are long but not that long; a bigger one is not a push endpoint. */
export const PUSH_ENDPOINT_MAX = 2048;

const endpoint = z.string({ error: PUSH_MESSAGES.badEndpoint }).check(
  z.maxLength(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.badEndpoint),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, PUSH_MESSAGES.badEndpoint),
);

/** A P-256 public key, uncompressed (65 bytes, 0x04 first), base64url: 87 characters starting with B. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
/** 16 random bytes, base64url. */
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_MESSAGES.badKeys }).check(z.regex(P256DH, PUSH_MESSAGES.badKeys)),
      auth: z.string({ error: PUSH_MESSAGES.badKeys }).check(z.regex(AUTH, PUSH_MESSAGES.badKeys)),
    },
    { error: PUSH_MESSAGES.badKeys },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

export const pushPublicKeyResponse = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponse>;

export const pushDevice = z.object({
  endpoint: z.string(),
  /** The browser's User-Agent when it subscribed; null when it sent none. */
  userAgent: z.nullable(z.string()),
  createdAt: z.string(),
  /** The last push it took; null until one was delivered. */
  lastSuccessAt: z.nullable(z.string()),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const pushSubscribeResponse = z.object({ success: z.literal(true), device: pushDevice });
export type PushSubscribeResponse = z.infer<typeof pushSubscribeResponse>;

export const pushDevicesResponse = z.object({ success: z.literal(true), devices: z.array(pushDevice) });
export type PushDevicesResponse = z.infer<typeof pushDevicesResponse>;

export const pushUnsubscribeResponse = z.object({ success: z.literal(true), removed: z.literal(true) });

/**
 * What the service worker receives (decrypted): shown as a system notification with the site's
 * icon; a click opens `url`. `tag` folds repeats of one thing (a like count growing) into one.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * What a pushed notification says when the site is closed (the system shows the site's name
 * and icon around it). A type this table does not name yet is still pushed, with `other`.
 */
export const PUSH_TEXTS = {
  comment: (name: string) => `${name}님이 회원님의 게시글에 댓글을 남겼습니다.`,
  reply: (name: string) => `${name}님이 회원님의 댓글에 답글을 남겼습니다.`,
  mention: (name: string) => `${name}님이 댓글에서 회원님을 언급했습니다.`,
  post_liked: (name: string, count: number) =>
    count > 1
      ? `${name}님 외 ${count - 1}명이 회원님의 게시글을 좋아합니다.`
      : `${name}님이 회원님의 게시글을 좋아합니다.`,
  comment_liked: (name: string, count: number) =>
    count > 1 ? `${name}님 외 ${count - 1}명이 회원님의 댓글을 좋아합니다.` : `${name}님이 회원님의 댓글을 좋아합니다.`,
  post_confirmed: () => '회원님의 게시글이 승인되어 모두에게 공개되었습니다.',
  level_up: (_name: string, _count: number, text: string) => `컴패니언이 Lv.${text}에 도달했습니다!`,
  part_unlocked: (_name: string, count: number) => `새 파츠 ${count}개가 열렸습니다.`,
  post_rejected: () => '회원님의 게시글이 반려되었습니다.',
  post_hidden: () => '회원님의 게시글이 숨김 처리되었습니다.',
  post_restored: () => '검토 결과 회원님의 글이 다시 공개되었습니다.',
  report_resolved: () => '회원님이 신고한 내용이 처리되었습니다.',
  new_post: (name: string) => `${name}님이 새 글을 올렸습니다.`,
  other: () => '새 알림이 있습니다.',
  message: (name: string) => `${name}님의 쪽지`,
} as const satisfies Record<string, (name: string, count: number, text: string) => string>;
