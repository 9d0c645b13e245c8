// The server's way into the app (built by `vite build --ssr`, loaded by apps/server's page
// renderer): the same components, routes and queries as the browser, rendered to HTML with the
// data the server loaded. docs/decisions/120-server-rendering.md
import { dehydrate } from '@tanstack/react-query';
import type { HtmlSink, RenderPage } from '@tubesphere/shared/contract/pages';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { screensRenderedAhead } from './app/error-boundary.tsx';
import { AppRoutes, preloadScreens } from './app/router.tsx';
import { seedPageQueries } from './app/seed-page-queries.ts';
import { seedUnreadMessages } from './features/messages/index.ts';
import { seedUnreadCount } from './features/notifications/index.ts';
import { renderingOnServer } from './lib/first-screen.ts';
import { createQueryClient } from './lib/query-client.ts';
import { serializePayload } from './lib/ssr-payload.ts';

/** A render that has not finished by then is abandoned; the server sends the page unrendered. */
const RENDER_TIMEOUT_MS = 5000;

renderingOnServer();
screensRenderedAhead();

export const renderPage: RenderPage = async ({ url, page, user, unreadNotifications, unreadMessages, renderedAt }) => {
  const queryClient = createQueryClient();
  seedPageQueries(queryClient, page, user?.user_id ?? null);
  if (user && unreadNotifications !== null) seedUnreadCount(queryClient, user.user_id, unreadNotifications);
  if (user && unreadMessages !== null) seedUnreadMessages(queryClient, user.user_id, unreadMessages);
  // The screen's code first, so the page renders in one pass, as the browser will hydrate it.
  await preloadScreens(new URL(url, 'http://localhost'));
  const payload = serializePayload({ user, renderedAt, queries: dehydrate(queryClient) });
  const app = (
    <StrictMode>
      <App queryClient={queryClient} rendered={{ user, at: renderedAt }}>
        {/* The page's state travels in the payload: no inline script (they are not allowed). */}
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>
  );

  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    // The whole page before anything is sent: the data is already loaded, so "all ready" comes
    // with the shell, and crawlers and script-less visitors get every boundary filled in place
    // (a streamed boundary would need an inline script to show).
    const stream = renderToPipeableStream(app, {
      // Never split a large boundary out of place: putting it back takes an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        if (failure) reject(failure);
        else resolve({ pipe: (sink: HtmlSink) => void stream.pipe(sink as unknown as NodeJS.WritableStream), payload });
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // An error inside a boundary would make the browser re-render that part: the server
        // sends the page unrendered instead (and logs why).
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error(`rendering ${url} took over ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
};
