import { DEFAULT_TRUST_THRESHOLDS } from '../domain/trust-levels.ts';
import { wireUserId } from './common.ts';
import { z } from './zod.ts';

/** 등급 (docs/trust-levels.md). */
export const TRUST_MESSAGES = {
  badLevel: '등급은 0에서 4 사이로 정해주세요.',
  notFound: '사용자를 찾을 수 없습니다.',
  deletedUser: '탈퇴한 계정입니다.',
  tooManyLinks: (max: number) => `새내기 회원은 글이나 댓글 하나에 링크를 ${max}개까지만 넣을 수 있습니다.`,
  tooManyPosts: (max: number) => `새내기 회원은 하루에 글을 ${max}개까지만 쓸 수 있습니다. 내일 다시 시도해주세요.`,
  nothingToSave: '변경할 설정이 없습니다.',
  badSetting: '설정 값이 올바르지 않습니다.',
} as const;

/** 자동 확정 등급: posts by members at or above it are public at once. */
export const DEFAULT_AUTO_CONFIRM_TRUST_LEVEL = 2;
/** Allowances of level-0 members, before RATE_LIMIT_SCALE. */
export const DEFAULT_NEW_MEMBER_LINKS_MAX = 2;
export const DEFAULT_NEW_MEMBER_POSTS_PER_DAY = 3;
/** Members at or above it may create a sphere (docs/sphere-roles.md). */
export const DEFAULT_SPHERE_CREATE_TRUST_LEVEL = 2;

const trustLevel = z
  .int(TRUST_MESSAGES.badLevel)
  .check(z.gte(0, TRUST_MESSAGES.badLevel), z.lte(4, TRUST_MESSAGES.badLevel));

export const setTrustLevelParams = z.object({ userId: wireUserId });
export const setTrustLevelBody = z.object({
  trustLevel,
  /** true: the promotion job leaves this member's level as set. */
  locked: z.optional(z.boolean()),
});
export type SetTrustLevelBody = z.input<typeof setTrustLevelBody>;

export const setTrustLevelResponse = z.object({
  success: z.literal(true),
  userId: z.string(),
  trustLevel: z.int(),
  locked: z.boolean(),
});
export type SetTrustLevelResponse = z.infer<typeof setTrustLevelResponse>;

const count = z
  .int(TRUST_MESSAGES.badSetting)
  .check(z.gte(0, TRUST_MESSAGES.badSetting), z.lte(10_000, TRUST_MESSAGES.badSetting));
export const trustRequirement = z.object({
  daysVisited: count,
  /** Absent in settings saved before it existed: asks nothing. */
  postsRead: z._default(count, 0),
  comments: count,
  posts: count,
  likesReceived: count,
  cleanDays: count,
  emailVerified: z.boolean(),
});

export const trustSettings = z.object({
  autoConfirmTrustLevel: trustLevel,
  newMemberLinksMax: count,
  newMemberPostsPerDay: count,
  sphereCreateTrustLevel: trustLevel,
  thresholds: z.object({ 1: trustRequirement, 2: trustRequirement, 3: trustRequirement }),
});
export type TrustSettings = z.infer<typeof trustSettings>;

export const DEFAULT_TRUST_SETTINGS: TrustSettings = {
  autoConfirmTrustLevel: DEFAULT_AUTO_CONFIRM_TRUST_LEVEL,
  newMemberLinksMax: DEFAULT_NEW_MEMBER_LINKS_MAX,
  newMemberPostsPerDay: DEFAULT_NEW_MEMBER_POSTS_PER_DAY,
  sphereCreateTrustLevel: DEFAULT_SPHERE_CREATE_TRUST_LEVEL,
  thresholds: DEFAULT_TRUST_THRESHOLDS,
};

export const trustSettingsResponse = z.object({ success: z.literal(true), settings: trustSettings });
export type TrustSettingsResponse = z.infer<typeof trustSettingsResponse>;
/** Any subset; what is left out stays as it is. */
export const saveTrustSettingsBody = z.partial(trustSettings);
export type SaveTrustSettingsBody = z.input<typeof saveTrustSettingsBody>;
