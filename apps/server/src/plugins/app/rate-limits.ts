import type { RateLimitOptions } from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES, EXPORT_MESSAGES } from '@tubesphere/shared/contract/accounts';
import { AUTH_MESSAGES } from '@tubesphere/shared/contract/auth';
import { COMMENT_MESSAGES } from '@tubesphere/shared/contract/comments';
import { LINK_MESSAGES } from '@tubesphere/shared/contract/links';
import { NOTIFICATION_MESSAGES } from '@tubesphere/shared/contract/notifications';
import { OEMBED_MESSAGES } from '@tubesphere/shared/contract/oembed';
import { POST_CREATE_MESSAGES } from '@tubesphere/shared/contract/post-create';
import { REPORT_MESSAGES } from '@tubesphere/shared/contract/reports';
import { TRENDING_MESSAGES } from '@tubesphere/shared/contract/trending';
import { TWO_FACTOR_MESSAGES } from '@tubesphere/shared/contract/two-factor';
import { UPLOAD_MESSAGES } from '@tubesphere/shared/contract/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressKey } from '../../lib/address-key.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { retryAfterText } from './retry-after-text.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type KeyGenerator = (request: FastifyRequest) => string;

/** A limit from the table below: @fastify/rate-limit's per-route options plus a name and a message. */
export interface NamedRateLimit extends RateLimitOptions {
  /** Shared by every route that uses this limit; the counters' key prefix. */
  name: string;
  /** The allowance before RATE_LIMIT_SCALE (the number that ships). */
  allowance: number;
  timeWindow: number;
}

/**
 * The client's address as TRUST_PROXY lets Fastify see it (lib/trust-proxy.ts), IPv6 by its /64
 * (lib/address-key.ts).
 */
export const perIp: KeyGenerator = (request) => addressKey(request.ip);

/** The signed-in user; a guest counts by address. */
export const perUser: KeyGenerator = (request) =>
  request.user ? `user:${request.user.user_id}` : `ip:${perIp(request)}`;

/** The e-mail of a login body, already trimmed and lower-cased by its schema. */
const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};

/** A 429 whose message is `first` and how long to wait (the default of every limit, too). */
export const waitMessage = (first: string) => (_request: FastifyRequest, context: { ttl: number }) =>
  tooManyRequests(`${first} ${retryAfterText(context.ttl)}`);

interface LimitSpec {
  name: string;
  max: number;
  windowMs: number;
  key?: KeyGenerator;
  /** Routes that key on the body count after validation; the rest before the body is read. */
  hook?: RateLimitOptions['hook'];
  /** First sentence of the 429 answer; how long to wait is appended. */
  message: string;
  /** Each try past the allowance doubles the wait (capped, rate-limit-store.ts). */
  backoff?: boolean;
}

function limit(spec: LimitSpec): NamedRateLimit {
  return {
    name: spec.name,
    allowance: spec.max,
    max: (request: FastifyRequest) => Math.max(1, Math.round(spec.max * request.server.config.rateLimitScale)),
    timeWindow: spec.windowMs,
    keyGenerator: spec.key ?? perIp,
    hook: spec.hook ?? 'onRequest',
    exponentialBackoff: spec.backoff ?? false,
    errorResponseBuilder: waitMessage(spec.message),
  };
}

/**
 * Every limit of the site in one table (docs/decisions/056). A route opts in with one line:
 * `config: { rateLimit: RATE_LIMITS.commentCreate }`, or several at once with
 * `config: { rateLimits: [...] }` (checked in order; the first one exceeded answers 429).
 */
