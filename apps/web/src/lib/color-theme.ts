import {
  type ColorScheme,
  isThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from '@tubesphere/shared/domain/color-theme';
import { useSyncExternalStore } from 'react';

/**
 * The colour theme: the person's preference (MY menu) and the scheme it resolves to, kept on
 * <html data-theme>, where tokens.css reads it. The inline boot script set it before the first
 * paint; this keeps it right afterwards (a new choice, or the system flipping under "system").
 */
const SYSTEM_DARK = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
/** Where storage is refused (private mode): the choice lasts until the tab closes. */
let unsaved: ThemePreference | null = null;

function readPreference(): ThemePreference {
  if (unsaved) return unsaved;
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemScheme = (): ColorScheme => (window.matchMedia?.(SYSTEM_DARK).matches ? 'dark' : 'light');

function apply() {
  const preference = readPreference();
  document.documentElement.dataset.theme = preference === 'system' ? systemScheme() : preference;
  for (const listener of listeners) listener();
}

/** Called once at start: follows the system under "system", and choices made in other tabs. */
export function watchColorTheme(): void {
  window.matchMedia?.(SYSTEM_DARK).addEventListener('change', apply);
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) apply();
  });
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
    unsaved = null;
  } catch {
    unsaved = preference;
  }
  apply();
}

export const useThemePreference = (): ThemePreference =>
  useSyncExternalStore(subscribe, readPreference, () => 'system');

/** The scheme in force, for what is painted from script (chart canvases re-read the tokens). */
export const useColorScheme = (): ColorScheme =>
  useSyncExternalStore(
    subscribe,
    () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'),
    () => 'light',
  );
