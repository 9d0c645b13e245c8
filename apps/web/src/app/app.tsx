import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserProfile } from '@tubesphere/shared/contract/auth';
import { type ReactNode, useCallback, useEffect } from 'react';
import { whenPiecesHydrated } from '../components/hydrate-apart.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { Toaster } from '../components/toaster.tsx';
import {
  type LoginRedirectState,
  RenderedUserProvider,
  useSessionBootstrap,
  useSessionExpiry,
} from '../features/auth/index.ts';
// The hook alone, not the feature's index: the customizer and widget stay out of the entry chunk.
import { useCompanionRefresh } from '../features/companion/hooks/use-companion-refresh.ts';
import { NotificationLive } from '../features/notifications/index.ts';
import { markFirstScreenReady } from '../lib/first-screen.ts';
import type { RouterHistory } from '../lib/guarded-history.ts';
import { RenderClockProvider } from '../lib/render-clock.tsx';
import { forgetTypedText } from '../lib/typed-before-hydration.ts';
import { AppErrorBoundary } from './error-boundary.tsx';

export interface AppProps {
  queryClient: QueryClient;
  /** The browser's history (for sending an expired session to /login); none on the server. */
  history?: RouterHistory;
  /** Who the server rendered the page for, and when; unset for a page the browser renders alone. */
  rendered?: { user: UserProfile | null; at: number };
  /** The router with the app's routes: the browser's, or the server's static one. */
  children: ReactNode;
}

/** The providers every page sits in, the same on the server and in the browser. */
export function App({ queryClient, history, rendered, children }: AppProps) {
  useSessionBootstrap();
  const forget = useCallback(() => queryClient.removeQueries(), [queryClient]);
  const goToLogin = useCallback((state: LoginRedirectState) => history?.push('/login', state), [history]);
  const currentPath = useCallback(
    () => (history ? history.location.pathname + history.location.search : '/'),
    [history],
  );
  useSessionExpiry(goToLogin, currentPath, forget);
  useCompanionRefresh(queryClient);
  // Once the page answers to input (hydrated over the server's HTML, every piece of it, or
  // rendered): before this a server-rendered control is only a picture of one — a click on it
  // goes nowhere; text typed into it is kept for it (lib/typed-before-hydration.ts). Tests wait
  // for it (e2e/fixtures.ts).
  useEffect(() => {
    whenPiecesHydrated(() => {
      forgetTypedText();
      document.documentElement.dataset.appReady = '';
      // On the page's clock, for measurements (bench/frontend-size.ts) and the browser's tools.
      performance.mark('app-ready');
      markFirstScreenReady();
    });
  }, []);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RenderedUserProvider user={rendered?.user}>
          <RenderClockProvider renderedAt={rendered?.at ?? null}>
            <OfflineBanner />
            {children}
            <NotificationLive />
            <Toaster />
          </RenderClockProvider>
        </RenderedUserProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
