'use client';

import { useFrame } from './frame-store';

/**
 * Spec 000 §3 "Notification: message plus a persist flag", §4 "Each auto-dismisses after 3000 ms unless
 * persistent". Reading: a confirmation of what the shopper just did goes by itself; a failure they must act on
 * (try again, change something) stays until they close it. Messages that belong to one place on the page (a
 * line's quantity refusal, the bag's sold-out and adjusted notices, the product page's add error beside its
 * button) stay there, where they are read with what they are about.
 */
export function notifyConfirmation(message: string): void {
  useFrame.getState().notify({ message });
}

export function notifyError(message: string): void {
  useFrame.getState().notify({ message, persist: true });
}
