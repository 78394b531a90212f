'use client';

import type { ReactNode } from 'react';

export interface RefreshButtonProps {
  /** The button's text (the entry's `refreshCTAtext`, default 'Refresh'). */
  children: ReactNode;
  /** The server component passes the design system's button classes, so this island imports no styles. */
  className?: string;
}

/**
 * The greeting's refresh button (spec 002 §4: "an optional refresh button that reloads the page"): the
 * greeting's only client part. A native button; the page reloads on click. Server-rendered with the greeting,
 * so its place is taken before the script arrives (no layout shift).
 */
export function RefreshButton({ children, className }: RefreshButtonProps) {
  return (
    <button
      type="button"
      className={className}
      data-action="refresh"
      onClick={() => {
        window.location.reload();
      }}
    >
      {children}
    </button>
  );
}
