import { REWARD_RULES, type RewardAction } from '@tubesphere/shared/domain/rewards';

/**
 * An action's rule as ts_grant takes it (migration 370): experience, water drops, daily cap,
 * companion experience, the four stats, plant experience.
 */
export function ruleParams(action: RewardAction): number[] {
  const rule = REWARD_RULES[action];
  return [
    rule.experience,
    rule.waterDrops,
    rule.dailyCap,
    rule.companionExperience,
    rule.stats.creativity ?? 0,
    rule.stats.sociability ?? 0,
    rule.stats.influence ?? 0,
    rule.stats.consistency ?? 0,
    rule.plantExperience,
  ];
}

/**
 * True for the error ts_grant raises (SQLSTATE TSR01) when a grant needs what only the
 * TypeScript steps do (a bar filled, a companion or plant made): the statement rolled back,
 * so the caller runs the request again in steps.
 */
export const needsSteps = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'TSR01';
