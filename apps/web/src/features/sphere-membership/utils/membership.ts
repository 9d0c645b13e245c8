import type { Sphere } from '@tubesphere/shared/contract/spheres';

/** The sphere as it will be once the click succeeds (shown at once, put back on failure). */
export function withMembership(sphere: Sphere, joined: boolean): Sphere {
  if (sphere.isJoined === joined) return sphere;
  return {
    ...sphere,
    isJoined: joined,
    memberCount: Math.max(0, sphere.memberCount + (joined ? 1 : -1)),
    role: joined ? 'member' : null,
    joinedAt: joined ? new Date().toISOString() : null,
  };
}
