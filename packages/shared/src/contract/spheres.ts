import { wireUserId } from './common.ts';
import { z } from './zod.ts';

export const SPHERE_MESSAGES = {
  notFound: '스피어를 찾을 수 없습니다.',
  badId: '스피어 ID 형식이 올바르지 않습니다.',
} as const;

/** Spec §3 Sphere; role and joinedAt are null unless the session user is a member. */
export const sphere = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  isJoined: z.boolean(),
  role: z.string().nullable(),
  joinedAt: z.string().nullable(),
});
export type Sphere = z.infer<typeof sphere>;

export const recommendedSpheresResponse = z.object({
  success: z.literal(true),
  data: z.object({ spheres: z.array(sphere) }),
});
export type RecommendedSpheresResponse = z.infer<typeof recommendedSpheresResponse>;

export const sphereParams = z.object({
  sphereId: z.preprocess(
    (value) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN),
    z.number({ error: SPHERE_MESSAGES.badId }).int(),
  ),
});

export const joinSphereBody = z.object({ userId: wireUserId.optional() }).optional();

export const joinSphereResponse = z.object({
  success: z.literal(true),
  sphereId: z.number().int(),
  isJoined: z.literal(true),
  memberCount: z.number().int(),
  role: z.string(),
  joinedAt: z.string(),
});
export type JoinSphereResponse = z.infer<typeof joinSphereResponse>;
