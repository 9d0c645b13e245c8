import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollAnchor } from './use-scroll-anchor.ts';

/**
 * jsdom lays nothing out, so each element states its place in the document (`data-top`,
 * `data-height`) and the window's scroll offset is a number the test moves; an element's box is
 * its place minus that offset, as in a browser.
 */
let scrollY = 0;
const ITEM = 100;
const scrollBy = vi.fn((_x: number, y: number) => {
  scrollY += y;
});

beforeEach(() => {
  scrollY = 0;
  scrollBy.mockClear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(700);
  window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0) - scrollY;
    const height = Number(this.getAttribute('data-height') ?? 0);
    return { top, bottom: top + height, left: 0, right: 0, width: 0, height, x: 0, y: top } as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page head of `head` px over a frame holding a control of `control` px and the items. */
function Page({ head, control, items }: { head: number; control: number; items: string[] }) {
  const list = useRef<HTMLUListElement>(null);
  useScrollAnchor(list, 'feed');
  return (
    <>
      <header data-top={0} data-height={head} />
      <section data-top={head} data-height={control + items.length * ITEM}>
        <ul ref={list}>
          {items.map((item, index) => (
            <li key={item} data-top={head + control + index * ITEM} data-height={ITEM}>
              {item}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const items = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `post${from + i}`);

describe('useScrollAnchor', () => {
  it('leaves a reader who sees the head of the page at the top when the head grows', () => {
    const page = render(<Page head={60} control={0} items={items(1, 20)} />);
    page.rerender(<Page head={206} control={0} items={items(1, 20)} />);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(scrollY).toBe(0);
  });

  it('keeps the card in view when the head grows while the reader is deep in the list', () => {
    scrollY = 1000;
    const page = render(<Page head={60} control={0} items={items(1, 20)} />);
    page.rerender(<Page head={206} control={0} items={items(1, 20)} />);
    expect(scrollY).toBe(1146);
  });

  it('keeps the card in view when earlier pages come back above it, even at the top', () => {
    const page = render(<Page head={60} control={50} items={items(11, 30)} />);
    page.rerender(<Page head={60} control={0} items={items(1, 30)} />);
    // Ten cards came above post11 and the 50 px button went: post11 moved 950 px down.
    expect(scrollY).toBe(950);
  });

  it('stops following once the page was sent to the top (a new page) before its head grew', () => {
    scrollY = 1000;
    const page = render(<Page head={60} control={0} items={items(1, 20)} />);
    scrollY = 0;
    page.rerender(<Page head={206} control={0} items={items(1, 20)} />);
    expect(scrollY).toBe(0);
  });
});
