import { pagination, queryInt, wirePostId, wireUserId } from './common.ts';
import { MODERATION_REASON_MAX } from './moderation.ts';
import { REPORT_REASONS } from './reports.ts';
import { sphere, sphereNameField, sphereParams } from './spheres.ts';
import { z } from './zod.ts';

/**
 * Spheres run by their members (docs/sphere-roles.md): creating one, its 운영진 (owner, managers,
 * moderators), rules, pinned notices, hiding posts from it, bans and its report queue.
 */

export const SPHERE_ROLES = ['owner', 'manager', 'moderator', 'member'] as const;
export type SphereRole = (typeof SPHERE_ROLES)[number];
/** The roles an owner hands out; there is one owner, the creator. */
export const APPOINTABLE_ROLES = ['manager', 'moderator'] as const;
export type AppointableRole = (typeof APPOINTABLE_ROLES)[number];

/** Pinned notices per sphere. */
export const SPHERE_PIN_MAX = 3;
export const SPHERE_DESCRIPTION_MAX = 200;
export const SPHERE_RULES_MAX = 2000;
export const SPHERE_ICON_MAX = 8;
export const SPHERE_REASON_MAX = MODERATION_REASON_MAX;
export const SPHERE_BAN_DAYS_MAX = 3650;
export const SPHERE_REPORT_PAGE_SIZE = 20;

