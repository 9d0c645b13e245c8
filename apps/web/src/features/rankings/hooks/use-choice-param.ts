import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The query last asked for, until the URL shows it. Navigations run as transitions: while the
 * page for one filter is still loading, the URL this component sees is the old one, and a second
 * quick choice (이번 달, then a category) would be built on it and drop the first.
 */
let requested: { path: string; query: string; over: string } | null = null;

/**
 * A filter kept in the URL (?period=week), so a ranking can be shared, reloaded and navigated
 * back to. Values outside `options` fall back to the default; the default is left out of the URL.
 */
export function useChoiceParam<T extends string>(
  name: string,
  options: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get(name);
  const value = raw !== null && (options as readonly string[]).includes(raw) ? (raw as T) : fallback;

  useEffect(() => {
    // The URL moved on (to what was asked, or back and forth by the person): it is the truth again.
    if (requested && (requested.path !== pathname || requested.over !== params.toString())) requested = null;
  }, [params, pathname]);

  const setValue = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const pending = requested?.path === pathname && requested.over === current.toString() ? requested : null;
          const updated = new URLSearchParams(pending ? pending.query : current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          requested = { path: pathname, query: updated.toString(), over: current.toString() };
          return updated;
        },
        { replace: true },
      );
    },
    [fallback, name, pathname, setParams],
  );
  return [value, setValue];
}
