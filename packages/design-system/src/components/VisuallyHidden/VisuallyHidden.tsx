import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Element to render, `span` by default. */
  as?: ElementType;
}

/** Text for screen readers only, e.g. "(opens in a new tab)" after a link's visible text. Server-safe. */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element {...props} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />;
}
