import { z } from './zod.ts';

/** 카카오 / 네이버 / Google sign-in. */
export const OAUTH_PROVIDERS = ['kakao', 'naver', 'google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const isOAuthProvider = (value: string): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value);

export const OAUTH_MESSAGES = {
  unknownProvider: '지원하지 않는 로그인 방법입니다.',
  notConfigured: '이 로그인 방법은 지금 사용할 수 없습니다.',
  badState: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해주세요.',
  providerFailed: '로그인 서비스와 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
  cancelled: '로그인을 취소했습니다.',
  emailExists: '이 이메일로 가입된 계정이 이미 있습니다. 그 계정으로 로그인한 뒤 설정 > 연결된 계정에서 연결해주세요.',
  linkedElsewhere: '이 계정은 이미 다른 튜브스피어 회원과 연결되어 있습니다.',
  alreadyLinked: '이미 연결된 로그인 방법입니다.',
  notLinked: '연결되지 않은 로그인 방법입니다.',
  lastWayIn: '마지막 로그인 방법은 해제할 수 없습니다. 먼저 비밀번호를 정하거나 다른 계정을 연결해주세요.',
  banned: '이용이 정지된 계정입니다.',
  tooMany: '로그인 요청이 너무 많습니다.',
} as const;

/** Why a sign-in came back to /login or /settings (`?oauthError=`), and what to say. */
export const OAUTH_ERROR_CODES = [
  'cancelled',
  'provider',
  'email-exists',
  'linked-elsewhere',
  'already-linked',
  'banned',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];
export const OAUTH_ERROR_MESSAGES: Record<OAuthErrorCode, string> = {
  cancelled: OAUTH_MESSAGES.cancelled,
  provider: OAUTH_MESSAGES.providerFailed,
  'email-exists': OAUTH_MESSAGES.emailExists,
  'linked-elsewhere': OAUTH_MESSAGES.linkedElsewhere,
  'already-linked': OAUTH_MESSAGES.alreadyLinked,
  banned: OAUTH_MESSAGES.banned,
};

export const oauthStartQuery = z.object({
  /** link: add this provider to the signed-in account (from /settings). */
  mode: z.optional(z.enum(['login', 'link'])),
});

export const oauthCallbackQuery = z.object({
  code: z.optional(z.string().check(z.maxLength(2000))),
  state: z.optional(z.string().check(z.maxLength(200))),
  error: z.optional(z.string().check(z.maxLength(200))),
  error_description: z.optional(z.string().check(z.maxLength(2000))),
});

export const oauthProvidersResponse = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) });
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponse>;

export const oauthLinksResponse = z.object({
  links: z.array(z.object({ provider: z.enum(OAUTH_PROVIDERS), email: z.nullable(z.string()), linkedAt: z.string() })),
  /** Providers this site offers (configured). */
  available: z.array(z.enum(OAUTH_PROVIDERS)),
  /** Whether the account also signs in with a password (else the last link cannot go). */
  hasPassword: z.boolean(),
});
export type OAuthLinksResponse = z.infer<typeof oauthLinksResponse>;
