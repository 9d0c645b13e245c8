import { z } from './zod.ts';

export const ADMIN_SETTINGS_MESSAGES = { nothingToSave: '변경할 설정이 없습니다.' } as const;

/** Spec §3: the server names them companion_visible, recommended_spheres_visible. */
export const adminSettings = z.object({
  companion_visible: z.boolean(),
  recommended_spheres_visible: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettings>;

export const adminSettingsQuery = z.object({ adminKey: z.string().max(500).optional() });

export const adminSettingsResponse = z.object({ success: z.literal(true), settings: adminSettings });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponse>;

/** Spec §7: the client names them companionVisible, recommendedSpheresVisible. */
export const saveAdminSettingsBody = z.object({
  adminKey: z.string().max(500).optional(),
  companionVisible: z.boolean().optional(),
  recommendedSpheresVisible: z.boolean().optional(),
});
export type SaveAdminSettingsBody = z.input<typeof saveAdminSettingsBody>;
