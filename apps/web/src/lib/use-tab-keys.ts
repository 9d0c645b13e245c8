import { type KeyboardEvent, useRef } from 'react';

/**
 * The keys of a tab list (the ARIA tabs pattern, selection follows focus): ← → move to the
 * previous or next tab, wrapping around, Home and End to the first and last; the tab chosen is
 * selected and focused. Spread `onKeyDown` on the tablist and give each tab `ref={refFor(tab)}`.
 */
export function useTabKeys<Tab extends string>(tabs: readonly Tab[], selected: Tab, onSelect: (tab: Tab) => void) {
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = tabs.indexOf(selected);
    const target: Record<string, number | undefined> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const at = target[event.key];
    const next = at === undefined ? undefined : tabs[at];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  const refFor = (tab: Tab) => (element: HTMLButtonElement | null) => {
    refs.current[tab] = element;
  };
  return { onKeyDown, refFor };
}
