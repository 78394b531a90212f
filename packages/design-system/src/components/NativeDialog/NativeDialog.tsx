'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { body, closeButton, footer as footerClass, header, title as titleClass } from '../Dialog/Dialog.css';
import { CLOSE_LABEL, type DialogSize } from '../Dialog/labels';
import { CloseIcon } from '../Icon';
import * as styles from './NativeDialog.css';

export interface NativeDialogProps {
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  /** Open (a modal dialog over the page) or closed. */
  isOpen: boolean;
  /** The shopper closed it: the × button, Escape or a click on the backdrop. Set `isOpen` to false here. */
  onClose: () => void;
  children?: ReactNode;
  /** Actions under the body. */
  footer?: ReactNode;
  /** Max width: 400, 560 (default) or 800 px. */
  size?: DialogSize;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Appended to the dialog's class. */
  className?: string;
}

/**
 * A modal dialog on the platform's `<dialog>` (`showModal()`), with the Dialog's look and no react-aria: for an
 * overlay on pages whose first load must stay small (the locale overlay, which may open on any page). The
 * browser does the modal part: the page behind is inert (focus stays in the dialog and the browser's own
 * controls), Escape closes it, and focus returns to where it was on close; `closedby="any"` lets a click on the
 * backdrop close it too (with a fallback for browsers without it). The page behind does not scroll.
 *
 * Reading: use `Dialog` where react-aria is on the page anyway (the bag, the product page); this one where a
 * few hundred bytes must do. Focus goes to the first control inside (usually the ×), as the platform does.
 */
export function NativeDialog({
  title,
  isOpen,
  onClose,
  children,
  footer,
  size,
  closeLabel = CLOSE_LABEL,
  className,
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const boxClass = styles.box({ size });
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      closedby="any"
      className={className ? `${boxClass} ${className}` : boxClass}
      // Fires for every way it closes; when `isOpen` turned false first, the owner already knows.
      onClose={() => {
        if (isOpen) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      // The platform closes on Escape too; handled here as well so it holds wherever `closedby` is missing.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.currentTarget.close();
      }}
    >
      <div className={styles.content}>
        <div className={header}>
          <h2 id={titleId} className={titleClass}>
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel}
            className={closeButton}
            onClick={() => ref.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={body}>{children}</div>
        {footer ? <div className={footerClass}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
