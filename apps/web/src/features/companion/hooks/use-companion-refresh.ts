import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRewardEvents } from '../../../lib/reward-events.ts';

/** A granted reward changes level, experience and stats: reload the companion when one arrives. */
export function useCompanionRefresh(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return useRewardEvents.subscribe((state, previous) => {
      if (state.sequence === previous.sequence || !state.latest?.granted) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.character.profile(userId) });
    });
  }, [queryClient, userId]);
}
