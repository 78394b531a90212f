import { expect } from 'storybook/test';

/** react-aria appends a page's first message 100 ms late; `Button` sweeps 150 ms after it unmounts. */
const ANNOUNCER_SETTLED_MS = 400;

/**
 * For stories whose panel closes after a pending button: react-aria announces the pending button for 7 s with a
 * message that names it by id (`role="img"`, `aria-labelledby`). Such a message must never name nothing (axe's
 * role-img-alt; a screen reader would read an unnamed image): either the button is still in the page (quick add
 * keeps its closed panel mounted) or `Button` took the message with it. Checked once the announcer's own delays
 * have run, so a message that arrives late is seen too. Not part of the package's entries.
 */
export async function announcementsNameSomething(canvasElement: HTMLElement): Promise<void> {
  const doc = canvasElement.ownerDocument;
  await new Promise((resolve) => setTimeout(resolve, ANNOUNCER_SETTLED_MS));
  const namingNothing = [...doc.querySelectorAll('[data-live-announcer] [role="img"]')].filter((message) => {
    const ids = (message.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    return ids.length === 0 || ids.some((id) => !doc.getElementById(id));
  });
  await expect(namingNothing.map((message) => message.outerHTML)).toEqual([]);
}
