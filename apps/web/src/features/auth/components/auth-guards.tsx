import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import type { LoginRedirectState } from '../hooks/use-session-expiry.ts';
import { isAdmin, useAuthStore } from '../store.ts';

/**
 * Signed-in users only; guests go to /login (and come back to the same page after signing in).
 * Someone who just logged out or deleted their account here goes home instead.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, status, endedByUser, sessionExpired } = useAuthStore();
  const location = useLocation();
  if (user) return children;
  if (endedByUser) return <Navigate to="/" replace />;
  if (status === 'checking') return <Spinner label={ko.common.loading} />;
  const state: LoginRedirectState = { from: location.pathname + location.search, expired: sessionExpired };
  return <Navigate to="/login" replace state={state} />;
}

/** Admins only (admin_level or adminLevel >= 1); everyone else goes home (docs/product.md#roles). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, status } = useAuthStore();
  if (isAdmin(user)) return children;
  // A stored non-admin profile may be stale (the browser signed in as an admin since): wait for
  // the server's answer before sending anyone away.
  if (status === 'checking') return <Spinner label={ko.common.loading} />;
  return <Navigate to="/" replace />;
}

/** The login page is for guests; signed-in visitors go home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  if (user) return <Navigate to="/" replace />;
  return children;
}
