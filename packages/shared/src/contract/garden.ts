import { wireUserId } from './common.ts';
import { z } from './zod.ts';

export const gardenQuery = z.object({ userId: z.optional(wireUserId) });

/** A garden plant; `id` mirrors `plant_id` because clients read both. */
export const plant = z.object({
  id: z.int(),
  plant_id: z.int(),
  plantName: z.string(),
  level: z.int(),
  experience: z.int(),
  maxExperience: z.int(),
  maxLevel: z.int(),
});
export type Plant = z.infer<typeof plant>;

export const gardenResponse = z.object({
  success: z.literal(true),
  waterDrops: z.int(),
  gems: z.int(),
  plants: z.array(plant),
  statistics: z.object({
    totalPosts: z.int(),
    totalLikes: z.int(),
    totalComments: z.int(),
  }),
});
export type GardenResponse = z.infer<typeof gardenResponse>;
