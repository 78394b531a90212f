/**
 * Presses on the frame's buttons before its script has arrived (a slow phone connection: the header is painted a
 * second or more before it is hydrated). React replays clicks that land during hydration, not those before it
 * starts: the header's Search, Account, Wishlist and Bag, the bottom navigation's Menu, Wishlist and Bag, and the
 * product cards' hearts and quick adds did nothing. A few bytes of inline script at the end of the body note the
 * last such press; once the frame is hydrated it does what was asked for, once (FrameEffects; a heart in
 * WishlistHearts, which saves the product: the heart showed it unsaved; a quick add opens in its own card,
 * CardQuickAdd).
 *
 * Constant text (no per-request value), so a content security policy can allow it by its hash.
 */
export const EARLY_PRESS_SCRIPT =
  "document.addEventListener('click',function(e){var t=e.target;t=t&&t.closest&&t.closest('[data-early-press]');" +
  "if(t&&!window.__wardrobeHydrated){window.__wardrobeEarlyPress=t.getAttribute('data-early-press');" +
  'window.__wardrobeEarlyTarget=t}},true)';

/** What a button asks for when pressed before hydration (its `data-early-press`). */
export type EarlyPress = 'search' | 'signIn' | 'wishlist' | 'bag' | 'menu' | 'heart' | 'quickAdd';

type EarlyPressWindow = Window & {
  __wardrobeHydrated?: boolean;
  __wardrobeEarlyPress?: string;
  __wardrobeEarlyTarget?: Element;
};

/**
 * The press that came before hydration when it is one of `kinds` (the element pressed with it), once; left for
 * another taker otherwise. `hydrated` marks the frame hydrated: later presses are the buttons' own.
 */
export function takeEarlyPress<Kind extends EarlyPress>(
  kinds: readonly Kind[],
  { hydrated = false } = {},
): { kind: Kind; target: Element | undefined } | undefined {
  const w = window as EarlyPressWindow;
  if (hydrated) w.__wardrobeHydrated = true;
  const kind = w.__wardrobeEarlyPress;
  if (kind === undefined || !(kinds as readonly string[]).includes(kind)) return undefined;
  const target = w.__wardrobeEarlyTarget;
  forget(w);
  return { kind: kind as Kind, target };
}

/** Whether the press before hydration was on this very element (hydration keeps the server's nodes); taken if so. */
export function takeEarlyPressOn(element: Element | null): boolean {
  const w = window as EarlyPressWindow;
  if (!element || w.__wardrobeEarlyTarget !== element) return false;
  forget(w);
  return true;
}

/** The press is taken: nobody acts on it twice. */
function forget(w: EarlyPressWindow) {
  w.__wardrobeEarlyPress = undefined;
  w.__wardrobeEarlyTarget = undefined;
}
