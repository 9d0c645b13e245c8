import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { OverflowMenu } from './overflow-menu.tsx';
import { OverflowMenuTrigger } from './overflow-menu-trigger.tsx';

afterEach(cleanup);

const items = ['스크랩', '수정', '삭제'].map((label) => ({ label, onSelect: () => {} }));

/** A menu whose items come with code that loads on first use, as the posts' ⋯ menu does. */
function LoadedOnUse({ arrived }: { arrived: Promise<void> }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [Menu] = useState(() =>
    lazy(async () => {
      await arrived;
      return {
        default: (props: { openAt: number }) => (
          <OverflowMenu label="메뉴" items={items} initialOpenAt={props.openAt} />
        ),
      };
    }),
  );
  if (openAt === null) return <OverflowMenuTrigger label="메뉴" onOpen={setOpenAt} />;
  return (
    <Suspense fallback={<OverflowMenuTrigger label="메뉴" expanded />}>
      <Menu openAt={openAt} />
    </Suspense>
  );
}

async function openWith(open: (button: HTMLElement) => void) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  render(<LoadedOnUse arrived={arrived} />);
  const button = screen.getByRole('button', { name: '메뉴' });
  button.focus();
  act(() => open(button));
  // The code is still on its way: no menu yet, the button says it is opening.
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.getByRole('button', { name: '메뉴' }).getAttribute('aria-expanded')).toBe('true');
  await act(async () => {
    arrive();
    await arrived;
  });
  return screen.getByRole('menu');
}

it('Enter (a click of detail 0) opens the loaded menu on its first item', async () => {
  await openWith((button) => fireEvent.click(button, { detail: 0 }));
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '스크랩' }));
});

it('↑ opens it on the last item, whose index the trigger could not know', async () => {
  await openWith((button) => fireEvent.keyDown(button, { key: 'ArrowUp' }));
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '삭제' }));
});

it('a mouse click opens it with the focus on the new ⋯ button, and Escape keeps it there', async () => {
  const menu = await openWith((button) => fireEvent.click(button, { detail: 1 }));
  const button = screen.getByRole('button', { name: '메뉴' });
  expect(document.activeElement).toBe(button);
  fireEvent.keyDown(menu, { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
});
