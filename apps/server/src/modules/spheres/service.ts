import { SPHERE_STAFF_MESSAGES, type SphereDetail } from '@tubesphere/shared/contract/sphere-staff';
import {
  type JoinSphereResponse,
  type LeaveSphereResponse,
  SPHERE_MESSAGES,
  type Sphere,
} from '@tubesphere/shared/contract/spheres';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import {
  bumpMemberCount,
  deleteMember,
  dropMemberCount,
  findMemberCount,
  findMembership,
  findRecommended,
  findSpheres,
  insertMember,
  sphereExists,
} from './repository.ts';
import { sphereDetailOf } from './staff-read.ts';
import { findRole } from './staff-repository.ts';
import type { SphereStaffService } from './staff-service.ts';

/** Spheres are few (the eight content categories); the card shows them all, biggest first. */
const RECOMMENDED_LIMIT = 20;
/** The directory page lists every sphere; a bound keeps one answer small if they ever multiply. */
const DIRECTORY_LIMIT = 200;

export class SphereService {
  constructor(
    private readonly db: Kysely<Database>,
    /** Creating spheres and what their 운영진 do (docs/sphere-roles.md). */
    readonly staff: SphereStaffService,
  ) {}

  recommended(viewerId: number | null): Promise<Sphere[]> {
    return findRecommended(this.db, viewerId, RECOMMENDED_LIMIT);
  }

  list(viewerId: number | null, q: string | undefined): Promise<Sphere[]> {
    return findSpheres(this.db, viewerId, q || undefined, DIRECTORY_LIMIT);
  }

  /** The sphere with its 규칙, 운영진 and 공지, and what the viewer may do there. */
  async get(sphereId: number, viewer: UserRow | null): Promise<SphereDetail> {
    const sphere = await sphereDetailOf(this.db, sphereId, viewer);
    if (!sphere) throw notFound(SPHERE_MESSAGES.notFound);
    return sphere;
  }

  /** Joining a sphere: membership and member count +1 together; joining twice changes nothing. */
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

  /**
   * The way back: membership gone and member count −1 together; leaving twice changes nothing.
   * The owner stays: a sphere is never left without one.
   */
  leave(sphereId: number, userId: number): Promise<LeaveSphereResponse> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await sphereExists(trx, sphereId))) throw notFound(SPHERE_MESSAGES.notFound);
      if ((await findRole(trx, sphereId, userId)) === 'owner') throw conflict(SPHERE_STAFF_MESSAGES.ownerCannotLeave);
      if (await deleteMember(trx, sphereId, userId)) await dropMemberCount(trx, sphereId);
      return {
        success: true as const,
        sphereId,
        isJoined: false as const,
        memberCount: await findMemberCount(trx, sphereId),
      };
    });
  }
}
