import { type ReactNode, Suspense } from 'react';

/**
 * Hydrates its children as a piece of work of their own (a Suspense boundary in the server's
 * HTML): React makes the page's frame interactive first, then each such piece, yielding to the
 * browser in between — no single task blocks input for long on a slow phone. A click on a piece
 * not yet hydrated hydrates it first and is not lost. Renders exactly its children.
 *
 * Only around parts whose data cannot change before they hydrate (a page's own seeded answers):
 * a piece hydrates later, with whatever its queries and stores hold by then, and must still
 * match the server's HTML — the companion, whose profile the browser fetches at once, may not.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
