import { type RefObject, useEffect } from 'react';

/**
 * A server-rendered image that failed before the app hydrated has already fired its error event,
 * which React never sees, so its onError fallback never ran and the page kept a broken image.
 * Checked once per source after mounting: a finished image with no pixels is a failed one.
 */
export function useEarlyImageError(
  image: RefObject<HTMLImageElement | null>,
  src: string | undefined,
  onError: () => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per source; onError is a fresh closure each render
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) onError();
  }, [src]);
}
