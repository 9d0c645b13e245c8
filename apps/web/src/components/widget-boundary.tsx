import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ko } from '../i18n/ko/index.ts';
import { ErrorPanel } from './error-panel.tsx';

/**
 * Around a risky widget (the comment list): a render error shows an error panel with retry in
 * its place instead of blanking the whole page. Features use this; app/ has the route-level one.
 */
export class WidgetBoundary extends Component<{ children: ReactNode; message?: string }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('widget error caught by boundary', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        message={this.props.message ?? ko.common.unknownError}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
