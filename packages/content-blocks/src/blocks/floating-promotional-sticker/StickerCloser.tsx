'use client';

import { footerClearance } from '@wardrobe/domain-rules';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from './FloatingPromotionalSticker.css';
import { rememberStickerClosed, wasStickerClosed } from './stickerMemory';
import { findPageFooter } from './stickerPlacement';

export type StickerCorner = 'Top Left' | 'Top Right' | 'Bottom Left' | 'Bottom Right';

export interface StickerCloserProps {
  /** The visit's memory of this sticker (`stickerMemoryKey`); without one it closes for this view only. */
  memoryKey: string | undefined;
  /** The close control's corner of the sticker. */
  closePosition: StickerCorner;
  /** The sticker's own inline style (its size, margins and colours). */
  style: CSSProperties;
  /** The sticker's face, rendered by the server: the link (or box) with its picture and text lines. */
  children: ReactNode;
}

type StickerState = 'pending' | 'open' | 'closed';

/**
 * The floating sticker's only client part (spec 002 §4: "visible until its close area is clicked, then hidden").
 *
 * - It starts `pending` (hidden where scripts run, see `styles.pending`), reads the visit's memory, then opens, or
 *   stays gone if the visitor closed this sticker earlier in the visit: no flash on the next page, and no shift
 *   (the sticker is fixed, so it takes no room).
 * - The close control is a real button beside the face, never inside its link, named 'Close'. Once clicked, the
 *   sticker is gone for the rest of the visit (sessionStorage). Focus is not moved: the browser continues the tab
 *   order from where the button was.
 * - While open, it rises above the page's footer when the footer scrolls into its corner (`footerClearance`).
 */
export function StickerCloser({ memoryKey, closePosition, style, children }: StickerCloserProps) {
  const sticker = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StickerState>('pending');

  useEffect(() => {
    setState(wasStickerClosed(memoryKey) ? 'closed' : 'open');
  }, [memoryKey]);

  useEffect(() => {
    const element = sticker.current;
    if (state !== 'open' || !element) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const footer = findPageFooter(element.ownerDocument);
      if (!footer) return;
      const box = footer.getBoundingClientRect();
      const bottomOffset = Number.parseFloat(getComputedStyle(element).bottom);
      const { lift, fits } = footerClearance({
        viewportHeight: window.innerHeight,
        bottomOffset: Number.isFinite(bottomOffset) ? bottomOffset : 0,
        stickerHeight: element.offsetHeight,
        footerTop: box.top,
        footerBottom: box.bottom,
      });
      element.style.translate = lift > 0 ? `0 ${-lift}px` : '';
      element.style.visibility = fits ? '' : 'hidden';
      element.dataset.clearOfFooter = lift > 0 ? (fits ? 'risen' : 'hidden') : 'corner';
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [state]);

  if (state === 'closed') return null;
  const stickerClass = styles.sticker({ closeAt: closePosition });
  return (
    <div
      ref={sticker}
      className={state === 'pending' ? `${stickerClass} ${styles.pending}` : stickerClass}
      style={style}
      data-block="floating-promotional-sticker"
      data-state={state}
    >
      {children}
      <button
        type="button"
        aria-label="Close"
        className={styles.close({ position: closePosition })}
        onClick={() => {
          rememberStickerClosed(memoryKey);
          setState('closed');
        }}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.closeIcon}>
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
