import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the item the reader is looking at in place when what is above it changes size: a long
 * list that drops its first pages as it grows (TanStack Query's `maxPages`), gets earlier ones back
 * (이전 글 보기), or swaps a control above it for a loading placeholder would otherwise jump by the
 * difference. After each render the first item on screen is found again and the window scrolled
 * by as much as it moved. The list's children are the items; its parent is the list's frame (the
 * list with its own controls); the list needs `overflow-anchor: none`, so the browser's own scroll
 * anchoring does not move it a second time.
 *
 * Movement inside the frame is always made up for. The frame itself moving (the page above it
 * changed: a sphere's header replacing its spinner after the feed came first) is made up for only
 * while the reader is inside the list, its frame's top above the screen then and now: a reader
 * who still sees the head of the page is reading it from the top, and content arriving there
 * pushes the list down as on any page, instead of scrolling the page's head away.
 *
 * A new `scope` (another sort, filter or person) is another list: an item it shares with the last
 * one is not chased to its new place.
 */
export function useScrollAnchor(list: RefObject<HTMLElement | null>, scope: string): void {
  /** An item on screen: its distance below its frame's top, and the frame's place in the document. */
  const anchor = useRef<{
    element: Element;
    inFrame: number;
    frameTop: number;
    followFrame: boolean;
    scope: string;
  } | null>(null);

  /** The first item still on screen, and where it and its frame are. */
  const remember = useCallback(
    (current: string) => {
      anchor.current = null;
      const frame = list.current?.parentElement;
      if (!frame) return;
      const frameBox = frame.getBoundingClientRect();
      for (const element of Array.from(list.current?.children ?? [])) {
        const box = element.getBoundingClientRect();
        if (box.top >= window.innerHeight) return;
        if (box.bottom > 0) {
          anchor.current = {
            element,
            inFrame: box.top - frameBox.top,
            frameTop: frameBox.top + window.scrollY,
            followFrame: frameBox.top < 0,
            scope: current,
          };
          return;
        }
      }
    },
    [list],
  );

  useLayoutEffect(() => {
    const held = anchor.current;
    const frame = list.current?.parentElement;
    if (frame && held?.element.isConnected && held.scope === scope) {
      const frameBox = frame.getBoundingClientRect();
      const inside = held.element.getBoundingClientRect().top - frameBox.top - held.inFrame;
      // Still above the screen: a jump to the top since (a new page's scroll reset) ends the chase.
      const frameMoved = held.followFrame && frameBox.top < 0 ? frameBox.top + window.scrollY - held.frameTop : 0;
      const shift = inside + frameMoved;
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
