import type { Sphere } from '@tubesphere/shared/contract/spheres';
import { describe, expect, it } from 'vitest';
import { withMembership } from './membership.ts';

const sphere: Sphere = {
  id: 3,
  name: '유머',
  icon: '😂',
  description: '웃긴 영상',
  memberCount: 5,
  isJoined: false,
  role: null,
  joinedAt: null,
};

describe('withMembership', () => {
  it('joins: member, one more', () => {
    expect(withMembership(sphere, true)).toMatchObject({ isJoined: true, memberCount: 6, role: 'member' });
  });

  it('leaves: one fewer, never below zero', () => {
    const joined = withMembership(sphere, true);
    expect(withMembership(joined, false)).toMatchObject({
      isJoined: false,
      memberCount: 5,
      role: null,
      joinedAt: null,
    });
    expect(withMembership({ ...sphere, isJoined: true, memberCount: 0 }, false).memberCount).toBe(0);
  });

  it('changes nothing when already so (a double click)', () => {
    expect(withMembership(sphere, false)).toBe(sphere);
  });
});
