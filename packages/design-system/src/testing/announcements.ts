import { expect, waitFor } from 'storybook/test';

/**
 * For stories whose panel closes after a pending button: the button took react-aria's pending announcement with
 * it (`Button` drops messages that would name nothing), so none is left for axe to find. Not part of the
 * package's entries.
 */
export async function announcementsGone(canvasElement: HTMLElement): Promise<void> {
  const message = () => canvasElement.ownerDocument.querySelector('[data-live-announcer] [role="img"]');
  await waitFor(() => expect(message()).toBeNull());
}
