import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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
  const raw = params.get(name);
  const value = raw !== null && (options as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const setValue = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      );
    },
    [fallback, name, setParams],
  );
  return [value, setValue];
}
