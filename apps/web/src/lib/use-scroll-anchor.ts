import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the item the reader is looking at in place when items above it come or go: a long list
 * that drops its first pages as it grows (TanStack Query's `maxPages`), or gets earlier ones back
 * (이전 글 보기), would otherwise jump by their height. `firstItem` is what changes when that
 * happens (the first item's key); the list's children are the items. The list needs
 * `overflow-anchor: none`, so the browser's own scroll anchoring does not move it a second time.
 */
export function useScrollAnchor(list: RefObject<HTMLElement | null>, firstItem: string | undefined): void {
  /** An item on screen and its place in the document (its top plus the scroll offset then). */
  const anchor = useRef<{ element: Element; pageTop: number } | null>(null);
  const shownFirst = useRef(firstItem);

  /** The first item still on screen, and where it is. */
  const remember = useCallback(() => {
    anchor.current = null;
    for (const element of Array.from(list.current?.children ?? [])) {
      const box = element.getBoundingClientRect();
      if (box.bottom > 0) {
        anchor.current = { element, pageTop: box.top + window.scrollY };
        return;
      }
    }
  }, [list]);

  useLayoutEffect(() => {
    if (shownFirst.current !== firstItem) {
      shownFirst.current = firstItem;
      const held = anchor.current;
      if (held?.element.isConnected) {
        const shift = held.element.getBoundingClientRect().top + window.scrollY - held.pageTop;
        if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
      }
    }
    remember();
  });

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [remember]);
}
