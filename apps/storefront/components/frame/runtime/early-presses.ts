/**
 * Presses on the frame's buttons before its script has arrived (a slow phone connection: the header is painted a
 * second or more before it is hydrated). React replays clicks that land during hydration, not those before it
 * starts: the header's Search, Account, Wishlist and Bag and the bottom navigation's Menu, Wishlist and Bag did
 * nothing. A few bytes of inline script in the document's head note the last such press; once the frame is
 * hydrated it opens what was asked for (FrameEffects), once.
 *
 * Constant text (no per-request value), so a content security policy can allow it by its hash.
 */
export const EARLY_PRESS_SCRIPT =
  "document.addEventListener('click',function(e){var t=e.target;t=t&&t.closest&&t.closest('[data-early-press]');" +
  "if(t&&!window.__wardrobeHydrated)window.__wardrobeEarlyPress=t.getAttribute('data-early-press')},true)";

/** What a button asks for when pressed before hydration (its `data-early-press`). */
export type EarlyPress = 'search' | 'signIn' | 'wishlist' | 'bag' | 'menu';

const PRESSES: ReadonlySet<string> = new Set<EarlyPress>(['search', 'signIn', 'wishlist', 'bag', 'menu']);

type EarlyPressWindow = Window & { __wardrobeHydrated?: boolean; __wardrobeEarlyPress?: string };

/** Marks the frame hydrated (later presses are the buttons' own) and answers the press that came before, once. */
export function takeEarlyPress(): EarlyPress | undefined {
  const w = window as EarlyPressWindow;
  w.__wardrobeHydrated = true;
  const press = w.__wardrobeEarlyPress;
  w.__wardrobeEarlyPress = undefined;
  return press !== undefined && PRESSES.has(press) ? (press as EarlyPress) : undefined;
}
