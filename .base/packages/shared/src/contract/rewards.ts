import { wireUserId } from './common.ts';
import { z } from './zod.ts';

export const companionStats = z.object({
  creativity: z.number().int(),
  sociability: z.number().int(),
  influence: z.number().int(),
  consistency: z.number().int(),
});
export type CompanionStats = z.infer<typeof companionStats>;

export const unlockedPart = z.object({
  part_id: z.string(),
  part_type: z.enum(['base', 'accessory']),
  part_name: z.string(),
  part_icon: z.string(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  unlock_level: z.number().int(),
});
export type UnlockedPart = z.infer<typeof unlockedPart>;

/**
 * What one action earned (DESIGN §4.4). Returned by every rewarded endpoint under `reward`, so
 * the client can refresh the profile and show level-up / unlock notices.
 */
export const rewardResult = z.object({
  action: z.string(),
  /** False when the action was not rewarded (daily cap, once-only key already used). */
  granted: z.boolean(),
  experience: z.number().int(),
  waterDrops: z.number().int(),
  user: z.object({
    level: z.number().int(),
    experience: z.number().int(),
    water_drops: z.number().int(),
    levelUps: z.number().int(),
  }),
  companion: z.object({
    newLevel: z.number().int(),
    newExperience: z.number().int(),
    levelUps: z.number().int(),
    unlockedParts: z.array(unlockedPart),
    statUpdates: companionStats,
  }),
  plant: z
    .object({
      plant_id: z.number().int(),
      level: z.number().int(),
      experience: z.number().int(),
      maxExperience: z.number().int(),
    })
    .nullable(),
});
export type RewardResult = z.infer<typeof rewardResult>;

/** POST /api/character/experience (spec §7); the server chooses the amount (DESIGN §4.4). */
export const experienceBody = z.object({
  userId: wireUserId.optional(),
  actionType: z.enum(['post_create', 'like_give', 'comment_write', 'daily_login'], {
    error: '알 수 없는 활동입니다.',
  }),
  /** Accepted for compatibility with the spec's client and ignored. */
  experienceAmount: z.unknown().optional(),
});

export const experienceResponse = z.object({
  newLevel: z.number().int(),
  newExperience: z.number().int(),
  levelUps: z.number().int(),
  unlockedParts: z.array(unlockedPart),
  statUpdates: companionStats,
  reward: rewardResult,
});
