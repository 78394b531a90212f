'use client';

import type { ReactNode, Ref } from 'react';
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
import { CloseIcon } from '../Icon';
import * as styles from './Dialog.css';
import { CLOSE_LABEL, type DialogSize } from './labels';

export { CLOSE_LABEL, type DialogSize };

/** Content or a function of `{ close }`, e.g. for a footer "Cancel" button. */
export type DialogContent = ReactNode | ((renderProps: { close: () => void }) => ReactNode);

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  children?: DialogContent;
  /** Actions under the body, e.g. "Continue Shopping" and "View Bag". */
  footer?: DialogContent;
  /**
   * `dialog` (default), or `alertdialog` for a question that needs an answer ("Remove this item?").
   * Reading: an alert dialog is not closed by a click on the backdrop and has no × unless asked for, so the
   * shopper answers with the footer buttons (Escape still cancels).
   */
  role?: 'dialog' | 'alertdialog';
  /** Max width: 400, 560 (default) or 800 px. */
  size?: DialogSize;
  /** Show the × button. Defaults to `true` for `dialog`, `false` for `alertdialog`. */
  showCloseButton?: boolean;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Appended to the dialog box's class. */
  className?: string;
  /** Points at the element that describes the dialog (useful for an alert dialog's question). */
  'aria-describedby'?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog: react-aria-components `ModalOverlay` + `Modal` + `Dialog`. Focus moves inside on open, Tab
 * stays inside, Escape closes, the page behind is inert and does not scroll, and focus returns to the trigger
 * on close. Open it from a `DialogTrigger` (first child is the trigger) or control it with `isOpen` /
 * `onOpenChange`. Overlay props (`isOpen`, `defaultOpen`, `onOpenChange`, `isDismissable`,
 * `isKeyboardDismissDisabled`, …) pass through; inside a `DialogTrigger` the trigger owns the open state, so
 * listen with the trigger's `onOpenChange`.
 *
 * Reading: a click on the backdrop closes a plain dialog (`isDismissable` defaults to `true`), as shoppers
 * expect from the added-to-bag popup; pass `isDismissable={false}` for one that must not be lost.
 */
export function Dialog({
  title,
  children,
  footer,
  role = 'dialog',
  size,
  showCloseButton,
  closeLabel = CLOSE_LABEL,
  className,
  isDismissable,
  'aria-describedby': describedBy,
  ref,
  ...props
}: DialogProps) {
  const boxClass = styles.modal({ size });
  return (
    <ModalOverlay {...props} isDismissable={isDismissable ?? role === 'dialog'} className={styles.overlay}>
      <Modal ref={ref} className={className ? `${boxClass} ${className}` : boxClass}>
        <AriaDialog role={role} aria-describedby={describedBy} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <AriaHeading slot="title" level={2} className={styles.title}>
                  {title}
                </AriaHeading>
                {(showCloseButton ?? role === 'dialog') ? (
                  <AriaButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
                    <CloseIcon />
                  </AriaButton>
                ) : null}
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

export type DialogTriggerProps = AriaDialogTriggerProps;

/**
 * Opens the `Dialog` (or `Popover`) inside it when its first child, a `Button`, is pressed, and returns focus
 * to that button on close. `isOpen` / `defaultOpen` / `onOpenChange` control it.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
