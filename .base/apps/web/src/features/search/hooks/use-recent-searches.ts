import { create } from 'zustand';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';

const MAX_RECENT = 8;

interface RecentSearchState {
  items: string[];
  remember(q: string): void;
  remove(q: string): void;
  clear(): void;
}

const save = (items: string[]) => {
  storage.set(STORAGE_KEYS.recentSearches, items);
  return { items };
};

/** Recent searches, newest first, kept only in this browser. */
export const useRecentSearches = create<RecentSearchState>((set, get) => ({
  items:
    (storage.get<unknown>(STORAGE_KEYS.recentSearches) as string[] | null)?.filter((x) => typeof x === 'string') ?? [],
  remember(q) {
    const query = q.trim();
    if (!query) return;
    set(save([query, ...get().items.filter((item) => item !== query)].slice(0, MAX_RECENT)));
  },
  remove(q) {
    set(save(get().items.filter((item) => item !== q)));
  },
  clear() {
    set(save([]));
  },
}));

export const rememberSearch = (q: string) => useRecentSearches.getState().remember(q);
