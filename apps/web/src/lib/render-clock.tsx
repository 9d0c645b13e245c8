import { createContext, type ReactNode, useContext } from 'react';
import { useHydrated } from './use-hydrated.ts';

const RenderedAt = createContext<number | null>(null);

/** The moment the server rendered the page (the browser reads it from the page's payload). */
export function RenderClockProvider({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  return <RenderedAt value={renderedAt}>{children}</RenderedAt>;
}

/**
 * "Now" for relative times ("3분 전"): the server's render time until the page has hydrated —
 * so the browser's first render says what the HTML says — then the browser's clock.
 */
export function useNow(): Date {
  const renderedAt = useContext(RenderedAt);
  const hydrated = useHydrated();
  return new Date(!hydrated && renderedAt !== null ? renderedAt : Date.now());
}
