import { ACCOUNT_MESSAGES, EXPORT_MESSAGES } from '@tubesphere/shared/contract/accounts';
import { AUTH_MESSAGES } from '@tubesphere/shared/contract/auth';
import { AWAY_MAIL_MESSAGES } from '@tubesphere/shared/contract/away-mail';
import { BOOKMARK_MESSAGES } from '@tubesphere/shared/contract/bookmarks';
import { COMMENT_MESSAGES } from '@tubesphere/shared/contract/comments';
import { FEED_MESSAGES } from '@tubesphere/shared/contract/feed';
import { FOLLOW_MESSAGES } from '@tubesphere/shared/contract/follows';
import { LINK_MESSAGES } from '@tubesphere/shared/contract/links';
import { MESSAGE_MESSAGES } from '@tubesphere/shared/contract/messages';
import { NOTIFICATION_MESSAGES } from '@tubesphere/shared/contract/notifications';
import { OEMBED_MESSAGES } from '@tubesphere/shared/contract/oembed';
import { POST_CREATE_MESSAGES } from '@tubesphere/shared/contract/post-create';
import { PUSH_MESSAGES } from '@tubesphere/shared/contract/push';
import { REPORT_MESSAGES } from '@tubesphere/shared/contract/reports';
import { TRENDING_MESSAGES } from '@tubesphere/shared/contract/trending';
import { TWO_FACTOR_MESSAGES } from '@tubesphere/shared/contract/two-factor';
import { UPLOAD_MESSAGES } from '@tubesphere/shared/contract/uploads';
import { WATCH_PARTY_MESSAGES } from '@tubesphere/shared/contract/watch-parties';
import { bodyEmail, HOUR, limit, MINUTE, type NamedRateLimit, perIp, perUser } from './rate-limit-spec.ts';

export { type NamedRateLimit, perIp, perUser, waitMessage } from './rate-limit-spec.ts';

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
  /** 같이 보기: starting parties, controlling playback, and the chat (comment-like, but a conversation). */
  watchPartyCreate: limit({
    name: 'watch-party-create',
    max: 20,
    windowMs: HOUR,
    key: perUser,
    message: WATCH_PARTY_MESSAGES.tooManyParties,
  }),
  watchPartyControl: limit({
    name: 'watch-party-control',
    max: 120,
    windowMs: MINUTE,
    key: perUser,
    message: WATCH_PARTY_MESSAGES.tooManyControls,
  }),
  watchPartyChat: limit({
    name: 'watch-party-chat',
    max: 20,
    windowMs: MINUTE,
    key: perUser,
    hook: 'preValidation',
    message: WATCH_PARTY_MESSAGES.tooManyChats,
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
    message: '차단 요청이 너무 많습니다.',
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
  /** Creating spheres: a community is founded now and then, never in bulk. */
  sphereCreate: limit({
    name: 'sphere-create',
    max: 5,
    windowMs: 60 * MINUTE,
    key: perUser,
    message: '스피어 만들기 요청이 너무 많습니다.',
  }),
  /** What a sphere's 운영진 do (edit, appoint, pin, hide, ban): a person's clicks, not a script's. */
  sphereStaff: limit({
    name: 'sphere-staff',
    max: 60,
    windowMs: MINUTE,
    key: perUser,
    message: '스피어 관리 요청이 너무 많습니다.',
  }),
  /** Marking notifications read and changing their settings: clicks, not a stream. */
  notificationWrite: limit({
    name: 'notification-write',
    max: 120,
    windowMs: MINUTE,
    key: perUser,
    message: NOTIFICATION_MESSAGES.tooManyRequests,
  }),
  /** A browser subscribing to web push or leaving it: a few times a day at most. */
  /** One-click unsubscribe: tokens are 256 bits, this only stops a flood (mail servers POST from few addresses). */
  mailUnsubscribe: limit({
    name: 'mail-unsubscribe',
    max: 60,
    windowMs: 15 * MINUTE,
    message: AWAY_MAIL_MESSAGES.tooManyRequests,
  }),
  pushWrite: limit({
    name: 'push-write',
    max: 30,
    windowMs: 10 * MINUTE,
    key: perUser,
    message: PUSH_MESSAGES.tooManyRequests,
  }),
  /** 쪽지: a conversation's pace, not a mailing list's. */
  messageSend: limit({
    name: 'message-send',
    max: 20,
    windowMs: MINUTE,
    key: perUser,
    hook: 'preValidation',
    message: MESSAGE_MESSAGES.tooManyMessages,
  }),
  /** Clicking stars is quick work; this only stops a script from hammering the table. */
  favoriteWrite: limit({
    name: 'favorite-write',
    max: 60,
    windowMs: MINUTE,
    key: perUser,
    message: '즐겨찾기 요청이 너무 많습니다.',
  }),
  /** 스크랩: a click each, like stars. */
  bookmarkWrite: limit({
    name: 'bookmark-write',
    max: 60,
    windowMs: MINUTE,
    key: perUser,
    message: BOOKMARK_MESSAGES.tooManyRequests,
  }),
  /**
   * Following and 새 글 알림: each follow may later fan a post out to one more member, so a
   * script following thousands is slowed down.
   */
  followWrite: limit({
    name: 'follow-write',
    max: 30,
    windowMs: MINUTE,
    key: perUser,
    message: FOLLOW_MESSAGES.tooManyRequests,
  }),
  /** 댓글 좋아요: a click each; each like may tell the comment's author. */
  commentLike: limit({
    name: 'comment-like',
    max: 60,
    windowMs: MINUTE,
    key: perUser,
    message: COMMENT_MESSAGES.tooManyLikes,
  }),
  /** 좋아요·싫어요 on posts: a click each; a like may tell the post's author and earn a reward. */
  postReaction: limit({
    name: 'post-reaction',
    max: 60,
    windowMs: MINUTE,
    key: perUser,
    message: FEED_MESSAGES.tooManyReactions,
  }),
  /** Each collector run spends YouTube quota: the daily budget bounds the day, this a stuck button. */
  rankingCollectorRun: limit({
    name: 'ranking-collector-run',
    max: 6,
    windowMs: MINUTE,
    key: perUser,
    message: '수집 실행 요청이 너무 많습니다.',
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
