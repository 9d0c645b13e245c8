import { wireUserId } from './common.ts';
import { z } from './zod.ts';

export const gardenQuery = z.object({ userId: wireUserId.optional() });

/** Spec §3 Garden plant; `id` mirrors `plant_id` because the spec names both. */
export const plant = z.object({
  id: z.number().int(),
  plant_id: z.number().int(),
  plantName: z.string(),
  level: z.number().int(),
  experience: z.number().int(),
  maxExperience: z.number().int(),
  maxLevel: z.number().int(),
});
export type Plant = z.infer<typeof plant>;

export const gardenResponse = z.object({
  success: z.literal(true),
  waterDrops: z.number().int(),
  gems: z.number().int(),
  plants: z.array(plant),
  statistics: z.object({
    totalPosts: z.number().int(),
    totalLikes: z.number().int(),
    totalComments: z.number().int(),
  }),
});
export type GardenResponse = z.infer<typeof gardenResponse>;
