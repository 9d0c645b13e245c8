import { pagination, wireUserId } from './common.ts';
import { MODERATION_REASON_MAX } from './moderation.ts';
import { z } from './zod.ts';

/** /admin/users (docs/decisions/112-suspensions-and-admin-levels.md). */
export const ADMIN_USER_MESSAGES = {
  notFound: '사용자를 찾을 수 없습니다.',
  reasonRequired: '정지 사유를 입력해주세요.',
  reasonTooLong: `사유는 ${MODERATION_REASON_MAX}자 이하로 입력해주세요.`,
  badDays: '정지 기간은 1일에서 3650일 사이로 정해주세요.',
  daysRequired: '정지 기간을 정하거나 영구 정지를 선택해주세요.',
  notSelf: '자기 자신은 정지할 수 없습니다.',
  adminTarget: '관리자는 정지할 수 없습니다. 먼저 관리자 권한을 해제하세요.',
  notSuspended: '정지된 계정이 아닙니다.',
  deletedUser: '탈퇴한 계정입니다.',
  onlyOwnerGrants: '관리자 권한을 주거나 바꾸는 일은 최고 관리자(등급 2)만 할 수 있습니다.',
  lastAdmin: '마지막 관리자는 스스로 권한을 내려놓을 수 없습니다.',
  lastOwner: '마지막 최고 관리자의 등급은 내릴 수 없습니다.',
  sameLevel: '이미 그 등급입니다.',
  suspendedAdmin: '정지된 계정에는 관리자 권한을 줄 수 없습니다.',
} as const;

export const ADMIN_USERS_PAGE_SIZE = 25;
/** 0 member, 1 admin, 2 최고 관리자 (may grant and change admin levels). */
export const ADMIN_LEVELS = [0, 1, 2] as const;

export const adminUsersQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z.pipe(
    z.transform((v) => (v === undefined || v === '' ? 1 : Number(v))),
    z.int().check(z.gte(1), z.lte(10_000)),
  ),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserSuspension = z.object({
  /** The end; null for a permanent ban. */
  until: z.nullable(z.string()),
  reason: z.string(),
  since: z.string(),
});
export type AdminUserSuspension = z.infer<typeof adminUserSuspension>;

export const adminUser = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  profileImage: z.nullable(z.string()),
  createdAt: z.string(),
  level: z.int(),
  adminLevel: z.int(),
  deleted: z.boolean(),
  /** In force right now; null when none (an expired one is no longer shown). */
  suspension: z.nullable(adminUserSuspension),
  counts: z.object({
    posts: z.int(),
    comments: z.int(),
    /** Reports ever made against their posts and comments. */
    reports: z.int(),
  }),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = z.object({
  success: z.literal(true),
  users: z.array(adminUser),
  pagination: z.extend(pagination, { total: z.int() }),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserParams = z.object({ userId: wireUserId });

const suspensionReason = z
  .string({ error: ADMIN_USER_MESSAGES.reasonRequired })
  .check(
    z.trim(),
    z.minLength(1, ADMIN_USER_MESSAGES.reasonRequired),
    z.maxLength(MODERATION_REASON_MAX, ADMIN_USER_MESSAGES.reasonTooLong),
  );

/** `days` 1–3650, or null for a permanent ban. */
export const suspendUserBody = z.object({
  days: z.nullable(
    z
      .int(ADMIN_USER_MESSAGES.badDays)
      .check(z.gte(1, ADMIN_USER_MESSAGES.badDays), z.lte(3650, ADMIN_USER_MESSAGES.badDays)),
  ),
  reason: suspensionReason,
});
export type SuspendUserBody = z.input<typeof suspendUserBody>;

export const setAdminLevelBody = z.object({
  adminLevel: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '관리자 등급은 0, 1, 2 중 하나입니다.' }),
});
export type SetAdminLevelBody = z.input<typeof setAdminLevelBody>;

export const adminUserResponse = z.object({ success: z.literal(true), user: adminUser });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;
