'use client';

import { ErrorPage } from '../../components/ErrorPage';
import { ErrorPageBoundary } from '../../components/ErrorPageBoundary';

/**
 * Spec 001 §2, §8: a page that fails (any status but 404) shows 'An error occured' / 'Please go back or try again'
 * with the four buttons, inside the frame, titled 'An error occured'; if that page fails too, the fallback.
 */
export default function MarketError() {
  return (
    <ErrorPageBoundary>
      <title>An error occured</title>
      <ErrorPage heading="An error occured" message="Please go back or try again" />
    </ErrorPageBoundary>
  );
}
