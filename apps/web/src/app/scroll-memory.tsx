import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { STORAGE_KEYS } from '../lib/storage.ts';

const STORAGE_KEY = STORAGE_KEYS.scrollPositions;
/** Where each history entry was left, by its router key; kept for the tab across reloads. */
const positions = new Map<string, number>();
/** How long a target that is not on the page yet (data still loading) is waited for. */
const SETTLE_MS = 2000;

/**
 * Scroll positions across in-app navigation: a new page starts at the top (or at its #anchor),
 * Back and Forward return to where that page was left, and a change of tab or filter on the
 * same page (only the query changes) stays put. The first render over a server-rendered page
 * leaves the reader where they already are. The browser's own restoration is switched off while
 * the app runs (it would act before the page it restores is rendered) and back on as the page is
 * left, so a reload still returns to its place.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<Location | null>(null);

  useEffect(() => {
    for (const [key, y] of readStored()) if (!positions.has(key)) positions.set(key, y);
    window.history.scrollRestoration = 'manual';
    // Scroll events come after the commit that changed the page, so each counts for the entry shown.
    const onScroll = () => {
      if (current.current) positions.set(current.current.key, window.scrollY);
    };
    const onPageHide = () => {
      window.history.scrollRestoration = 'auto';
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
      } catch {
        // Storage full or off: Back after a reload then starts at the top, nothing worse.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const before = current.current;
    current.current = location;
    if (!before || before.key === location.key) return;
    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      return settle(() => saved ?? 0);
    }
    if (before.pathname === location.pathname && location.hash === '') return;
    const id = decodeURIComponent(location.hash.slice(1));
    return settle(() => {
      const target = id ? document.getElementById(id) : null;
      return target ? target.getBoundingClientRect().top + window.scrollY : id ? null : 0;
    });
  }, [location, navigationType]);

  return null;
}

function readStored(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((e): e is [string, number] => typeof e?.[0] === 'string' && typeof e?.[1] === 'number')
      : [];
  } catch {
    return [];
  }
}

/**
 * Scrolls to where `target` says, now and while the page is still growing towards it (a page
 * whose data arrives after the first render is too short at first), until it is reached, the
 * reader scrolls themselves or SETTLE_MS pass. `null` means the target is not there yet.
 */
function settle(target: () => number | null): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const y = target();
    if (y !== null) window.scrollTo(0, y);
    const reached = y !== null && Math.abs(window.scrollY - y) < 1;
    if (reached || performance.now() - started > SETTLE_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
