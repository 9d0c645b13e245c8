import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUST_THRESHOLDS, earnedTrustLevel, type TrustActivity, trustLevelName } from './trust-levels.ts';

const none: TrustActivity = {
  daysVisited: 0,
  postsRead: 0,
  comments: 0,
  posts: 0,
  likesReceived: 0,
  daysSinceSanction: null,
  emailVerified: false,
};

describe('earnedTrustLevel', () => {
  it('starts at 0 and climbs in order', () => {
    expect(earnedTrustLevel(none, DEFAULT_TRUST_THRESHOLDS)).toBe(0);
    expect(earnedTrustLevel({ ...none, daysVisited: 2, postsRead: 5, comments: 1 }, DEFAULT_TRUST_THRESHOLDS)).toBe(1);
    // Visits and a comment without having read anything are not yet level 1.
    expect(earnedTrustLevel({ ...none, daysVisited: 2, comments: 1 }, DEFAULT_TRUST_THRESHOLDS)).toBe(0);
    const regular = { ...none, daysVisited: 7, postsRead: 30, comments: 5, posts: 2, likesReceived: 5 };
    expect(earnedTrustLevel(regular, DEFAULT_TRUST_THRESHOLDS)).toBe(2);
    // Level 2's numbers without level 1's comment are still level 0.
    expect(earnedTrustLevel({ ...regular, comments: 0 }, DEFAULT_TRUST_THRESHOLDS)).toBe(0);
  });

  it('holds back a recent sanction and, for level 3, an unverified e-mail', () => {
    const regular = { ...none, daysVisited: 7, postsRead: 30, comments: 5, posts: 2, likesReceived: 5 };
    expect(earnedTrustLevel({ ...regular, daysSinceSanction: 10 }, DEFAULT_TRUST_THRESHOLDS)).toBe(1);
    expect(earnedTrustLevel({ ...regular, daysSinceSanction: 30 }, DEFAULT_TRUST_THRESHOLDS)).toBe(2);
    const veteran = { ...none, daysVisited: 40, postsRead: 120, comments: 40, posts: 12, likesReceived: 40 };
    expect(earnedTrustLevel(veteran, DEFAULT_TRUST_THRESHOLDS)).toBe(2);
    expect(earnedTrustLevel({ ...veteran, emailVerified: true }, DEFAULT_TRUST_THRESHOLDS)).toBe(3);
  });

  it('names every level in Korean', () => {
    expect([0, 1, 2, 3, 4].map(trustLevelName)).toEqual(['새내기', '회원', '정회원', '우수회원', '명예회원']);
  });
});
