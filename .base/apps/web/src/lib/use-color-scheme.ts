import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
};

/**
 * The system colour scheme, live. CSS follows it through tokens.css on its own; this is for the
 * few things painted from script (chart canvases) that must re-read the tokens when it flips.
 */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia?.(QUERY).matches ? 'dark' : 'light'),
    () => 'light',
  );
}
