import { NAME_MESSAGES, nameProblem } from '../domain/display-names.ts';
import { INT32_MAX, wireUserId } from './common.ts';
import { feedPageQuery } from './feed.ts';
import { z } from './zod.ts';

export const SPHERE_SEARCH_MAX = 50;

export const SPHERE_MESSAGES = {
  notFound: '스피어를 찾을 수 없습니다.',
  badId: '스피어 ID 형식이 올바르지 않습니다.',
  searchTooLong: `스피어 검색어는 ${SPHERE_SEARCH_MAX}자 이하로 입력해주세요.`,
  nameRequired: '스피어 이름을 입력해주세요.',
  nameTooLong: '스피어 이름은 30자 이하로 입력해주세요.',
} as const;

/**
 * A sphere's name wherever one is given (creating or renaming a sphere): trimmed, 1–30
 * characters, and never one that passes for the site or its staff or hides characters
 * (domain/display-names.ts), as for display names.
 */
export const sphereNameField = z.string({ error: SPHERE_MESSAGES.nameRequired }).check(
  z.trim(),
  z.minLength(1, SPHERE_MESSAGES.nameRequired),
  z.maxLength(30, SPHERE_MESSAGES.nameTooLong),
  z.refine((name) => nameProblem(name) !== NAME_MESSAGES.hidden, NAME_MESSAGES.hidden),
  z.refine((name) => nameProblem(name) !== NAME_MESSAGES.reserved, NAME_MESSAGES.reserved),
);

/** A sphere; role and joinedAt are null unless the session user is a member. */
export const sphere = z.object({
  id: z.int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  memberCount: z.int(),
  isJoined: z.boolean(),
  role: z.nullable(z.string()),
  joinedAt: z.nullable(z.string()),
  /** 새 글 알림 of a joined sphere ('all' or 'none'); absent when the viewer is not a member. */
  notifyMode: z.optional(z.enum(['all', 'none'])),
});
export type Sphere = z.infer<typeof sphere>;

export const recommendedSpheresResponse = z.object({
  success: z.literal(true),
  data: z.object({ spheres: z.array(sphere) }),
});
export type RecommendedSpheresResponse = z.infer<typeof recommendedSpheresResponse>;

export const sphereParams = z.object({
  sphereId: z.pipe(
    z.transform((value) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN)),
    z.int({ error: SPHERE_MESSAGES.badId }).check(z.lte(INT32_MAX, SPHERE_MESSAGES.badId)),
  ),
});

export const joinSphereBody = z.optional(z.object({ userId: z.optional(wireUserId) }));
export const leaveSphereBody = joinSphereBody;

export const joinSphereResponse = z.object({
  success: z.literal(true),
  sphereId: z.int(),
  isJoined: z.literal(true),
  memberCount: z.int(),
  role: z.string(),
  joinedAt: z.string(),
});
export type JoinSphereResponse = z.infer<typeof joinSphereResponse>;

/** POST /api/spheres/{sphereId}/leave: membership and member count −1 together; leaving twice changes nothing. */
export const leaveSphereResponse = z.object({
  success: z.literal(true),
  sphereId: z.int(),
  isJoined: z.literal(false),
  memberCount: z.int(),
});
export type LeaveSphereResponse = z.infer<typeof leaveSphereResponse>;

/** GET /api/spheres: every sphere, the viewer's own first, then the biggest; `q` matches names. */
export const spheresQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(SPHERE_SEARCH_MAX, SPHERE_MESSAGES.searchTooLong))),
});
export const spheresResponse = z.object({
  success: z.literal(true),
  /** canCreate: whether the session user may create a sphere (their 등급, or an admin). */
  data: z.object({ spheres: z.array(sphere), canCreate: z.boolean() }),
});
export type SpheresResponse = z.infer<typeof spheresResponse>;

/** GET /api/spheres/{sphereId}: one sphere with the viewer's membership. */
export const sphereResponse = z.object({ success: z.literal(true), sphere });
export type SphereResponse = z.infer<typeof sphereResponse>;

/** GET /api/spheres/{sphereId}/posts: the sphere's feed, paged and ordered like the home feed. */
export const sphereFeedQuery = feedPageQuery;
export type SphereFeedQuery = z.input<typeof sphereFeedQuery>;