export const RATE_LIMITS = {
  /** Password guessing against one account from one address. */
  loginPerAddressAndEmail: limit({
    name: 'login-address-email',
    max: 10,
    windowMs: 10 * MINUTE,
    key: (request) => `${perIp(request)}|${bodyEmail(request)}`,
    hook: 'preHandler',
    message: AUTH_MESSAGES.tooManyAttempts,
  }),
  /** Password spraying: one address trying many accounts. */
  loginPerAddress: limit({
    name: 'login-address',
    max: 20,
    windowMs: 10 * MINUTE,
    hook: 'preHandler',
    message: AUTH_MESSAGES.tooManyAttempts,
  }),
  /**
   * Guessing one account from many addresses: a growing wait, never a permanent lock. Above the
   * per-address allowance, so one address alone never locks the account for everyone else.
   */
  loginPerAccount: limit({
    name: 'login-account',
    max: 20,
    windowMs: 15 * MINUTE,
    key: bodyEmail,
    hook: 'preHandler',
    backoff: true,
    message: AUTH_MESSAGES.tooManyAttempts,
  }),
  /** 비밀번호 찾기: mails to one address, and requests from one address (to many addresses). */
  passwordResetPerEmail: limit({
    name: 'password-reset-email',
    max: 3,
    windowMs: HOUR,
    key: bodyEmail,
    hook: 'preHandler',
    message: ACCOUNT_MESSAGES.tooManyResetRequests,
  }),
  passwordResetPerAddress: limit({
    name: 'password-reset-address',
    max: 10,
    windowMs: HOUR,
    hook: 'preHandler',
    message: ACCOUNT_MESSAGES.tooManyResetRequests,
  }),
  /** Opening links (reset, verification): tokens are 256 bits, this only stops a flood. */
  accountTokenUse: limit({
    name: 'account-token-use',
    max: 20,
    windowMs: 15 * MINUTE,
    message: ACCOUNT_MESSAGES.tooManyTokenTries,
  }),
  /** Verification mails asked again from /settings: a few an hour per member. */
  verificationResend: limit({
    name: 'verification-resend',
    max: 3,
    windowMs: HOUR,
    key: perUser,
    message: ACCOUNT_MESSAGES.tooManyVerificationMails,
  }),
  /** 카카오 / 네이버 / Google: the trip to the provider and back, per address. */
  oauthSignIn: limit({
    name: 'oauth-sign-in',
    max: 30,
    windowMs: 10 * MINUTE,
    message: '로그인 요청이 너무 많습니다.',
  }),
  /** 개인정보 다운로드: a whole account's rows in one answer, once an hour. */
  accountExport: limit({
    name: 'account-export',
    max: 1,
    windowMs: HOUR,
    key: perUser,
    message: EXPORT_MESSAGES.tooMany,
  }),
  signup: limit({ name: 'signup', max: 10, windowMs: HOUR, message: AUTH_MESSAGES.tooManySignups }),
  /** Changing the password or deleting the account checks the current password: no guessing. */
  passwordCheck: limit({
    name: 'password-check',
    max: 5,
    windowMs: 15 * MINUTE,
    key: perUser,
    message: AUTH_MESSAGES.tooManyPasswordChecks,
  }),
  /** 2단계 인증 setup and enabling in /settings: a new secret or a code check per request. */
  twoFactorSettings: limit({
    name: 'two-factor-settings',
    max: 10,
    windowMs: 15 * MINUTE,
    key: perUser,
    message: TWO_FACTOR_MESSAGES.tooManyRequests,
  }),
  /**
   * The sign-in code step from one address; the member's own wrong-code lock (five, then a wait)
   * is in modules/two-factor and holds across addresses.
   */
  twoFactorSignIn: limit({
    name: 'two-factor-sign-in',
    max: 20,
    windowMs: 10 * MINUTE,
    message: TWO_FACTOR_MESSAGES.tooManyRequests,
  }),
  logoutEverywhere: limit({
    name: 'logout-everywhere',
    max: 10,
    windowMs: 10 * MINUTE,
    key: perUser,
    message: '요청이 너무 많습니다.',
  }),
  /** The editor debounces typing (0.5 s), so 30 a minute is generous for a person. */
  linkPreview: limit({ name: 'link-preview', max: 30, windowMs: MINUTE, message: LINK_MESSAGES.tooManyRequests }),
  upload: limit({ name: 'upload', max: 60, windowMs: 10 * MINUTE, message: UPLOAD_MESSAGES.tooManyUploads }),
  oembed: limit({ name: 'oembed', max: 30, windowMs: MINUTE, message: OEMBED_MESSAGES.tooManyRequests }),
  postCreate: limit({
    name: 'post-create',
    max: 10,
    windowMs: 10 * MINUTE,
    key: perUser,
    hook: 'preValidation',
    message: POST_CREATE_MESSAGES.tooManyPosts,
  }),
  commentCreate: limit({
    name: 'comment-create',
    max: 10,
    windowMs: MINUTE,
    key: perUser,
    hook: 'preValidation',
    message: COMMENT_MESSAGES.tooManyComments,
  }),
  /** Editing or deleting one's own posts: fixes, not floods (a post is rewritten, not retyped). */
  postEdit: limit({
    name: 'post-edit',
    max: 20,
    windowMs: MINUTE,
    key: perUser,
    message: '수정·삭제 요청이 너무 많습니다.',
  }),
  /** Making and arranging 재생목록: a person sorting a list clicks often, a script more. */
  playlistWrite: limit({
    name: 'playlist-write',
    max: 60,
    windowMs: MINUTE,
    key: perUser,
    message: '재생목록 요청이 너무 많습니다.',
  }),
  /** Comments are short and fixed more often than posts. */
  commentEdit: limit({
    name: 'comment-edit',
    max: 30,
    windowMs: MINUTE,
    key: perUser,
    message: '수정·삭제 요청이 너무 많습니다.',
  }),
  /** Blocking and unblocking members: a person's choice, not a stream. */
  userBlock: limit({
    name: 'user-block',
    max: 30,
    windowMs: 10 * MINUTE,
    key: perUser,
    message: '차단 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  }),
  profileEdit: limit({
    name: 'profile-edit',
    max: 10,
    windowMs: MINUTE,
    key: perUser,
    message: '프로필 수정 요청이 너무 많습니다.',
  }),
  /** Joining or leaving a sphere is a click, not a stream. */
  sphereMembership: limit({
    name: 'sphere-membership',
    max: 30,
    windowMs: MINUTE,
    key: perUser,
    message: '요청이 너무 많습니다.',
  }),
  /** Marking notifications read and changing their settings: clicks, not a stream. */
  notificationWrite: limit({
    name: 'notification-write',
    max: 120,
    windowMs: MINUTE,
    key: perUser,
    message: NOTIFICATION_MESSAGES.tooManyRequests,
  }),
  /** Clicking stars is quick work; this only stops a script from hammering the table. */
  favoriteWrite: limit({
    name: 'favorite-write',
    max: 60,
    windowMs: MINUTE,
    key: perUser,
    message: '즐겨찾기 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  }),
  /** Each collector run spends YouTube quota: the daily budget bounds the day, this a stuck button. */
  rankingCollectorRun: limit({
    name: 'ranking-collector-run',
    max: 6,
    windowMs: MINUTE,
    key: perUser,
    message: '수집 실행 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  }),
  /** 신고: enough for a person who meets a flood of spam, not for a script that reports everything. */
  reportCreate: limit({
    name: 'report-create',
    max: 20,
    windowMs: 10 * MINUTE,
    key: perUser,
    hook: 'preValidation',
    message: REPORT_MESSAGES.tooMany,
  }),
  /**
   * An admin's moderation writes (reject, hide, restore, delete, resolve, suspend, levels, saved
   * queries). Keyboard triage is quick, and bulk calls carry up to 100 items each: this only
   * stops a runaway script or a stuck key.
   */
  adminModeration: limit({
    name: 'admin-moderation',
    max: 120,
    windowMs: MINUTE,
    key: perUser,
    message: '관리 작업 요청이 너무 많습니다.',
  }),
  /** A YouTube search costs 100 of 10,000 daily quota units: only uncached searches count. */
  keywordSearchPerAddress: limit({
    name: 'keyword-search-address',
    max: 20,
    windowMs: 10 * MINUTE,
    message: TRENDING_MESSAGES.tooManySearches,
  }),
  keywordSearchEveryone: limit({
    name: 'keyword-search-all',
    max: 100,
    windowMs: HOUR,
    key: () => 'all',
    message: TRENDING_MESSAGES.tooManySearches,
  }),
} satisfies Record<string, NamedRateLimit>;

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Several limits on one route, checked in order (plugins/app/rate-limits.ts). */
    rateLimits?: NamedRateLimit[];
  }
  interface FastifyInstance {
    /** Counts one hit against each limit in order; throws the first one's 429 (with headers). */
    enforceRateLimits(request: FastifyRequest, reply: FastifyReply, limits: NamedRateLimit[]): Promise<void>;
  }
}

/**
 * Several limits on one route: `config.rateLimits` becomes one hook that checks them in order,
 * and `app.enforceRateLimits` does the same for a handler that decides when to count (an
 * uncached search). A single `config.rateLimit` is @fastify/rate-limit's own, registered with its
 * database store in external/rate-limit.ts.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    const checkers = new Map<NamedRateLimit, Checker>();
    const checkerFor = (named: NamedRateLimit) => {
      let checker = checkers.get(named);
      if (!checker) {
        checker = app.createRateLimit(named);
        checkers.set(named, checker);
      }
      return checker;
    };

    app.decorate(
      'enforceRateLimits',
      async (request: FastifyRequest, reply: FastifyReply, limits: NamedRateLimit[]) => {
        let tightest: { max: number; remaining: number; ttlInSeconds: number } | undefined;
        for (const named of limits) {
          const result = await checkerFor(named)(request);
          if (result.isAllowed) continue;
          if (result.isExceeded) {
            reply.header('ratelimit-limit', result.max);
            reply.header('ratelimit-remaining', 0);
            reply.header('ratelimit-reset', result.ttlInSeconds);
            reply.header('retry-after', result.ttlInSeconds);
            const build = named.errorResponseBuilder ?? waitMessage('요청이 너무 많습니다.');
            throw build(request, { statusCode: 429, ban: false, max: result.max, ttl: result.ttl, after: '' });
          }
          if (!tightest || result.remaining < tightest.remaining) tightest = result;
        }
        if (tightest) {
          reply.header('ratelimit-limit', tightest.max);
          reply.header('ratelimit-remaining', tightest.remaining);
          reply.header('ratelimit-reset', tightest.ttlInSeconds);
        }
      },
    );

    app.addHook('onRoute', (route) => {
      const limits = route.config?.rateLimits;
      if (!limits?.length) return;
      const hook = limits[0]?.hook ?? 'onRequest';
      if (limits.some((named) => (named.hook ?? 'onRequest') !== hook)) {
        throw new Error(`${route.url}: limits checked together must share one hook`);
      }
      const handler = async (request: FastifyRequest, reply: FastifyReply) =>
        app.enforceRateLimits(request, reply, limits);
      const existing = route[hook];
      route[hook] = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), handler] as never;
    });
  },
  { name: 'rate-limits', dependencies: ['@fastify/rate-limit', 'session'] },
);
