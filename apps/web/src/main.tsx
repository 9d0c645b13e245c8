import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import { ssrPayload } from './lib/ssr-payload.ts';
// Pretendard split by unicode range (font-display: swap): a page downloads only the slices of
// the glyphs it shows, and text paints at once in the system fallback of tokens.css.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/base.css';

/**
 * React recovers from HTML that differs from its first render by rendering the page again in the
 * browser; it says so here. That is a bug (something read the clock or storage while rendering),
 * so it is reported as an error — the e2e suite fails on any console error.
 */
const reportRecoverable = (error: unknown, info: { componentStack?: string }) =>
  console.error('React had to re-render what the server sent (hydration mismatch?)', error, info.componentStack);

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const payload = ssrPayload();
  const queryClient = createQueryClient();
  if (payload) hydrate(queryClient, payload.queries);
  const router = await createAppRouter(payload !== null);
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={router}
        rendered={payload ? { user: payload.user, at: payload.renderedAt } : undefined}
      >
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (payload) hydrateRoot(root, app, { onRecoverableError: reportRecoverable });
  else createRoot(root).render(app);
}

void start();
registerServiceWorker();
