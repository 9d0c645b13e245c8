import { createContext, type ReactNode, useContext } from 'react';

const RenderedAt = createContext<number | null>(null);

/** The moment the server rendered the page (the browser reads it from the page's payload). */
export function RenderClockProvider({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  return <RenderedAt value={renderedAt}>{children}</RenderedAt>;
}

/** When the server rendered the page, or null for a page the browser renders alone. */
export const useRenderedAt = (): number | null => useContext(RenderedAt);
