import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPanel } from '../components/error-panel.tsx';
import { ko } from '../i18n/ko/index.ts';

interface BoundaryProps {
  children: ReactNode;
  /** What to show instead of the broken subtree; defaults to an error panel with retry. */
  fallback?: (reset: () => void) => ReactNode;
}

/** Catches render errors so one broken widget never blanks the page (app, route, widget levels). */
export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept visible in the console for bug reports; the user sees the panel.
    console.warn('UI error caught by boundary', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.reset);
    return <ErrorPanel message={ko.common.unknownError} onRetry={this.reset} />;
  }
}

/** A boundary that resets when the route changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary key={location.pathname}>{children}</ErrorBoundary>;
}
