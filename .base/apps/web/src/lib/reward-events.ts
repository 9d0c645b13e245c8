import type { RewardResult } from '@tubesphere/shared/contract/rewards';
import { create } from 'zustand';

interface RewardEventState {
  /** The latest reward the server reported, and a counter so equal results still notify. */
  latest: RewardResult | null;
  sequence: number;
  publish(result: RewardResult): void;
}

/**
 * Every rewarded action (post, like, comment, daily login) publishes the server's `reward`
 * here; the profile card, the companion widget and the level-up / unlock notices listen.
 */
export const useRewardEvents = create<RewardEventState>((set, get) => ({
  latest: null,
  sequence: 0,
  publish(result) {
    set({ latest: result, sequence: get().sequence + 1 });
  },
}));

export const publishReward = (result: RewardResult | null | undefined): void => {
  if (result) useRewardEvents.getState().publish(result);
};
