import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Warns before leaving a form with unsaved work: closing or reloading the tab (the browser's own
 * prompt) and in-app navigation to another page (the returned blocker; render a confirmation
 * while `blocker.state === 'blocked'`). `shouldWarn` is asked at the moment of leaving, so it can
 * read state that changed in the same tick (a session that just ended, a post just published).
 */
export function useLeaveGuard(shouldWarn: () => boolean) {
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

  const block = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && ask.current(),
    [],
  );
  return useBlocker(block);
}
