import type { UserProfile } from '@tubesphere/shared/contract/auth';
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { useAccountStatus } from '../../lib/account-status.ts';
import { useRewardEvents } from '../../lib/reward-events.ts';
import { STORAGE_KEYS, storage } from '../../lib/storage.ts';

export type SessionStatus = 'checking' | 'ready';

interface AuthState {
  user: UserProfile | null;
  /** 'checking' until /api/auth/me has answered once on this page load. */
  status: SessionStatus;
  /** The person ended the session themselves (log out, 회원 탈퇴): signed-in pages send them home, not to /login. */
  endedByUser: boolean;
  /** The server ended the session while this page thought it was signed in (until the next sign-in). */
  sessionExpired: boolean;
  setUser(user: UserProfile | null): void;
  /** Forgets the session after the person ended it. */
  endSession(): void;
  markReady(): void;
  /**
   * Starts a page the server rendered as the person it was rendered for (the server read the
   * cookie; the stored profile may be older), without touching storage: /api/auth/me decides next.
   */
  startAs(user: UserProfile | null): void;
  /** Signs the browser out after a 401; false when nobody was signed in (nothing expired). */
  expireSession(): boolean;
}

function readStoredUser(): UserProfile | null {
  const flag = storage.get<{ isLoggedIn: boolean }>(STORAGE_KEYS.auth);
  return flag?.isLoggedIn ? storage.get<UserProfile>(STORAGE_KEYS.userProfile) : null;
}

/**
 * Session state. The profile is kept in localStorage for an instant first paint but
 * the server's cookie decides: /api/auth/me re-validates it on every load (docs/architecture.md#identity).
 */
export const useAuthStore = create<AuthState>((set, get) => ({
  user: readStoredUser(),
  status: 'checking',
  endedByUser: false,
  sessionExpired: false,
  setUser(user) {
    if (user) {
      storage.set(STORAGE_KEYS.auth, { isLoggedIn: true });
      storage.set(STORAGE_KEYS.userProfile, user);
      set({ user, sessionExpired: false, endedByUser: false });
      return;
    }
    storage.remove(STORAGE_KEYS.auth);
    storage.remove(STORAGE_KEYS.userProfile);
    set({ user, endedByUser: false });
  },
  endSession() {
    storage.remove(STORAGE_KEYS.auth);
    storage.remove(STORAGE_KEYS.userProfile);
    set({ user: null, endedByUser: true, sessionExpired: false });
  },
  markReady() {
    set({ status: 'ready' });
  },
  startAs(user) {
    set({ user });
  },
  expireSession() {
    if (!get().user) return false;
    storage.remove(STORAGE_KEYS.auth);
    storage.remove(STORAGE_KEYS.userProfile);
    // One update: a guard that redirects on the missing user already sees why it is missing.
    set({ user: null, sessionExpired: true });
    return true;
  },
}));

export const isAdmin = (user: Pick<UserProfile, 'admin_level' | 'adminLevel'> | null | undefined): boolean =>
  (user?.admin_level ?? user?.adminLevel ?? 0) >= 1;

const RenderedUser = createContext<UserProfile | null | undefined>(undefined);

/**
 * Who the server renders the page for. The store is one per browser; on the server, where one
 * process renders for many people at once, each render names its person here instead.
 */
export const RenderedUserProvider = ({
  user,
  children,
}: {
  user: UserProfile | null | undefined;
  children: ReactNode;
}) => createElement(RenderedUser, { value: user }, children);

const currentUser = () => useAuthStore.getState().user;

/**
 * The signed-in person, or null. While the server renders and the browser hydrates, it is the
 * person the page was rendered for, so both draw the same header and buttons.
 */
export function useCurrentUser(): UserProfile | null {
  const rendered = useContext(RenderedUser);
  return useSyncExternalStore(useAuthStore.subscribe, currentUser, () =>
    rendered === undefined ? useAuthStore.getInitialState().user : rendered,
  );
}

// A reward changes level, experience and water drops: patch the stored profile at once.
useRewardEvents.subscribe((state) => {
  const reward = state.latest;
  const { user, setUser } = useAuthStore.getState();
  if (!reward?.granted || !user) return;
  setUser({
    ...user,
    level: reward.user.level,
    experience: reward.user.experience,
    water_drops: reward.user.water_drops,
  });
});

// The profile says whether the account is suspended (a ban or until when): the banner follows it.
const syncSuspension = (user: UserProfile | null) =>
  useAccountStatus.getState().setSuspension(user?.suspension?.message ?? null);
syncSuspension(useAuthStore.getState().user);
useAuthStore.subscribe((state, previous) => {
  if (state.user !== previous.user) syncSuspension(state.user);
});
