'use client';

import '@wardrobe/design-system/styles.css';
import './site.css';
import { brandTheme } from '@wardrobe/design-system';
import { ErrorPage } from '../components/ErrorPage';
import { ErrorPageBoundary } from '../components/ErrorPageBoundary';

/**
 * Spec 001 §2 "Error pages", §8: the page for a failure of the frame itself (the market layout throws, as it
 * does when the desktop or mobile navigation answers 500). The frame is what failed, so the page stands alone;
 * Next answers it with status 500.
 */
export default function GlobalError() {
  // Every market's language is English; the buttons take the market from the path (MarketLink).
  return (
    <html lang="en">
      <body className={brandTheme}>
        <title>An error occured</title>
        <ErrorPageBoundary>
          <ErrorPage heading="An error occured" message="Please go back or try again" />
        </ErrorPageBoundary>
      </body>
    </html>
  );
}
