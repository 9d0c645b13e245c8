import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { type GuardedHistory, type LeaveBlocker, UNBLOCKED } from './guarded-history.ts';

const unguarded = () => UNBLOCKED;
const noWatch = () => () => {};

/**
 * Warns before leaving a form with unsaved work: closing or reloading the tab (the browser's own
 * prompt) and in-app navigation to another page (the returned blocker; render a confirmation
 * while `blocker.state === 'blocked'`). `shouldWarn` is asked at the moment of leaving, so it can
 * read state that changed in the same tick (a session that just ended, a post just published).
 * In-app navigation is held by the router's history (lib/guarded-history.ts); under a router
 * without one (the server's) nothing is held.
 */
export function useLeaveGuard(shouldWarn: () => boolean): LeaveBlocker {
  const ask = useRef(shouldWarn);
  ask.current = shouldWarn;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!ask.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const history = useContext(UNSAFE_NavigationContext).navigator as Partial<GuardedHistory>;
  useEffect(
    () =>
      history.guard?.(
        ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && ask.current(),
      ),
    [history],
  );
  return useSyncExternalStore(history.subscribeBlocker ?? noWatch, history.blocker ?? unguarded, unguarded);
}
