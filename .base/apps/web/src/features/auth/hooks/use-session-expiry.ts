import { useEffect } from 'react';
import { onUnauthorized } from '../../../lib/api-client.ts';
import { useAuthStore } from '../store.ts';

/** Where /login sends the person back to, and why they are there. */
export interface LoginRedirectState {
  from: string;
  expired?: boolean;
}

/**
 * The one answer to "the server says we are no longer signed in" (any API call's 401): the
 * stored profile goes, the header turns to guest, and the person is sent to sign in again with
 * the page they were on remembered. Drafts stay in localStorage, so nothing typed is lost.
 * `goToLogin` navigates (the router lives outside the auth feature); `forget` drops cached
 * personal answers.
 */
export function useSessionExpiry(
  goToLogin: (state: LoginRedirectState) => void,
  currentPath: () => string,
  forget: () => void,
): void {
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!useAuthStore.getState().expireSession()) return;
        const from = currentPath();
        forget();
        if (!from.startsWith('/login')) goToLogin({ from, expired: true });
      }),
    [goToLogin, currentPath, forget],
  );
}
