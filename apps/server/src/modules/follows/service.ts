import {
  FOLLOW_MESSAGES,
  type FollowResponse,
  type FollowState,
  type SphereNotifyMode,
  type SubscriptionResponse,
} from '@tubesphere/shared/contract/follows';
import { SPHERE_MESSAGES } from '@tubesphere/shared/contract/spheres';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { findLiveUser } from '../blocks/index.ts';
import { sphereExists } from '../spheres/index.ts';
import { deleteFollow, findFollowCounts, insertFollow, setNotifyMode } from './repository.ts';

/**
 * Following members and 새 글 알림 of joined spheres (docs/decisions/225-engagement-layer.md).
 * Following twice or unfollowing someone not followed is harmless (the same answer); the member
 * followed hears nothing of it.
 */
export class FollowService {
  constructor(private readonly db: Kysely<Database>) {}

  follow(user: UserRow, targetId: number): Promise<FollowResponse> {
    return this.change(user, targetId, true);
  }

  unfollow(user: UserRow, targetId: number): Promise<FollowResponse> {
    return this.change(user, targetId, false);
  }

  /** What a profile shows: its counts, and whether the viewer follows it. */
  state(userId: number, viewerId: number | null): Promise<FollowState> {
    return findFollowCounts(this.db, userId, viewerId === userId ? null : viewerId);
  }

  async setSubscription(user: UserRow, sphereId: number, mode: SphereNotifyMode): Promise<SubscriptionResponse> {
    if (!(await sphereExists(this.db, sphereId))) throw notFound(SPHERE_MESSAGES.notFound);
    if (!(await setNotifyMode(this.db, sphereId, user.user_id, mode))) throw forbidden(FOLLOW_MESSAGES.notMember);
    return { success: true, sphereId, mode };
  }

  private change(user: UserRow, targetId: number, follow: boolean): Promise<FollowResponse> {
    if (targetId === user.user_id) throw badRequest(FOLLOW_MESSAGES.notSelf);
    return this.db.transaction().execute(async (trx) => {
      if (!(await findLiveUser(trx, targetId))) throw notFound(FOLLOW_MESSAGES.notFound);
      if (follow) await insertFollow(trx, user.user_id, targetId, nowIso());
      else await deleteFollow(trx, user.user_id, targetId);
      return {
        success: true as const,
        userId: toWireUserId(targetId),
        ...(await findFollowCounts(trx, targetId, user.user_id)),
      };
    });
  }
}
