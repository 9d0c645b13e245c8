import { useEffect } from 'react';
import { refreshProfile } from '../api/get-me.ts';

/** Once per page load: ask the server who we are (the cookie may have expired or changed). */
export function useSessionBootstrap(): void {
  useEffect(() => {
    refreshProfile().catch(() => {
      // Offline or server down: keep the stored profile; the next call will tell.
    });
  }, []);
}
