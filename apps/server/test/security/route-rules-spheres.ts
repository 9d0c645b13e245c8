import type { Rule } from './route-fixture.ts';

/**
 * Spheres run by their members (docs/sphere-roles.md). User A is no staff of the fixture's
 * sphere and a 새내기 (below the level that creates spheres): refused with 403. A site admin acts
 * as any sphere's owner.
 */
const refusedToA = { user: 403 } as const;
let sphereCount = 0;

export const SPHERE_STAFF_RULES: Record<string, Rule> = {
  'POST /api/spheres': {
    access: 'user',
    ok: 201,
    expect: refusedToA,
    call: () => {
      sphereCount += 1;
      return { url: '/api/spheres', payload: { name: `권한 검사 ${sphereCount}`, icon: '🧪', description: '' } };
    },
  },
  'PATCH /api/spheres/:sphereId': {
    access: 'user',
    expect: refusedToA,
    call: (f) => ({ url: `/api/spheres/${f.sphereId}`, payload: { rules: '서로 존중해요.' } }),
  },
  'PUT /api/spheres/:sphereId/staff/:userId': {
    access: 'user',
    expect: refusedToA,
    call: async (f) => ({
      url: `/api/spheres/${f.sphereId}/staff/${await f.throwawayUserId()}`,
      payload: { role: 'moderator' },
    }),
  },
  'DELETE /api/spheres/:sphereId/staff/:userId': {
    access: 'user',
    expect: refusedToA,
    call: async (f) => ({ url: `/api/spheres/${f.sphereId}/staff/${await f.sphereUser('moderator')}` }),
  },
  'POST /api/spheres/:sphereId/pins': {
    access: 'user',
    expect: refusedToA,
    call: async (f) => ({ url: `/api/spheres/${f.sphereId}/pins`, payload: { postId: await f.spherePost('fresh') } }),
  },
  'DELETE /api/spheres/:sphereId/pins/:postId': {
    access: 'user',
    expect: refusedToA,
    call: async (f) => ({ url: `/api/spheres/${f.sphereId}/pins/${await f.spherePost('pinned')}` }),
  },
  'POST /api/spheres/:sphereId/posts/:postId/hide': {
    access: 'user',
    expect: refusedToA,
    call: async (f) => ({
      url: `/api/spheres/${f.sphereId}/posts/${await f.spherePost('fresh')}/hide`,
      payload: { reason: '주제와 무관' },
    }),
  },
  'DELETE /api/spheres/:sphereId/posts/:postId/hide': {
    access: 'user',
    expect: refusedToA,
    call: async (f) => ({ url: `/api/spheres/${f.sphereId}/posts/${await f.spherePost('hidden')}/hide` }),
  },
  'POST /api/spheres/:sphereId/bans': {
    access: 'user',
    expect: refusedToA,
    call: async (f) => ({
      url: `/api/spheres/${f.sphereId}/bans`,
      payload: { userId: await f.throwawayUserId(), days: 7, reason: '도배' },
    }),
  },
  'DELETE /api/spheres/:sphereId/bans/:userId': {
    access: 'user',
    expect: refusedToA,
    call: async (f) => ({ url: `/api/spheres/${f.sphereId}/bans/${await f.sphereUser('banned')}` }),
  },
  'GET /api/spheres/:sphereId/bans': {
    access: 'user',
    expect: refusedToA,
    call: (f) => ({ url: `/api/spheres/${f.sphereId}/bans?page=1` }),
  },
  'GET /api/spheres/:sphereId/reports': {
    access: 'user',
    expect: refusedToA,
    call: (f) => ({ url: `/api/spheres/${f.sphereId}/reports?page=1` }),
  },
};
