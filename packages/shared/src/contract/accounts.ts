import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../domain/password-limits.ts';
import { loginBody, userProfile } from './auth.ts';
import { z } from './zod.ts';

/** The account layer: password recovery, e-mail verification and change. */
export const ACCOUNT_MESSAGES = {
  /** Production without SITE_URL (a link built from the request's Host could point anywhere). */
  mailLinksUnavailable: '지금은 메일 링크를 보낼 수 없습니다. 사이트 관리자에게 문의해주세요.',
  /** One answer for every address, so the form tells nobody who has an account. */
  resetRequested: '입력한 이메일로 가입된 계정이 있으면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해주세요.',
  tokenRequired: '링크가 올바르지 않습니다.',
  resetTokenInvalid: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 요청해주세요.',
  tooManyResetRequests: '비밀번호 찾기 요청이 너무 많습니다.',
  tooManyTokenTries: '요청이 너무 많습니다.',
  verifyTokenInvalid: '인증 링크가 만료되었거나 이미 사용되었습니다. 설정에서 인증 메일을 다시 받아주세요.',
  verified: '이메일 인증이 끝났습니다.',
  emailChanged: '이메일이 변경되었습니다.',
  alreadyVerified: '이미 인증된 이메일입니다.',
  verificationSent: '인증 메일을 보냈습니다. 메일함을 확인해주세요.',
  tooManyVerificationMails: '인증 메일 요청이 너무 많습니다.',
  changeRequested: '새 이메일로 확인 링크를 보냈습니다. 링크를 열면 변경됩니다.',
  sameEmail: '지금 쓰는 이메일과 다른 주소를 입력해주세요.',
} as const;

const token = z
  .string({ error: ACCOUNT_MESSAGES.tokenRequired })
  .check(z.trim(), z.minLength(16, ACCOUNT_MESSAGES.tokenRequired), z.maxLength(200, ACCOUNT_MESSAGES.tokenRequired));

/** POST /api/auth/password-reset: answers 202 whether or not the address has an account. */
export const passwordResetBody = z.pick(loginBody, { email: true });
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** POST /api/auth/password-reset/confirm: the same password rules as sign-up (checked by the server). */
export const passwordResetConfirmBody = z.object({
  token,
  password: z
    .string({ error: PASSWORD_MESSAGES.tooShort })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
      z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
    ),
});
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBody>;

/** POST /api/auth/verify-email: a verification link, or the link of a change of address. */
export const verifyEmailBody = z.object({ token });
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;
export const verifyEmailResponse = z.object({
  success: z.literal(true),
  /** What the link did: confirmed the address, or moved the account to a new one. */
  outcome: z.enum(['verified', 'changed']),
  message: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

/** POST /api/auth/email: the change waits for the link sent to the new address. */
export const changeEmailBody = z.object({
  newEmail: loginBody.shape.email,
  password: z
    .string({ error: '현재 비밀번호를 입력해주세요.' })
    .check(
      z.minLength(1, '현재 비밀번호를 입력해주세요.'),
      z.maxLength(PASSWORD_MAX_LENGTH, '현재 비밀번호가 올바르지 않습니다.'),
    ),
});
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

/** How long a verification or change-of-address link works. */
export const EMAIL_LINK_TTL_HOURS = 24;

export const acceptedResponse = z.object({ success: z.literal(true), message: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponse>;

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** GET /api/users/me/export (개인정보 다운로드): everything the member put in, never a hash or a token. */
export const EXPORT_MESSAGES = { tooMany: '개인정보 다운로드는 한 시간에 한 번 할 수 있습니다.' } as const;
export const accountExport = z.object({
  exportedAt: z.string(),
  profile: userProfile,
  posts: z.array(
    z.object({
      postId: z.string(),
      title: z.nullable(z.string()),
      content: z.string(),
      blocks: z.unknown(),
      categories: z.unknown(),
      sphereId: z.nullable(z.int()),
      youtubeVideoId: z.nullable(z.string()),
      confirmed: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
      deletedAt: z.nullable(z.string()),
    }),
  ),
  comments: z.array(
    z.object({
      commentId: z.int(),
      postId: z.string(),
      parentCommentId: z.nullable(z.int()),
      content: z.string(),
      createdAt: z.string(),
      deletedAt: z.nullable(z.string()),
    }),
  ),
  reactions: z.array(z.object({ postId: z.string(), reaction: z.string(), createdAt: z.string() })),
  favorites: z.array(z.object({ kind: z.string(), targetId: z.string(), createdAt: z.string() })),
  notificationSettings: z.array(z.object({ type: z.string(), enabled: z.boolean() })),
  linkedAccounts: z.array(z.object({ provider: z.string(), email: z.nullable(z.string()), linkedAt: z.string() })),
  mailSettings: z.object({ weeklyDigest: z.boolean(), unreadNotifications: z.boolean() }),
  bookmarks: z.array(z.object({ postId: z.string(), savedAt: z.string() })),
  following: z.array(z.object({ userId: z.string(), since: z.string() })),
  blockedUsers: z.array(z.object({ userId: z.string(), since: z.string() })),
  spheres: z.array(
    z.object({
      sphereId: z.int(),
      name: z.string(),
      role: z.string(),
      joinedAt: z.string(),
      newPostAlerts: z.boolean(),
    }),
  ),
  playlists: z.array(
    z.object({
      playlistId: z.int(),
      title: z.string(),
      description: z.string(),
      visibility: z.string(),
      sphereId: z.nullable(z.int()),
      createdAt: z.string(),
      postIds: z.array(z.string()),
    }),
  ),
  messages: z.array(
    z.object({
      messageId: z.int(),
      direction: z.enum(['sent', 'received']),
      otherUserId: z.string(),
      content: z.string(),
      createdAt: z.string(),
      readAt: z.nullable(z.string()),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;
