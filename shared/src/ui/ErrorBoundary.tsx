import { Button } from '@condo/shared/antd-core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Problem } from './Problem';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default 'Something went wrong' result. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Keeps a crashing screen inside its own box: the shell and the other areas stay usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    return (
      <Problem
        title="Something went wrong"
        detail={error.message}
        action={
          <Button type="primary" onClick={this.reset}>
            Try again
          </Button>
        }
      />
    );
  }
}
