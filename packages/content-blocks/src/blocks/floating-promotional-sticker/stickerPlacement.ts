// Zod-free and DOM-light: the client island imports it; the maths is a pure function.

export interface FooterClearanceInput {
  /** The window's height (`innerHeight`). */
  viewportHeight: number;
  /** The sticker's distance from the window's bottom edge (its bottom margin), px. */
  bottomOffset: number;
  /** The sticker's height, px. */
  stickerHeight: number;
  /** The page footer's top and bottom edges in the window (`getBoundingClientRect`), px. */
  footerTop: number;
  footerBottom: number;
}

export interface FooterClearance {
  /** How far the sticker rises from its corner, px (0: it stays put). */
  lift: number;
  /** `false` when, risen, it would leave the top of the window: then it hides until there is room again. */
  fits: boolean;
}

/**
 * Keeps the floating sticker clear of the page footer's controls (its links, column buttons and logos): while
 * the footer's top edge is above the sticker's corner spot, the sticker rises to sit its own bottom margin above
 * the footer, as it sits above the window's edge; if that would take it out of the top of the window (the footer
 * fills the screen), it hides. A footer wholly above the spot (a short page) is not in the way.
 */
export function footerClearance({
  viewportHeight,
  bottomOffset,
  stickerHeight,
  footerTop,
  footerBottom,
}: FooterClearanceInput): FooterClearance {
  const bottom = viewportHeight - bottomOffset;
  const top = bottom - stickerHeight;
  const lift = bottom + bottomOffset - footerTop;
  if (lift <= 0 || footerBottom <= top) return { lift: 0, fits: true };
  return { lift, fits: top - lift >= bottomOffset };
}

/**
 * The page's footer: the first `footer` that is not inside an article, aside, main, nav or section (that one is
 * the page's `contentinfo` landmark), or an element with that role.
 */
export function findPageFooter(doc: Document): HTMLElement | undefined {
  for (const element of doc.querySelectorAll<HTMLElement>('footer, [role="contentinfo"]')) {
    if (element.getAttribute('role') === 'contentinfo') return element;
    if (!element.parentElement?.closest('article, aside, main, nav, section')) return element;
  }
  return undefined;
}
