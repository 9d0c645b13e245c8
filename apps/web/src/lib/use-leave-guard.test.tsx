import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  useNavigate,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from '../components/link.tsx';
import { guardHistory } from './guarded-history.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

afterEach(cleanup);

function Form() {
  const [text, setText] = useState('');
  const blocker = useLeaveGuard(() => text !== '');
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/">home</Link>
      <Link to="/write?tab=2">tab</Link>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        go
      </button>
      <output>{blocker.state}</output>
      {blocker.state === 'blocked' && (
        <>
          <button type="button" onClick={blocker.proceed}>
            leave
          </button>
          <button type="button" onClick={blocker.reset}>
            stay
          </button>
        </>
      )}
    </>
  );
}

function renderAt(entries: string[]) {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/elsewhere" element={<p>elsewhere page</p>} />
        <Route path="/write" element={<Form />} />
      </Routes>
    </HistoryRouter>,
  );
  return history;
}

const type = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'text' }), { target: { value } });

describe('useLeaveGuard under the guarded history', () => {
  it('lets a link leave a form with nothing typed', async () => {
    renderAt(['/write']);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'home' })));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('holds a link away from typed work until the page answers: stay keeps it, leave goes', async () => {
    const history = renderAt(['/write']);
    type('draft');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'home' })));
    expect(screen.getByRole('status').textContent).toBe('blocked');
    expect(history.location.pathname).toBe('/write');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'stay' })));
    expect(screen.getByRole('status').textContent).toBe('unblocked');
    expect(screen.getByRole('textbox', { name: 'text' })).toHaveProperty('value', 'draft');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'leave' })));
    expect(history.location.pathname).toBe('/elsewhere');
    expect(screen.getByText('elsewhere page')).toBeTruthy();
  });

  it('lets a change of query on the same page through', async () => {
    const history = renderAt(['/write']);
    type('draft');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'tab' })));
    expect(history.location.search).toBe('?tab=2');
    expect(screen.getByRole('status').textContent).toBe('unblocked');
  });

  it('undoes a Back away from typed work, and goes back on leave', async () => {
    const history = renderAt(['/', '/write']);
    type('draft');
    await act(async () => history.go(-1));
    expect(screen.getByRole('status').textContent).toBe('blocked');
    expect(history.location.pathname).toBe('/write');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'leave' })));
    expect(history.location.pathname).toBe('/');
    expect(screen.getByText('home page')).toBeTruthy();
  });
});
