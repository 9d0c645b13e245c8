import type { RewardResult, UnlockedPart } from '@tubesphere/shared/contract/rewards';

export type CompanionNotice =
  | { kind: 'levelUp'; level: number; levelUps: number }
  | { kind: 'unlock'; parts: UnlockedPart[] };

/** Spec §4: levelUps > 0 opens the level-up notice; unlocked parts then open the unlock notice. */
export function noticesFor(reward: RewardResult | null): CompanionNotice[] {
  if (!reward) return [];
  const { levelUps, newLevel, unlockedParts } = reward.companion;
  const notices: CompanionNotice[] = [];
  if (levelUps > 0) notices.push({ kind: 'levelUp', level: newLevel, levelUps });
  if (unlockedParts.length > 0) notices.push({ kind: 'unlock', parts: unlockedParts });
  return notices;
}
