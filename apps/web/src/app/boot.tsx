import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { readSsrPayload } from '../lib/ssr-payload.ts';
import { keepTypedText } from '../lib/typed-before-hydration.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { App } from './app.tsx';
import { screensRenderedAhead } from './error-boundary.tsx';
import { AppRoutes, createAppHistory } from './router.tsx';

/**
 * React recovers from HTML that differs from its first render by rendering the page again in the
 * browser; it says so here. That is a bug (something read the clock or storage while rendering),
 * so it is reported as an error — the e2e suite fails on any console error.
 */
const reportRecoverable = (error: unknown, info: { componentStack?: string }) =>
  console.error('React had to re-render what the server sent (hydration mismatch?)', error, info.componentStack);

/**
 * Starts the app in `root`: over a page the server rendered, it hydrates that HTML with the
 * server's person, clock and query answers (docs/decisions/120-server-rendering.md); otherwise
 * (the shell of a browser-rendered page) it renders from scratch.
 */
export async function bootApp(root: HTMLElement): Promise<Root> {
  // Each step in a task of its own, after the one that evaluated the scripts (lib/yield-to-browser.ts).
  await yieldToBrowser();
  const payload = readSsrPayload(root.ownerDocument);
  const queryClient = createQueryClient();
  if (payload) {
    // The answers are as fresh as the page: counted from when the browser got it, not by the
    // server's clock (a phone's clock may be minutes off, and each query's staleTime with it).
    const age = Date.now() - payload.renderedAt;
    for (const query of payload.queries.queries) query.state.dataUpdatedAt += age;
    hydrate(queryClient, payload.queries);
    screensRenderedAhead();
    useAuthStore.getState().startAs(payload.user);
  }
  await yieldToBrowser();
  const history = await createAppHistory(payload !== null);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        history={history}
        rendered={payload ? { user: payload.user, at: payload.renderedAt } : undefined}
      >
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </App>
    </StrictMode>
  );
  if (payload) {
    // Each field takes it back as it hydrates (lib/typed-before-hydration.ts).
    keepTypedText(root);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the page's whole frame (docs/decisions/150).
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root, app, { onRecoverableError: reportRecoverable });
    });
    return hydrated as Root;
  }
  const created = createRoot(root);
  created.render(app);
  return created;
}