export const SPHERE_STAFF_MESSAGES = {
  levelTooLow: (level: number) => `등급 ${level} 이상인 회원만 스피어를 만들 수 있습니다.`,
  nameTaken: '같은 이름의 스피어가 이미 있습니다.',
  iconRequired: '스피어 아이콘을 입력해주세요.',
  iconTooLong: `아이콘은 ${SPHERE_ICON_MAX}자 이하로 입력해주세요.`,
  descriptionTooLong: `소개는 ${SPHERE_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  rulesTooLong: `규칙은 ${SPHERE_RULES_MAX}자 이하로 입력해주세요.`,
  nothingToChange: '바꿀 내용이 없습니다.',
  notStaff: '이 스피어의 운영진만 할 수 있습니다.',
  notManager: '이 스피어의 소유자와 매니저만 할 수 있습니다.',
  notOwner: '이 스피어의 소유자만 운영진을 정할 수 있습니다.',
  badRole: '역할은 manager 또는 moderator로 정해주세요.',
  ownerRole: '소유자의 역할은 바꿀 수 없습니다.',
  notStaffMember: '운영진이 아닌 회원입니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',
  postNotFound: '게시물을 찾을 수 없습니다.',
  notInSphere: '이 스피어의 게시물이 아닙니다.',
  tooManyPins: `공지는 ${SPHERE_PIN_MAX}개까지 고정할 수 있습니다.`,
  alreadyPinned: '이미 공지로 고정된 게시물입니다.',
  notPinned: '공지로 고정된 게시물이 아닙니다.',
  reasonRequired: '사유를 입력해주세요.',
  reasonTooLong: `사유는 ${SPHERE_REASON_MAX}자 이하로 입력해주세요.`,
  alreadyHidden: '이미 이 스피어에서 숨긴 게시물입니다.',
  notHidden: '이 스피어에서 숨긴 게시물이 아닙니다.',
  adminOnlyUndo: '사이트 관리자만 스피어의 숨김을 취소할 수 있습니다.',
  badDays: `기간은 1일에서 ${SPHERE_BAN_DAYS_MAX}일 사이로 정해주세요.`,
  cannotBanStaff: '운영진은 활동 제한할 수 없습니다. 먼저 운영진에서 해제해주세요.',
  cannotBanSelf: '자기 자신은 활동 제한할 수 없습니다.',
  notBanned: '활동 제한된 회원이 아닙니다.',
  banned: '이 스피어에서 글쓰기가 제한되어 있습니다.',
  ownerCannotLeave: '스피어 소유자는 탈퇴할 수 없습니다.',
} as const;

const trimmedText = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong));
const iconField = z
  .string({ error: SPHERE_STAFF_MESSAGES.iconRequired })
  .check(
    z.trim(),
    z.minLength(1, SPHERE_STAFF_MESSAGES.iconRequired),
    z.maxLength(SPHERE_ICON_MAX, SPHERE_STAFF_MESSAGES.iconTooLong),
  );
const descriptionField = trimmedText(SPHERE_DESCRIPTION_MAX, SPHERE_STAFF_MESSAGES.descriptionTooLong);
const reasonField = z
  .string({ error: SPHERE_STAFF_MESSAGES.reasonRequired })
  .check(
    z.trim(),
    z.minLength(1, SPHERE_STAFF_MESSAGES.reasonRequired),
    z.maxLength(SPHERE_REASON_MAX, SPHERE_STAFF_MESSAGES.reasonTooLong),
  );

/** POST /api/spheres: the creator becomes its owner. */
export const createSphereBody = z.object({
  name: sphereNameField,
  description: z.optional(descriptionField),
  icon: iconField,
});
export type CreateSphereBody = z.input<typeof createSphereBody>;

/** PATCH /api/spheres/{sphereId}: any of description, icon and rules. */
export const updateSphereBody = z
  .object({
    description: z.optional(descriptionField),
    icon: z.optional(iconField),
    rules: z.optional(trimmedText(SPHERE_RULES_MAX, SPHERE_STAFF_MESSAGES.rulesTooLong)),
  })
  .check(
    z.refine(
      (body) => body.description !== undefined || body.icon !== undefined || body.rules !== undefined,
      SPHERE_STAFF_MESSAGES.nothingToChange,
    ),
  );
export type UpdateSphereBody = z.input<typeof updateSphereBody>;

export const sphereUserParams = z.extend(sphereParams, { userId: wireUserId });
export const spherePostParams = z.extend(sphereParams, { postId: wirePostId });

export const setSphereStaffBody = z.object({
  role: z.enum(APPOINTABLE_ROLES, { error: SPHERE_STAFF_MESSAGES.badRole }),
});
export type SetSphereStaffBody = z.input<typeof setSphereStaffBody>;

export const pinSpherePostBody = z.object({ postId: wirePostId });
export const hideSpherePostBody = z.object({ reason: reasonField });
export type HideSpherePostBody = z.input<typeof hideSpherePostBody>;

/** No `days`: for good. */
export const banSphereMemberBody = z.object({
  userId: wireUserId,
  days: z.optional(
    z
      .int(SPHERE_STAFF_MESSAGES.badDays)
      .check(z.gte(1, SPHERE_STAFF_MESSAGES.badDays), z.lte(SPHERE_BAN_DAYS_MAX, SPHERE_STAFF_MESSAGES.badDays)),
  ),
  reason: reasonField,
});
export type BanSphereMemberBody = z.input<typeof banSphereMemberBody>;

export const sphereStaffMember = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(SPHERE_ROLES),
});
export type SphereStaffMember = z.infer<typeof sphereStaffMember>;

export const spherePin = z.object({
  postId: z.string(),
  title: z.string(),
  authorName: z.string(),
  pinnedAt: z.string(),
});
export type SpherePin = z.infer<typeof spherePin>;

export const sphereBan = z.object({
  userId: z.string(),
  name: z.string(),
  reason: z.string(),
  /** Null: for good. */
  until: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SphereBan = z.infer<typeof sphereBan>;

/** GET /api/spheres/{sphereId}: the sphere with its rules, 운영진 and 공지. */
export const sphereDetail = z.extend(sphere, {
  rules: z.string(),
  staff: z.array(sphereStaffMember),
  pinned: z.array(spherePin),
  /** The session user's own ban here, if any. */
  myBan: z.nullable(z.object({ reason: z.string(), until: z.nullable(z.string()) })),
  /** Whether the session user may act as staff here (its 운영진, or a site admin). */
  canModerate: z.boolean(),
  /** Whether the session user may edit it (owner, manager, or a site admin). */
  canManage: z.boolean(),
  /** Whether the session user may appoint 운영진 (owner, or a site admin). */
  canAppoint: z.boolean(),
});
export type SphereDetail = z.infer<typeof sphereDetail>;
export const sphereDetailResponse = z.object({ success: z.literal(true), sphere: sphereDetail });
export type SphereDetailResponse = z.infer<typeof sphereDetailResponse>;

export const createSphereResponse = z.object({ success: z.literal(true), sphere });
export type CreateSphereResponse = z.infer<typeof createSphereResponse>;

export const updateSphereResponse = z.object({ success: z.literal(true), sphere });
export type UpdateSphereResponse = z.infer<typeof updateSphereResponse>;

export const sphereStaffResponse = z.object({ success: z.literal(true), staff: z.array(sphereStaffMember) });
export type SphereStaffResponse = z.infer<typeof sphereStaffResponse>;

export const spherePinsResponse = z.object({ success: z.literal(true), pinned: z.array(spherePin) });
export type SpherePinsResponse = z.infer<typeof spherePinsResponse>;

export const sphereHideResponse = z.object({
  success: z.literal(true),
  postId: z.string(),
  hidden: z.boolean(),
});
export type SphereHideResponse = z.infer<typeof sphereHideResponse>;

export const sphereBanResponse = z.object({ success: z.literal(true), ban: z.nullable(sphereBan) });
export type SphereBanResponse = z.infer<typeof sphereBanResponse>;

export const sphereBansQuery = z.object({ page: queryInt(1, 100_000, 1) });
export const sphereBansResponse = z.object({
  success: z.literal(true),
  bans: z.array(sphereBan),
  pagination,
});
export type SphereBansResponse = z.infer<typeof sphereBansResponse>;

/** GET /api/spheres/{sphereId}/reports: open reports on the sphere's posts, one entry per post. */
export const sphereReportsQuery = z.object({ page: queryInt(1, 100_000, 1) });
export const sphereReportEntry = z.object({
  postId: z.string(),
  postTitle: z.nullable(z.string()),
  excerpt: z.string(),
  author: z.object({ userId: z.string(), userName: z.string() }),
  reportCount: z.int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.int() })),
  lastReportedAt: z.string(),
  hiddenInSphere: z.boolean(),
});
export type SphereReportEntry = z.infer<typeof sphereReportEntry>;
export const sphereReportsResponse = z.object({
  success: z.literal(true),
  reports: z.array(sphereReportEntry),
  pagination,
});
export type SphereReportsResponse = z.infer<typeof sphereReportsResponse>;
