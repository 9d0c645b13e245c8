import { type ReactNode, Suspense } from 'react';

/**
 * Hydrates its children as a piece of work of their own (a Suspense boundary in the server's
 * HTML): React makes the page's frame interactive first, then each such piece, yielding to the
 * browser in between — no single task blocks input for long on a slow phone. A click on a piece
 * not yet hydrated hydrates it first and is not lost. Renders exactly its children.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
