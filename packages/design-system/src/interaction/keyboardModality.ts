/**
 * Whether the shopper is using the keyboard: the last input the document saw was a key press rather than a
 * pointer or touch. Native controls use it to show their focus ring only when focus came from the keyboard,
 * as react-aria's `data-focus-visible` does, without loading react-aria. Reading: `:focus-visible` alone is
 * not enough, because browsers decide it for focus moved by script (a label's click, a test's synthetic events)
 * from earlier input, so the same press could show a ring or not.
 */
let keyboard = false;
let listening = false;

/** Starts listening (once per document); call it when a control that needs it mounts. */
export function watchKeyboardModality(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'keydown',
    (event) => {
      // A shortcut (⌘, Ctrl, Alt) is not moving about the page.
      if (!event.metaKey && !event.ctrlKey && !event.altKey) keyboard = true;
    },
    true,
  );
  for (const type of ['pointerdown', 'mousedown', 'touchstart'] as const)
    document.addEventListener(
      type,
      () => {
        keyboard = false;
      },
      { capture: true, passive: true },
    );
}

/** True when the last input was the keyboard. */
export function isKeyboardModality(): boolean {
  return keyboard;
}
