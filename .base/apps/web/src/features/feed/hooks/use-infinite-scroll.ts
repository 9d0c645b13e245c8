import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element scrolls within 600 px of the viewport. The caller
 * also shows a "더 보기" button, so keyboard and no-IntersectionObserver readers are not stuck.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
