'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockNotice } from './BlockNotice';
import { type BlockFailure, type BlockIdentity, logBlockFailure, renderFailureReason } from './logging';

export interface BlockErrorBoundaryProps {
  /** Which entry this block renders: named in the log line and the notice. Plain data (crosses the RSC boundary). */
  entry: BlockIdentity;
  /** Show the outlined notice instead of nothing (development, Storybook). */
  showErrors?: boolean;
  children?: ReactNode;
}

interface BlockErrorBoundaryState {
  /** Set once a render error was caught: why the block is not shown. */
  reason: string | null;
}

/**
 * Wraps one block: an error thrown while it renders (on the client, or in a server component, whose error
 * React rethrows here) removes that block only. It logs the one structured line and renders nothing, or the
 * notice when `showErrors` is set. The rest of the page stands.
 */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, BlockErrorBoundaryState> {
  override state: BlockErrorBoundaryState = { reason: null };

  static getDerivedStateFromError(error: unknown): BlockErrorBoundaryState {
    return { reason: renderFailureReason(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    logBlockFailure({ ...this.props.entry, reason: renderFailureReason(error) });
  }

  override render(): ReactNode {
    const { reason } = this.state;
    if (reason === null) return this.props.children;
    const failure: BlockFailure = { ...this.props.entry, reason };
    return this.props.showErrors ? <BlockNotice failure={failure} /> : null;
  }
}
