'use client';

import { type ComponentType, type ReactNode, useState } from 'react';
import { visuallyHidden } from '../../shared/visuallyHidden.css';
import type { TermsSidePanelProps } from './TermsSidePanel';

/** The panel's code (with the design system's SidePanel, and react-aria under it): fetched on the first press. */
const loadTermsPanel = () => import('./TermsSidePanel').then((module) => module.TermsSidePanel);

export interface OfferTermsProps {
  /** The offer's title: the panel's heading, and the end of the button's name ('… for 15% off'). */
  offerTitle: string;
  /** The terms link's title (default 'Terms & Conditions'): the button's text. */
  linkTitle: string;
  /** The panel's body, rendered by the server: the markdown terms and the link to the full terms. */
  children: ReactNode;
  /** The button's classes (the block's, so this island imports no styles of its own). */
  className?: string;
}

/**
 * An offer's terms (spec 002 §2: the terms link "opens a terms side panel"; spec 001 §2 "Terms-and-conditions
 * panel"). The block's only client part, loaded on demand (`islands.tsx`).
 *
 * - A button, not a link: it opens a panel and goes nowhere. Its text is the link's title; its name adds the offer
 *   ('Terms & Conditions for 15% off'), so a grid's buttons are told apart.
 * - The panel's code is imported on the first press only, so a page with offers carries no side panel (nor
 *   react-aria) until a shopper asks for one. The panel then opens with focus inside it, keeps it there, closes on
 *   Escape, the × or a click beside it, and gives focus back to this button.
 * - A failed load (a chunk that did not arrive) is logged and the button stays usable: the next press tries again.
 */
export function OfferTerms({ offerTitle, linkTitle, children, className }: OfferTermsProps) {
  const [Panel, setPanel] = useState<ComponentType<TermsSidePanelProps> | null>(null);
  const [isOpen, setOpen] = useState(false);

  const open = () => {
    setOpen(true);
    if (Panel) return;
    loadTermsPanel().then(
      (loaded) => setPanel(() => loaded),
      (error: unknown) => {
        console.error(
          JSON.stringify({ level: 'error', event: 'offer-terms-panel-failed', message: String(error) }),
        );
        setOpen(false);
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={open}
        data-offer-terms=""
        data-state={isOpen ? 'open' : 'closed'}
      >
        {linkTitle} <span className={visuallyHidden}>for {offerTitle}</span>
      </button>
      {Panel && (
        <Panel title={offerTitle} isOpen={isOpen} onClose={() => setOpen(false)}>
          {children}
        </Panel>
      )}
    </>
  );
}
