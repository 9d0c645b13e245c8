import { type ReactNode, Suspense, useId, useLayoutEffect } from 'react';

/** Pieces on the page that React has not hydrated yet, and those it has. */
const waiting = new Set<string>();
const hydrated = new Set<string>();
const whenNoneWaiting: (() => void)[] = [];

function settle(): void {
  if (waiting.size > 0) return;
  for (const callback of whenNoneWaiting.splice(0)) callback();
}

/**
 * Calls back once every piece of the first page has hydrated (at once if none is waiting): only
 * then does each control on it answer to input. Ask after the root has committed.
 */
export function whenPiecesHydrated(callback: () => void): void {
  whenNoneWaiting.push(callback);
  settle();
}

function PieceHydrated({ id }: { id: string }) {
  useLayoutEffect(() => {
    hydrated.add(id);
    waiting.delete(id);
    settle();
  }, [id]);
  return null;
}

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
  const id = useId();
  // Runs when the frame around the piece commits; the piece's own (above) when it has hydrated,
  // which may be the same commit — then it has already run.
  useLayoutEffect(() => {
    if (!hydrated.has(id)) waiting.add(id);
    return () => {
      waiting.delete(id);
      hydrated.delete(id);
      settle();
    };
  }, [id]);
  return (
    <Suspense>
      <PieceHydrated id={id} />
      {children}
    </Suspense>
  );
}
