import { z } from './zod.ts';

export const ADMIN_SETTINGS_MESSAGES = {
  nothingToSave: '변경할 설정이 없습니다.',
  badThreshold: '자동 숨김 기준은 1명에서 100명 사이로 정해주세요.',
} as const;

/** Content reported by this many different users is hidden until an admin reviews it. */
export const DEFAULT_REPORT_AUTO_HIDE_THRESHOLD = 3;

/** The server names them companion_visible, recommended_spheres_visible. */
export const adminSettings = z.object({
  companion_visible: z.boolean(),
  recommended_spheres_visible: z.boolean(),
  report_auto_hide_threshold: z.int(),
  /** 관리자 2단계 인증 필수: admins without 2단계 인증 are refused every admin page and API (off by default). */
  admin_two_factor_required: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettings>;

export const adminSettingsQuery = z.object({ adminKey: z.optional(z.string().check(z.maxLength(500))) });

export const adminSettingsResponse = z.object({ success: z.literal(true), settings: adminSettings });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponse>;

/** The client names them companionVisible, recommendedSpheresVisible. */
export const saveAdminSettingsBody = z.object({
  adminKey: z.optional(z.string().check(z.maxLength(500))),
  companionVisible: z.optional(z.boolean()),
  recommendedSpheresVisible: z.optional(z.boolean()),
  reportAutoHideThreshold: z.optional(
    z
      .int(ADMIN_SETTINGS_MESSAGES.badThreshold)
      .check(z.gte(1, ADMIN_SETTINGS_MESSAGES.badThreshold), z.lte(100, ADMIN_SETTINGS_MESSAGES.badThreshold)),
  ),
  adminTwoFactorRequired: z.optional(z.boolean()),
});
export type SaveAdminSettingsBody = z.input<typeof saveAdminSettingsBody>;
