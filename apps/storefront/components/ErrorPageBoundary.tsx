'use client';

import { Component, type ReactNode } from 'react';

/** Spec 001 §8: what shows when the error page itself fails to render. */
export const ERROR_PAGE_FALLBACK = 'An error occured while showing the error page';

/**
 * Guards an error page: if drawing it throws (a broken link helper, a missing module), the shopper gets the
 * spec's fallback with 'Go back to home' — plain markup that cannot fail — instead of a blank document.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(JSON.stringify({ level: 'error', event: 'error-page-failed', message: String(error) }));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="error-page">
        <h1>{ERROR_PAGE_FALLBACK}</h1>
        <p>
          {/* A full navigation (not the router): whatever broke the page may have broken the router too. */}
          <a className="button-link" href="/">
            Go back to home
          </a>
        </p>
      </main>
    );
  }
}
