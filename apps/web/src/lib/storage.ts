/** localStorage that never throws (private mode, full quota, corrupt JSON). */
export const storage = {
  get<T>(key: string): T | null {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? null : (JSON.parse(raw) as T);
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage is a cache; losing it only costs a refetch.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // see set()
    }
  },
};

/** Every key the app stores, in one place (the auth and profile keys included). */
export const STORAGE_KEYS = {
  auth: 'tubesphere.auth',
  userProfile: 'tubesphere.userProfile',
  dailyLogin: 'tubesphere.dailyLoginDate',
  adminUiSettings: 'tubesphere.adminUiSettings',
  recentSearches: 'tubesphere.recentSearches',
  /** Where each page of the tab's history was left (sessionStorage; app/scroll-memory.tsx). */
  scrollPositions: 'tubesphere.scrollPositions',
  /** Unfinished writing, per form and per user (lib/use-draft.ts). */
  draft: (form: string, userId: string) => `tubesphere.draft.${form}.${userId}`,
} as const;
