/**
 * 등급 (docs/trust-levels.md): 0–4, raised by the promotion job from a member's activity, set or
 * locked by admins. Level 4 is only ever given by an admin.
 */
export const TRUST_LEVELS = [0, 1, 2, 3, 4] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

export const TRUST_LEVEL_NAMES: Record<TrustLevel, string> = {
  0: '새내기',
  1: '회원',
  2: '정회원',
  3: '우수회원',
  4: '명예회원',
};

export const trustLevelName = (level: number): string =>
  TRUST_LEVEL_NAMES[(Math.min(4, Math.max(0, Math.trunc(level))) as TrustLevel) ?? 0];

/** What one level asks of a member's record; a missing count is not asked. */
export interface TrustRequirement {
  daysVisited: number;
  /** Other members' posts whose page they opened, each counted once. */
  postsRead: number;
  comments: number;
  /** Their posts that are public (confirmed). */
  posts: number;
  likesReceived: number;
  /** No suspension, hide or rejection within this many days. */
  cleanDays: number;
  emailVerified: boolean;
}

/** Requirements for levels 1, 2 and 3 (admin setting 등급 기준; these are the defaults). */
export interface TrustThresholds {
  1: TrustRequirement;
  2: TrustRequirement;
  3: TrustRequirement;
}

export const DEFAULT_TRUST_THRESHOLDS: TrustThresholds = {
  1: { daysVisited: 2, postsRead: 5, comments: 1, posts: 0, likesReceived: 0, cleanDays: 0, emailVerified: false },
  2: { daysVisited: 7, postsRead: 30, comments: 5, posts: 2, likesReceived: 5, cleanDays: 30, emailVerified: false },
  3: {
    daysVisited: 30,
    postsRead: 100,
    comments: 30,
    posts: 10,
    likesReceived: 30,
    cleanDays: 90,
    emailVerified: true,
  },
};

/** A member's record as the promotion job reads it. */
export interface TrustActivity {
  daysVisited: number;
  postsRead: number;
  comments: number;
  posts: number;
  likesReceived: number;
  /** Whole days since their last suspension, hide or rejection; null when there never was one. */
  daysSinceSanction: number | null;
  emailVerified: boolean;
}

const meets = (activity: TrustActivity, need: TrustRequirement): boolean =>
  activity.daysVisited >= need.daysVisited &&
  activity.postsRead >= need.postsRead &&
  activity.comments >= need.comments &&
  activity.posts >= need.posts &&
  activity.likesReceived >= need.likesReceived &&
  (need.cleanDays <= 0 || activity.daysSinceSanction === null || activity.daysSinceSanction >= need.cleanDays) &&
  (!need.emailVerified || activity.emailVerified);

/**
 * The level a record earns (0–3); levels are climbed in order, so level 3 also asks what level 2
 * asks. The job never lowers a level with this: demotion is an admin's or a suspension's doing.
 */
export function earnedTrustLevel(activity: TrustActivity, thresholds: TrustThresholds): number {
  let level = 0;
  for (const next of [1, 2, 3] as const) {
    if (!meets(activity, thresholds[next])) break;
    level = next;
  }
  return level;
}
