import { type ErrorInfo, type ReactNode, Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { ErrorPanel } from '../components/error-panel.tsx';
import { Spinner } from '../components/spinner.tsx';
import * as ko from '../i18n/ko/index.ts';
import { isChunkLoadError } from '../lib/chunk-load-error.ts';

/** Kept visible in the console for bug reports; the user sees the panel. */
const logCaught = (error: unknown, info: ErrorInfo) =>
  console.warn('UI error caught by boundary', error, info.componentStack);

function PanelFallback({ resetErrorBoundary }: FallbackProps) {
  return <ErrorPanel message={ko.common.unknownError} onRetry={resetErrorBoundary} />;
}

/** The last line of defence around the whole app (providers, toaster): never a blank page. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={PanelFallback} onError={logCaught}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * A route that failed to load or to render. A route whose code can no longer be fetched (a deploy
 * replaced it) asks for a reload — retrying cannot help; any other error offers to render the
 * screen again. The next navigation clears it (RouteBoundary).
 */
export function RouteError({ error, resetErrorBoundary }: FallbackProps) {
  if (isChunkLoadError(error)) {
    return (
      <ErrorPanel
        title={ko.common.newVersionHeading}
        message={ko.common.newVersionMessage}
        retryLabel={ko.common.refresh}
        onRetry={() => window.location.reload()}
      />
    );
  }
  return <ErrorPanel message={ko.common.unknownError} onRetry={resetErrorBoundary} />;
}

/** Shows RouteError in place of `children` when they fail, until the next navigation. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} onError={logCaught} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Whether a screen loading for its first render shows a spinner in its place. Not over a page the
 * server rendered, nor on the server: the screens there are loaded before rendering, and a
 * Suspense boundary around them would make React hydrate them apart, after the app has already
 * called itself ready (text typed into a field before that would be lost). Decided once, before
 * the first render, as adding the boundary later would mount the screen anew.
 */
let spinnerWhileLoading = true;
export const screensRenderedAhead = (): void => {
  spinnerWhileLoading = false;
};

/**
 * A layout's screens: a screen that fails shows RouteError where it would stand (the layout's
 * header and navigation stay), and while a screen's code loads for its first render, a spinner.
 * A navigation runs as a transition, so the screen being left stays until the next is ready.
 */
export function ScreenBoundary() {
  return (
    <RouteBoundary>
      {spinnerWhileLoading ? (
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </RouteBoundary>
  );
}
