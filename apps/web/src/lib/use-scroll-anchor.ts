import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the item the reader is looking at in place when what is above it changes size: a long
 * list that drops its first pages as it grows (TanStack Query's `maxPages`), gets earlier ones back
 * (이전 글 보기), or swaps a control above it for a loading placeholder would otherwise jump by the
 * difference. After each render the first item on screen is found again and the window scrolled
 * by as much as it moved in the document. The list's children are the items; the list needs
 * `overflow-anchor: none`, so the browser's own scroll anchoring does not move it a second time.
 * A new `scope` (another sort, filter or person) is another list: an item it shares with the last
 * one is not chased to its new place.
 */
export function useScrollAnchor(list: RefObject<HTMLElement | null>, scope: string): void {
  /** An item on screen and its place in the document (its top plus the scroll offset then). */
  const anchor = useRef<{ element: Element; pageTop: number; scope: string } | null>(null);

  /** The first item still on screen, and where it is. */
  const remember = useCallback(
    (current: string) => {
      anchor.current = null;
      for (const element of Array.from(list.current?.children ?? [])) {
        const box = element.getBoundingClientRect();
        if (box.bottom > 0) {
          anchor.current = { element, pageTop: box.top + window.scrollY, scope: current };
          return;
        }
      }
    },
    [list],
  );

  useLayoutEffect(() => {
    const held = anchor.current;
    if (held?.element.isConnected && held.scope === scope) {
      const shift = held.element.getBoundingClientRect().top + window.scrollY - held.pageTop;
      if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
    }
    remember(scope);
  });

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => remember(scope));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [remember, scope]);
}
