'use client';

import type { CSSProperties, ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps as AriaDialogTriggerProps,
  Heading as AriaHeading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CLOSE_LABEL, type DialogContent } from '../Dialog/Dialog';
import { closeButton, title as titleClass } from '../Dialog/Dialog.css';
import { CloseIcon } from '../Icon';
import * as styles from './SidePanel.css';

export type SidePanelSide = 'left' | 'right';

export interface SidePanelProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The visible heading ("Your Offers", "Filters", "Your Bag"…); it also names the panel. */
  title: ReactNode;
  children?: DialogContent;
  /** Pinned under the scrolling body, e.g. "View All Offers" or the checkout button. */
  footer?: DialogContent;
  /** The edge it slides in from. Defaults to `right` (bag, wishlist, sign-in); the menu uses `left`. */
  side?: SidePanelSide;
  /** Any CSS width. Defaults to `min(90vw, 500px)`; never wider than the viewport. */
  width?: string;
  /**
   * A background colour chosen in content, e.g. the sign-in panel's `#64E6D6`. Text on it is always black.
   * Reading: content is trusted to pick a light colour; black text on the default teal is 13.8:1.
   */
  background?: string;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Appended to the panel's class. */
  className?: string;
  /** Merged into the panel's inline style. */
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The shop's side panels (sign-in, offers, bag, wishlist, filters, terms, mobile menu): a modal dialog that
 * slides in from the left or right edge, full height. Built on react-aria-components `ModalOverlay` + `Modal` +
 * `Dialog`: focus moves in and stays inside while open, Escape or a click on the page behind closes it, the page
 * does not scroll, and focus returns to the opener on close (spec 001 §4 and 002 §4).
 *
 * Open it from a `SidePanelTrigger` (which then owns the open state and its `onOpenChange`), or control it with
 * `isOpen` / `onOpenChange` (e.g. from the header's bag button, or "Only one panel is open at a time" in app
 * state).
 */
export function SidePanel({
  title,
  children,
  footer,
  side = 'right',
  width,
  background,
  closeLabel = CLOSE_LABEL,
  className,
  style,
  isDismissable = true,
  ref,
  ...props
}: SidePanelProps) {
  const panelClass = styles.panel({ side, tinted: background !== undefined });
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal
        ref={ref}
        className={className ? `${panelClass} ${className}` : panelClass}
        style={{ width, backgroundColor: background, ...style }}
      >
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <AriaHeading slot="title" level={2} className={titleClass}>
                  {title}
                </AriaHeading>
                <AriaButton slot="close" aria-label={closeLabel} className={closeButton}>
                  <CloseIcon />
                </AriaButton>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export type SidePanelTriggerProps = AriaDialogTriggerProps;

/** Opens the `SidePanel` inside it when its first child, a `Button`, is pressed; focus returns there on close. */
export function SidePanelTrigger(props: SidePanelTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
