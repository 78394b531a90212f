'use client';

import { buttonClassName } from '@wardrobe/design-system';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import styles from './ProductReviews.module.css';

// The form's fields are react-aria's (radio group, text fields, button): loaded when the shopper opens it, so a
// product page ships no more JavaScript for reviews than this button (e2e/js-size.ts holds the page's budget).
const ReviewForm = dynamic(() => import('./ReviewForm').then((m) => m.ReviewForm), {
  loading: () => <p aria-busy="true">Loading…</p>,
});

/**
 * 'Write a review': a disclosure (a native button with `aria-expanded`) that opens the review form below it.
 * Once opened the form stays mounted, so closing and opening again keeps what was typed.
 */
export function WriteReview({ channelId, productId }: { channelId: number; productId: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const formId = useId();
  return (
    <div className={styles.write}>
      <button
        type="button"
        className={buttonClassName('secondary')}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        Write a review
      </button>
      <div id={formId} className={styles.panel} hidden={!open}>
        {opened ? <ReviewForm channelId={channelId} productId={productId} /> : null}
      </div>
    </div>
  );
}
