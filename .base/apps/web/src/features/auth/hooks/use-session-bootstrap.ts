import { useEffect } from 'react';
import { claimDailyLogin } from '../api/claim-daily-login.ts';
import { refreshProfile } from '../api/get-me.ts';
import { useAuthStore } from '../store.ts';

/**
 * Once per page load: ask the server who we are (the cookie may have expired or changed), then
 * claim the daily login reward for whoever is signed in — also right after a login.
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    refreshProfile().catch(() => {
      // Offline or server down: keep the stored profile; the next call will tell.
    });
  }, []);

  const userId = useAuthStore((state) => (state.status === 'ready' ? (state.user?.user_id ?? null) : null));
  useEffect(() => {
    if (!userId) return;
    claimDailyLogin(userId).catch(() => {
      // A missed daily reward is retried on the next load.
    });
  }, [userId]);
}
