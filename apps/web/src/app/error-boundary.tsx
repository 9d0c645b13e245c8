import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorPanel } from '../components/error-panel.tsx';
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
 * The router's `errorElement`: a screen that failed to load or to render. A route whose code can
 * no longer be fetched (a deploy replaced it) asks for a reload — retrying cannot help; any other
 * error offers to render the screen again. The router clears it on the next navigation.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
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
  return <ErrorPanel message={ko.common.unknownError} onRetry={() => navigate(location, { replace: true })} />;
}
