import { type JoinSphereResponse, SPHERE_MESSAGES, type Sphere } from '@tubesphere/shared/contract/spheres';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { bumpMemberCount, findMembership, findRecommended, insertMember, sphereExists } from './repository.ts';

/** Spheres are few (the eight content categories); the card shows them all, biggest first. */
const RECOMMENDED_LIMIT = 20;

export class SphereService {
  constructor(private readonly db: Kysely<Database>) {}

  recommended(viewerId: number | null): Promise<Sphere[]> {
    return findRecommended(this.db, viewerId, RECOMMENDED_LIMIT);
  }

  /** Spec §4 sphere join: membership and member count +1 together; joining twice changes nothing. */
  join(sphereId: number, userId: number): Promise<JoinSphereResponse> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await sphereExists(trx, sphereId))) throw notFound(SPHERE_MESSAGES.notFound);
      if (await insertMember(trx, sphereId, userId, nowIso())) await bumpMemberCount(trx, sphereId);
      const membership = await findMembership(trx, sphereId, userId);
      return {
        success: true as const,
        sphereId,
        isJoined: true as const,
        memberCount: Number(membership.member_count),
        role: membership.role,
        joinedAt: membership.joined_at,
      };
    });
  }
}
