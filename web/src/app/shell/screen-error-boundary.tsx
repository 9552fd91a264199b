import { Component, type ErrorInfo, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { i18n } from '@/i18n/i18n';

interface State {
  error: Error | null;
}

/**
 * Keeps the shell (menu, top bar) usable when one screen fails to render or
 * its chunk cannot be downloaded; `resetKey` (the path) clears the error when
 * the member navigates elsewhere.
 */
export class ScreenErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <EmptyState message={i18n._('This screen could not be loaded.')}>
        <p className="text-base text-muted-foreground">{i18n._('Please check your connection and try again.')}</p>
        <Button onClick={() => window.location.reload()}>{i18n._('Reload')}</Button>
      </EmptyState>
    );
  }
}
