import type { RewardResult } from '@tubesphere/shared/contract/rewards';
import { describe, expect, it } from 'vitest';
import { noticesFor } from './notices.ts';

const reward = (companion: Partial<RewardResult['companion']>) =>
  ({
    companion: {
      newLevel: 1,
      newExperience: 0,
      levelUps: 0,
      unlockedParts: [],
      statUpdates: { creativity: 0, sociability: 0, influence: 0, consistency: 0 },
      ...companion,
    },
  }) as RewardResult;

const headphones = {
  part_id: 'acc_headphones',
  part_type: 'accessory',
  part_name: '헤드폰',
  part_icon: '🎧',
  rarity: 'common',
  unlock_level: 2,
} as const;

describe('noticesFor', () => {
  it('shows nothing for an ordinary reward', () => {
    expect(noticesFor(null)).toEqual([]);
    expect(noticesFor(reward({ newExperience: 40 }))).toEqual([]);
  });

  it('shows the level-up notice, then the unlock notice', () => {
    expect(noticesFor(reward({ newLevel: 2, levelUps: 1, unlockedParts: [headphones] }))).toEqual([
      { kind: 'levelUp', level: 2, levelUps: 1 },
      { kind: 'unlock', parts: [headphones] },
    ]);
  });

  it('shows a level-up without unlocks alone', () => {
    expect(noticesFor(reward({ newLevel: 12, levelUps: 2 }))).toEqual([{ kind: 'levelUp', level: 12, levelUps: 2 }]);
  });
});
