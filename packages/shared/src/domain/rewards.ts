/**
 * The one rules table for everything an action earns (docs/architecture.md#rewards). The server grants these
 * inside the transaction of the action itself; the client only displays the result.
 */
export const REWARD_ACTIONS = ['post_create', 'like_give', 'comment_write', 'daily_login'] as const;
export type RewardAction = (typeof REWARD_ACTIONS)[number];

export type CompanionStat = 'creativity' | 'sociability' | 'influence' | 'consistency';

export interface RewardRule {
  /** User experience (profile level bar). */
  experience: number;
  /** Points, shown as water drops. Publishing a post gives 10. */
  waterDrops: number;
  /** Experience for the user's first garden plant. A post gives 15. */
  plantExperience: number;
  companionExperience: number;
  /** Which companion stats the action trains, and by how much. */
  stats: Partial<Record<CompanionStat, number>>;
  /** How many times a day the action is rewarded; more actions still work, unrewarded. */
  dailyCap: number;
}

export const REWARD_RULES: Record<RewardAction, RewardRule> = {
  // Writing is the creative act; a published post also reaches people.
  post_create: {
    experience: 100,
    waterDrops: 10,
    plantExperience: 15,
    companionExperience: 40,
    stats: { creativity: 2, influence: 1 },
    dailyCap: 10,
  },
  // Reacting to someone else is social.
  like_give: {
    experience: 10,
    waterDrops: 1,
    plantExperience: 2,
    companionExperience: 5,
    stats: { sociability: 1 },
    dailyCap: 50,
  },
  // A comment is a conversation: sociable, and it spreads the post.
  comment_write: {
    experience: 20,
    waterDrops: 2,
    plantExperience: 5,
    companionExperience: 10,
    stats: { sociability: 1, influence: 1 },
    dailyCap: 30,
  },
  // Showing up every day is what consistency means.
  daily_login: {
    experience: 50,
    waterDrops: 5,
    plantExperience: 5,
    companionExperience: 20,
    stats: { consistency: 2 },
    dailyCap: 1,
  },
};

export const isRewardAction = (value: unknown): value is RewardAction =>
  typeof value === 'string' && (REWARD_ACTIONS as readonly string[]).includes(value);

/** Korea keeps UTC+9 all year (no daylight saving since 1988). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Calendar day in Asia/Seoul (YYYY-MM-DD): daily limits roll over at Korean midnight. Plain
 * arithmetic on the fixed offset: a time-zone formatter cost more than the rest of a like's
 * bookkeeping (it runs several times per reward; measured in bench/).
 */
export function seoulDay(date: Date = new Date()): string {
  return new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}
