import { type HistoryRouterProps, type Location, type Path, parsePath, type To } from 'react-router';

/** The history the router drives (browser or memory); React Router does not export its type by name. */
export type RouterHistory = HistoryRouterProps['history'];
type Update = Parameters<Parameters<RouterHistory['listen']>[0]>[0];

/** Whether leaving `currentLocation` for `nextLocation` must be confirmed first. */
export type LeaveCheck = (move: { currentLocation: Location; nextLocation: Path }) => boolean;

/**
 * An in-app navigation held back by a guard: `proceed` carries it out, `reset` drops it (the page
 * stays). The same shape as React Router's data-router blocker, which this replaces.
 */
export type LeaveBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

export const UNBLOCKED: LeaveBlocker = { state: 'unblocked' };

export interface GuardedHistory extends RouterHistory {
  /** Adds a guard asked before every navigation; returns its removal. */
  guard(check: LeaveCheck): () => void;
  /** The navigation waiting for an answer, if any (for useSyncExternalStore). */
  blocker(): LeaveBlocker;
  subscribeBlocker(onChange: () => void): () => void;
}

const pathOf = (to: To, from: Location): Path => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? from.pathname, search: path.search ?? '', hash: path.hash ?? '' };
};

/**
 * `inner` with guards in front of it: a link, `navigate()` or Back/Forward that a guard objects
 * to is held until the page answers (proceed or reset). Back/Forward has already moved the
 * browser when it is seen, so it is undone (by the same number of entries) and redone on proceed.
 * Leaving the site (reload, closing the tab, typing an address) is not a router navigation: the
 * guard's owner handles those with `beforeunload`.
 */
export function guardHistory(inner: RouterHistory): GuardedHistory {
  const guards = new Set<LeaveCheck>();
  const watchers = new Set<() => void>();
  let blocker = UNBLOCKED;
  /** The location the app shows: during a Back the inner history already holds the next one. */
  let shown = inner.location;
  /** Pop events of our own undoing or redoing, not to be judged again. */
  let ownPops = 0;

  const setBlocker = (next: LeaveBlocker) => {
    blocker = next;
    for (const watcher of watchers) watcher();
  };
  const objects = (nextLocation: Path) => [...guards].some((check) => check({ currentLocation: shown, nextLocation }));
  const hold = (resume: () => void) =>
    setBlocker({
      state: 'blocked',
      proceed: () => {
        setBlocker(UNBLOCKED);
        resume();
      },
      reset: () => setBlocker(UNBLOCKED),
    });
  const attempt = (to: To, go: () => void) => {
    // A second navigation while one waits for an answer is dropped, as the dialog is open.
    if (blocker.state === 'blocked') return;
    if (objects(pathOf(to, shown))) hold(go);
    else go();
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => attempt(to, () => inner.push(to, state)),
    replace: (to, state) => attempt(to, () => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update: Update) => {
        if (update.action === 'POP') {
          if (ownPops > 0) {
            ownPops -= 1;
            // The undo of a held Back: the app never left the page it shows.
            if (blocker.state === 'blocked') return;
          } else if (update.delta !== null && blocker.state === 'unblocked' && objects(update.location)) {
            const { delta } = update;
            hold(() => {
              ownPops += 1;
              inner.go(delta);
            });
            ownPops += 1;
            inner.go(-delta);
            return;
          }
        }
        shown = update.location;
        listener(update);
      });
    },
    guard(check) {
      guards.add(check);
      return () => {
        guards.delete(check);
        if (guards.size === 0 && blocker.state === 'blocked') setBlocker(UNBLOCKED);
      };
    },
    blocker: () => blocker,
    subscribeBlocker(onChange) {
      watchers.add(onChange);
      return () => void watchers.delete(onChange);
    },
  };
}
