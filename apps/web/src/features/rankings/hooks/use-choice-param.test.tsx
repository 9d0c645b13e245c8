import { act, cleanup, render, screen } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createMemoryHistory, useLocation } from 'react-router';
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

/** The filters under a router that, like the app's, runs navigations as transitions. */
const FiltersAt = ({ history }: { history: ReturnType<typeof UNSAFE_createMemoryHistory> }) => (
  <HistoryRouter history={history}>
    <Filters />
  </HistoryRouter>
);

describe('useChoiceParam', () => {
  it('keeps two quick choices made before the page shows the first', async () => {
    render(
      <FiltersAt history={UNSAFE_createMemoryHistory({ initialEntries: ['/playboard-videos'], v5Compat: true })} />,
    );
    // Both handlers run on the render that still shows the old URL, as a select changed while
    // the page for 이번 달 is still being drawn does.
    await act(async () => {
      choose?.period('month');
      choose?.category('20');
    });
    expect(screen.getByRole('status').textContent).toBe('?period=month&category=20');
  });

  it('starts from the URL again once it moved on', async () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/playboard-videos?period=week'], v5Compat: true });
    render(<FiltersAt history={history} />);
    await act(async () => choose?.category('10'));
    await act(async () => history.push('/playboard-videos?period=month'));
    await act(async () => choose?.category('20'));
    expect(screen.getByRole('status').textContent).toBe('?period=month&category=20');
  });
});
