import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRewardEvents } from '../../../lib/reward-events.ts';

/**
 * A granted reward changes level, experience and stats: reload the companion when one arrives.
 * Mounted once by the app, not by the screens that show the companion: a screen that mounts after
 * the reward (the home widget waits for the admin's visibility settings) would miss the event and
 * keep a profile fetched before it.
 */
export function useCompanionRefresh(queryClient: QueryClient): void {
  useEffect(
    () =>
      useRewardEvents.subscribe((state, previous) => {
        if (state.sequence === previous.sequence || !state.latest?.granted) return;
        void refetchAfterWrite(queryClient, queryKeys.character.all);
      }),
    [queryClient],
  );
}
