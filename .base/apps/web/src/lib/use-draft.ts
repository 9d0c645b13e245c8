import { useCallback, useState } from 'react';
import { STORAGE_KEYS, storage } from './storage.ts';

interface StoredDraft {
  savedAt: string;
  value: unknown;
}

export interface RestoredDraft<T> {
  value: T;
  savedAt: string;
}

/**
 * A form's unfinished work in localStorage, per form and per user, so a closed tab, a crash or
 * an ended session loses nothing: read once when the form opens (`restored`), written on every
 * change (`save`, null when there is nothing worth keeping), removed once published (`clear`).
 * `parse` vets what was stored (an older version of the app may have written it).
 */
export function useDraft<T>(form: string, userId: string | null, parse: (value: unknown) => T | null) {
  const key = userId ? STORAGE_KEYS.draft(form, userId) : null;
  const [restored] = useState<RestoredDraft<T> | null>(() => {
    const stored = key ? storage.get<StoredDraft>(key) : null;
    const value = stored && typeof stored.savedAt === 'string' ? parse(stored.value) : null;
    return value === null || !stored ? null : { value, savedAt: stored.savedAt };
  });
  const save = useCallback(
    (value: T | null) => {
      if (!key) return;
      if (value === null) storage.remove(key);
      else storage.set(key, { savedAt: new Date().toISOString(), value } satisfies StoredDraft);
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key) storage.remove(key);
  }, [key]);
  return { restored, save, clear };
}
