'use client';

// Imported only by `OfferTerms`, dynamically, on a shopper's first press: the design system's client entry (and
// react-aria under its SidePanel) stays out of a content page until then.
import { SidePanel } from '@wardrobe/design-system';
import type { ReactNode } from 'react';

export interface TermsSidePanelProps {
  /** The active offer's title: the panel's heading and name. */
  title: string;
  isOpen: boolean;
  /** The shopper closed it (Escape, the × or a click on the page behind). */
  onClose: () => void;
  /** The markdown terms and the optional link, rendered by the server. */
  children: ReactNode;
}

/**
 * Spec 001 §2 "Terms-and-conditions panel: active offer's title, markdown terms description, optional
 * call-to-action link with title", as the shop's own terms panel draws it (the storefront's `TermsPanel`): the
 * design system's `SidePanel` from the right edge, its heading the offer's title. Spec 002 §4: Escape closes it and
 * focus stays inside while open; focus returns to the opener on close.
 */
export function TermsSidePanel({ title, isOpen, onClose, children }: TermsSidePanelProps) {
  return (
    <SidePanel
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {children}
    </SidePanel>
  );
}
