import { wireUserId } from './common.ts';
import { z } from './zod.ts';

export const companionStats = z.object({
  creativity: z.int(),
  sociability: z.int(),
  influence: z.int(),
  consistency: z.int(),
});
export type CompanionStats = z.infer<typeof companionStats>;

export const unlockedPart = z.object({
  part_id: z.string(),
  part_type: z.enum(['base', 'accessory']),
  part_name: z.string(),
  part_icon: z.string(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  unlock_level: z.int(),
});
export type UnlockedPart = z.infer<typeof unlockedPart>;

/**
 * What one action earned (docs/architecture.md#rewards). Returned by every rewarded endpoint under `reward`, so
 * the client can refresh the profile and show level-up / unlock notices.
 */
export const rewardResult = z.object({
  action: z.string(),
  /** False when the action was not rewarded (daily cap, once-only key already used). */
  granted: z.boolean(),
  experience: z.int(),
  waterDrops: z.int(),
  user: z.object({
    level: z.int(),
    experience: z.int(),
    water_drops: z.int(),
    levelUps: z.int(),
  }),
  companion: z.object({
    newLevel: z.int(),
    newExperience: z.int(),
    levelUps: z.int(),
    unlockedParts: z.array(unlockedPart),
    statUpdates: companionStats,
  }),
  plant: z.nullable(
    z.object({
      plant_id: z.int(),
      level: z.int(),
      experience: z.int(),
      maxExperience: z.int(),
    }),
  ),
});
export type RewardResult = z.infer<typeof rewardResult>;

/** POST /api/character/experience; the server chooses the amount (docs/architecture.md#rewards). */
export const experienceBody = z.object({
  userId: z.optional(wireUserId),
  actionType: z.enum(['post_create', 'like_give', 'comment_write', 'daily_login'], {
    error: '알 수 없는 활동입니다.',
  }),
  /** Accepted for compatibility with the first client and ignored. */
  experienceAmount: z.optional(z.unknown()),
});

export const experienceResponse = z.object({
  newLevel: z.int(),
  newExperience: z.int(),
  levelUps: z.int(),
  unlockedParts: z.array(unlockedPart),
  statUpdates: companionStats,
  reward: rewardResult,
});
export type ExperienceResponse = z.infer<typeof experienceResponse>;
