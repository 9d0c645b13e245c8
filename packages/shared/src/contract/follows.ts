import { wireUserId } from './common.ts';
import { z } from './zod.ts';

/** Following members and 새 글 알림 of spheres (docs/decisions/225-engagement-layer.md). */
export const FOLLOW_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notSelf: '자기 자신은 팔로우할 수 없습니다.',
  notFound: '사용자를 찾을 수 없습니다.',
  tooManyRequests: '팔로우 요청이 너무 많습니다.',
  notMember: '가입한 스피어만 새 글 알림을 설정할 수 있습니다.',
  badMode: "새 글 알림은 'all' 또는 'none'이어야 합니다.",
} as const;

export const followParams = z.object({ userId: wireUserId });

/** What a profile says about following; isFollowing is false for a guest and on one's own profile. */
export const followState = z.object({
  followerCount: z.int(),
  followingCount: z.int(),
  isFollowing: z.boolean(),
});
export type FollowState = z.infer<typeof followState>;

/** PUT and DELETE /api/users/{userId}/follow: both idempotent, both answer the state after. */
export const followResponse = z.extend(followState, { success: z.literal(true), userId: z.string() });
export type FollowResponse = z.infer<typeof followResponse>;

export const SPHERE_NOTIFY_MODES = ['all', 'none'] as const;
export type SphereNotifyMode = (typeof SPHERE_NOTIFY_MODES)[number];

/** PUT /api/spheres/{sphereId}/subscription: 새 글 알림 of a sphere one has joined. */
export const subscriptionBody = z.object({
  mode: z.enum(SPHERE_NOTIFY_MODES, { error: FOLLOW_MESSAGES.badMode }),
});
export type SubscriptionBody = z.infer<typeof subscriptionBody>;

export const subscriptionResponse = z.object({
  success: z.literal(true),
  sphereId: z.int(),
  mode: z.enum(SPHERE_NOTIFY_MODES),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;
