import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import * as ko from '../i18n/ko/index.ts';
import { ErrorPanel } from './error-panel.tsx';

const logCaught = (error: unknown, info: ErrorInfo) =>
  console.warn('widget error caught by boundary', error, info.componentStack);

/**
 * Around a risky widget (the comment list): a render error shows an error panel with retry in
 * its place instead of blanking the whole page. Screens are covered by RouteBoundary
 * (app/error-boundary.tsx).
 */
export function WidgetBoundary({ children, message }: { children: ReactNode; message?: string }) {
  return (
    <ErrorBoundary
      onError={logCaught}
      fallbackRender={({ resetErrorBoundary }) => (
        <ErrorPanel message={message ?? ko.common.unknownError} onRetry={resetErrorBoundary} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
