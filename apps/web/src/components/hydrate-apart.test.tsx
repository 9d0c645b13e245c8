import { act } from '@testing-library/react';
import { lazy, type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { HydrateApart, whenPiecesHydrated } from './hydrate-apart.tsx';

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
});

function Frame({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(() => whenPiecesHydrated(onReady), [onReady]);
  return <main>{children}</main>;
}

const Piece = () => <p>조각</p>;

it('answers only once every piece has hydrated, not when the frame around them has', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Frame onReady={() => {}}>
      <HydrateApart>
        <Piece />
      </HydrateApart>
      <HydrateApart>
        <Piece />
      </HydrateApart>
    </Frame>,
  );
  document.body.append(container);

  // The second piece's code is still on its way: that piece stays server HTML for now.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const LatePiece = lazy(async () => {
    await arrived;
    return { default: Piece };
  });
  const ready = vi.fn();
  await act(async () => {
    mounted = hydrateRoot(
      container,
      <Frame onReady={ready}>
        <HydrateApart>
          <Piece />
        </HydrateApart>
        <HydrateApart>
          <LatePiece />
        </HydrateApart>
      </Frame>,
    );
  });
  expect(ready).not.toHaveBeenCalled();

  await act(async () => {
    arrive();
    await arrived;
  });
  expect(ready).toHaveBeenCalledTimes(1);
  expect(container.textContent).toBe('조각조각');
});
