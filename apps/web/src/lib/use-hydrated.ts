import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards
 * (and at once on pages the browser renders alone). Whatever only the browser knows — stored
 * settings, the clock, the screen — may show only when this is true, or the first render
 * would differ from the server's and React would throw the page's HTML away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
