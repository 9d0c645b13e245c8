import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/toaster.tsx';
import { type LoginRedirectState, useSessionBootstrap, useSessionExpiry } from '../features/auth/index.ts';
// The hook alone, not the feature's index: the customizer and widget stay out of the entry chunk.
import { useCompanionRefresh } from '../features/companion/hooks/use-companion-refresh.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { router } from './router.tsx';

const goToLogin = (state: LoginRedirectState) => void router.navigate('/login', { state });
const currentPath = () => router.state.location.pathname + router.state.location.search;

export function App() {
  const [queryClient] = useState(createQueryClient);
  useSessionBootstrap();
  const forget = useCallback(() => queryClient.removeQueries(), [queryClient]);
  useSessionExpiry(goToLogin, currentPath, forget);
  useCompanionRefresh(queryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
