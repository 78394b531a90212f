import type { CSSProperties } from 'react';
import { callToActionLink, ctaInkVar, ctaPaperVar } from './CallToActionLink.css';
import type { PresentCallToAction } from './callToAction';
import { inlineVars } from './inlineVars';

export interface CallToActionLinkProps {
  /** A call to action that passed the display rule (`presentCallsToAction` / `isPresentCallToAction`). */
  cta: PresentCallToAction;
  /** Added to the link's class (a block's own sizing or layout). */
  className?: string;
  style?: CSSProperties;
}

/**
 * One call to action (spec 002 §3): an anchor drawn as a button in its `buttonStyle`, its `customId` as the
 * link's `id` (analytics hooks), `data-button-style` for tests and tags. A server component. Its colours are the
 * nearest `ctaColours` set by an ancestor (the block's own pair), black on white otherwise.
 */
export function CallToActionLink({ cta, className, style }: CallToActionLinkProps) {
  const classes = callToActionLink({ buttonStyle: cta.buttonStyle });
  return (
    <a
      href={cta.buttonLink}
      id={cta.customId || undefined}
      className={className ? `${classes} ${className}` : classes}
      style={style}
      data-button-style={cta.buttonStyle}
    >
      {cta.buttonText}
    </a>
  );
}

/**
 * The inline style that sets the calls to action's colours inside an element: `ink` draws them (the block's text
 * colour), `paper` is what they sit on (its background).
 */
export function ctaColours(ink: string, paper: string): CSSProperties {
  return inlineVars({ [ctaInkVar]: ink, [ctaPaperVar]: paper });
}
