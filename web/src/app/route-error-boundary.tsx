import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../features/placeholders/route-error-page';

interface Props {
  /** The current location's key: going to another page (the browser's Back) tries again. */
  at: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering, a screen's chunk that fails to load among it, and
 * shows the route error page instead of a blank screen. React has only class components for this;
 * the data router's `errorElement` did it before (docs/decisions.md, "Light pages": the declarative
 * router weighs 14 KiB less on the first page).
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; failedAt: string | null }> {
  override state = { error: undefined as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error, failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt: string | null }) {
    // The failure is remembered with the page it happened on; on another page it is forgotten.
    if (state.failedAt === '') return { failedAt: props.at };
    if (state.failedAt !== null && state.failedAt !== props.at) return { error: undefined, failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
