import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useChoiceParam } from './use-choice-param.ts';

afterEach(cleanup);

let choose: { period: (value: string) => void; category: (value: string) => void } | null = null;

function Filters() {
  const [, setPeriod] = useChoiceParam('period', ['today', 'week', 'month'], 'today');
  const [, setCategory] = useChoiceParam('category', ['all', '10', '20'], 'all');
  choose = { period: setPeriod, category: setCategory };
  return <output>{useLocation().search}</output>;
}

describe('useChoiceParam', () => {
  it('keeps two quick choices made before the page shows the first', async () => {
    const router = createMemoryRouter([{ path: '/playboard-videos', element: <Filters /> }], {
      initialEntries: ['/playboard-videos'],
    });
    render(<RouterProvider router={router} />);
    // Both handlers run on the render that still shows the old URL, as a select changed while
    // the page for 이번 달 is still being drawn does.
    await act(async () => {
      choose?.period('month');
      choose?.category('20');
    });
    expect(screen.getByRole('status').textContent).toBe('?period=month&category=20');
  });

  it('starts from the URL again once it moved on', async () => {
    const router = createMemoryRouter([{ path: '/playboard-videos', element: <Filters /> }], {
      initialEntries: ['/playboard-videos?period=week'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => choose?.category('10'));
    await act(async () => router.navigate('/playboard-videos?period=month'));
    await act(async () => choose?.category('20'));
    expect(screen.getByRole('status').textContent).toBe('?period=month&category=20');
  });
});
