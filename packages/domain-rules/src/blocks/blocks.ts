/**
 * The display rules of single content blocks (spec 002): which links and buttons show, layouts, defaults and
 * limits. `@wardrobe/content-blocks` renders the blocks and imports these; the shapes here are structural
 * ("…Like"), so the blocks' parsed entries fit them without this package knowing their schemas.
 */
import { parseRichText, signUpCallToActionShown } from '../content/content';
import { jumpOffColumns } from '../content/layout';
import { type ContentMediaLink, imageAltText } from '../content/media';
import { nonEmpty } from '../content/text';

// Link group

/** A link of a group as the content model holds it (spec 002 §3 "links {text, link}"). */
export interface LinkGroupLinkLike {
  text?: string | null | undefined;
  link?: string | null | undefined;
}

/** A link of a link group is shown only with text (its accessible name) and a link (else it is no link). */
export function linkGroupLinkShown(link: LinkGroupLinkLike | null | undefined): boolean {
  return Boolean(link && nonEmpty(link.text) && nonEmpty(link.link));
}

/** The links a shopper sees, in the editor's order. */
export function shownLinkGroupLinks<Link extends LinkGroupLinkLike>(
  links: readonly Link[] | null | undefined,
): (Link & { text: string; link: string })[] {
  return (links ?? []).filter((link): link is Link & { text: string; link: string } =>
    linkGroupLinkShown(link),
  );
}

// Size block, sizes banner and navigation links banner: buttons with text and a link, no style

/** Spec 002 §9 "Call-to-action square group: up to 10 buttons per row". */
export const SQUARE_GROUP_MAX_PER_ROW = 10;

/** A size button as the content model holds it (spec 002 §3 "callsToAction {buttonText, buttonLink}"). */
export interface SizeButtonLike {
  buttonText?: string | null | undefined;
  buttonLink?: string | null | undefined;
}

/**
 * A size button is shown only with text (its name) and a link. The model's size buttons have no style, so the
 * general rule (`hasCallToAction`: text, link and style) cannot apply; this is the sign-up buttons' rule (§5,
 * `signUpCallToActionShown`), typed to narrow the button.
 */
export function sizeButtonShown<Button extends SizeButtonLike>(
  button: Button | null | undefined,
): button is Button & { buttonText: string; buttonLink: string } {
  return signUpCallToActionShown(button);
}

/** The size buttons a shopper sees, in the editor's order. */
export function shownSizeButtons<Button extends SizeButtonLike>(
  buttons: readonly Button[] | null | undefined,
): (Button & { buttonText: string; buttonLink: string })[] {
  return (buttons ?? []).filter((button) => sizeButtonShown(button));
}

/**
 * A link of the navigation links banner is shown only with text (its name) and a link: `hasCallToAction` also
 * needs a style, a field these links do not have. The size buttons' rule, so the same function.
 */
export const navigationBannerLinkShown = sizeButtonShown;

// Navigation links banner

/** The banner's breakpoints (mobile below 768 px, tablet from 768 px, desktop from 992 px), narrowest first. */
export const BANNER_BREAKPOINTS = ['mobile', 'tablet', 'desktop'] as const;
export type BannerBreakpoint = (typeof BANNER_BREAKPOINTS)[number];

/**
 * The picture each breakpoint shows: its own, else the nearest one given (tablet, then desktop, then mobile for
 * the mobile picture; desktop then mobile for the tablet; tablet then mobile for the desktop).
 */
export function bannerMediaByBreakpoint<Media>(media: {
  mediaDesktop?: Media | undefined;
  mediaTablet?: Media | undefined;
  mediaMobile?: Media | undefined;
}): Record<BannerBreakpoint, Media | undefined> {
  const { mediaDesktop, mediaTablet, mediaMobile } = media;
  return {
    mobile: mediaMobile ?? mediaTablet ?? mediaDesktop,
    tablet: mediaTablet ?? mediaDesktop ?? mediaMobile,
    desktop: mediaDesktop ?? mediaTablet ?? mediaMobile,
  };
}

/**
 * One element per picture: neighbouring breakpoints that show the same picture share one element (so one
 * picture given is one `<img>`), in order from the narrowest.
 */
export function bannerMediaGroups<Media>(
  byBreakpoint: Record<BannerBreakpoint, Media | undefined>,
): { media: Media; breakpoints: BannerBreakpoint[] }[] {
  const groups: { media: Media; breakpoints: BannerBreakpoint[] }[] = [];
  for (const breakpoint of BANNER_BREAKPOINTS) {
    const media = byBreakpoint[breakpoint];
    if (media === undefined) continue;
    const last = groups.at(-1);
    const previous = BANNER_BREAKPOINTS[BANNER_BREAKPOINTS.indexOf(breakpoint) - 1];
    if (last && last.media === media && previous !== undefined && last.breakpoints.includes(previous)) {
      last.breakpoints.push(breakpoint);
    } else {
      groups.push({ media, breakpoints: [breakpoint] });
    }
  }
  return groups;
}

// Jump-off groups

/**
 * Spec 002 §9: 2 tiles in two columns, 3 in three, 4 in four on large screens (`jumpOffColumns`).
 * Reading: a group left with one valid tile keeps two columns, so the tile has the width it has in a group of two
 * rather than stretching across the page.
 */
export function jumpOffGroupColumns(validTiles: number): 2 | 3 | 4 {
  const columns = jumpOffColumns(validTiles);
  return columns === 1 ? 2 : columns;
}

// Tall image block

/** Rich text as the words it shows: tags dropped, spaces collapsed, case folded. */
function plainWords(text: string): string {
  return parseRichText(text)
    .tokens.map((token) => token.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en');
}

/**
 * Tall image block (spec 002 §2 "a decorative text block"): does the decorative text only repeat the title? Then
 * it is hidden from assistive technology, so the title is not read twice; any other decorative text carries words
 * of its own and is read. Compared as shown: underline tags, spacing and case do not count.
 */
export function decorativeTextRepeatsTitle(
  decorativeText: string | null | undefined,
  title: string | null | undefined,
): boolean {
  if (!decorativeText || !title) return false;
  const words = plainWords(decorativeText);
  return words !== '' && words === plainWords(title);
}

// Floating promotional sticker

/** The session-storage key prefix of closed stickers. */
export const STICKER_CLOSED_PREFIX = 'wardrobe:sticker-closed:';

/**
 * The key that remembers, for the rest of the visit, that this sticker was closed: its entry's delivery id, else
 * its delivery key. `undefined` for an entry that has neither (built by hand): it closes for this view only.
 */
export function stickerMemoryKey(meta: {
  deliveryId?: string | undefined;
  deliveryKey?: string | undefined;
}): string | undefined {
  const id = meta.deliveryId?.trim() || meta.deliveryKey?.trim();
  return id ? `${STICKER_CLOSED_PREFIX}${id}` : undefined;
}

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

// Custom HTML block

/** The message the frame's height script posts to the page: `{ type, height }`, the document's height in px. */
export const CUSTOM_HTML_HEIGHT_MESSAGE = 'wardrobe:custom-html-height';

/** The message the page posts to the frame once it listens, asking for the height again (it may have missed it). */
export const CUSTOM_HTML_MEASURE_MESSAGE = 'wardrobe:custom-html-measure';

/**
 * The tallest height the page accepts from a frame. A reading: far taller than any block should be, and short of
 * a runaway (content sized in `vh` grows with its frame, so it would otherwise grow without end).
 */
export const CUSTOM_HTML_MAX_HEIGHT = 10_000;

/** What the page reads of a `message` event (a `MessageEvent` fits). */
export interface FrameMessageLike {
  data: unknown;
  origin: string;
  source: unknown;
}

/**
 * The frame's new height from a message the page received, or `undefined` to ignore it. Only a message from this
 * frame's own window counts (any frame or window can post to the page), only from an opaque origin (`'null'`: the
 * frame is sandboxed without allow-same-origin), and only a finite height from 0 to `CUSTOM_HTML_MAX_HEIGHT`.
 */
export function frameHeightFromMessage(
  event: FrameMessageLike,
  frameWindow: object | null | undefined,
): number | undefined {
  if (!frameWindow || event.source !== frameWindow || event.origin !== 'null') return undefined;
  const data: unknown = event.data;
  if (data === null || typeof data !== 'object') return undefined;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== CUSTOM_HTML_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height))
    return undefined;
  if (height < 0 || height > CUSTOM_HTML_MAX_HEIGHT) return undefined;
  return Math.ceil(height);
}

// Hero banners

/** Spec 002 §9 "Hero buttons: layouts of 1 to 4 buttons": at most four calls to action are shown. */
export const HERO_BANNER_1_MAX_CALLS_TO_ACTION = 4;

/** Spec 002 §9 "Hero buttons: … each container 220px with 1.5rem gaps" (both hero banners). */
export const HERO_BUTTON_CONTAINER = '220px';
export const HERO_BUTTON_GAP = '1.5rem';

/**
 * A CSS font size: `size`, unless a word `widestWord` em wide (a CSS number, `widestWordEm`) would not fit across
 * `available` (a CSS length); then the size at which it fits, never below 1.5rem (or `size`, if smaller; a word
 * still too wide then breaks). So a 94 px heading stays 94 px wherever its words fit, and shrinks on a narrow
 * banner only as much as its widest word needs.
 */
export function wordFitFontSize(size: string, widestWord: string, available: string): string {
  return `clamp(min(1.5rem, ${size}), calc(${available} / ${widestWord}), ${size})`;
}

/** Letter widths in em, a little generous for the shop's display (Quisas) and body (Athletics) faces. */
const LETTER_EM: readonly (readonly [RegExp, number])[] = [
  [/[ijlt.,;:!|'’"()-]/, 0.32],
  [/[frsIJ1]/, 0.45],
  [/[mwMW@%]/, 0.95],
  [/\p{Lu}/u, 0.75],
];
const OTHER_LETTER_EM = 0.6;
/** Headroom over the estimate, so that a word estimated to fit does fit. */
const WORD_FIT_MARGIN = 1.1;

/**
 * The estimated width of the text's widest word, in em (rounded up to two decimals, at least 1). Reading of "the
 * text sits within the banner at 375 px": a text keeps the editor's size unless its widest word would not fit
 * across the text box; then it shrinks until that word fits (`wordFitFontSize`), never below 1.5rem.
 */
export function widestWordEm(text: string): number {
  const widths = text
    .split(/\s+/)
    .map((word) =>
      [...word].reduce(
        (sum, letter) => sum + (LETTER_EM.find(([pattern]) => pattern.test(letter))?.[1] ?? OTHER_LETTER_EM),
        0,
      ),
    );
  // `toFixed` first: 4 × 1.1 × 100 is 440.00000000000006 in floating point, which must not round up to 4.41.
  return Math.max(1, Math.ceil(Number((Math.max(...widths) * WORD_FIT_MARGIN * 100).toFixed(6))) / 100);
}

const rem = (px: number) => `${px / 16}rem`;

/** The editor's desktop and mobile sizes in rem, so they follow the shopper's text size. */
export function heroFontSizes(desktopPx: number, mobilePx: number): { desktop: string; mobile: string } {
  return { desktop: rem(desktopPx), mobile: rem(mobilePx) };
}

/**
 * `buttonsLayout` (1–4): how many buttons stand side by side. Reading: absent, all the shown buttons share one
 * row; with no button it does not matter (1).
 */
export function heroButtonsLayout(buttonsLayout: number | undefined, shown: number): 1 | 2 | 3 | 4 {
  const columns = buttonsLayout ?? shown;
  return Math.min(Math.max(Math.trunc(columns), 1), HERO_BANNER_1_MAX_CALLS_TO_ACTION) as 1 | 2 | 3 | 4;
}

/** What names hero banner 1's whole-banner link: its texts and its backgrounds with their alt texts. */
export interface HeroBanner1Naming {
  topHeading?: string | undefined;
  heading?: string | undefined;
  subHeading?: string | undefined;
  backgroundDesktop?: ContentMediaLink | undefined;
  backgroundMobile?: ContentMediaLink | undefined;
  backgroundDesktopAltText?: string | undefined;
  backgroundMobileAltText?: string | undefined;
}

/** The banner's texts that are present (not blank), in reading order. */
export function heroBanner1Texts({ topHeading, heading, subHeading }: HeroBanner1Naming): string[] {
  return [topHeading, heading, subHeading].filter(nonEmpty);
}

/**
 * The accessible name of the whole-banner link: its texts (they are inside it), else the backgrounds' alt text
 * (the desktop one first, each falling back to the media's own alt, spec 002 §5), else ''.
 */
export function heroBanner1LinkName(entry: HeroBanner1Naming): string {
  const texts = heroBanner1Texts(entry);
  if (texts.length > 0) return texts.join(' ');
  return (
    imageAltText(entry.backgroundDesktopAltText, entry.backgroundDesktop) ||
    imageAltText(entry.backgroundMobileAltText, entry.backgroundMobile)
  );
}

/** Hero banner 2's `callsToActionHeight` when absent: the design system's button height, px. */
export const DEFAULT_CALLS_TO_ACTION_HEIGHT = 48;
/** The smallest height a call to action is drawn at, px: a comfortable touch target (WCAG 2.5.5's 44 px). */
export const MIN_CALLS_TO_ACTION_HEIGHT = 44;
/** Hero banner 2's background when the editor picks none. */
export const HERO_BANNER_2_DEFAULT_BACKGROUND = '#FFFFFF';

/** The height a call to action is drawn at, px: the editor's, at least 44. */
export function callsToActionHeightPx(height: number): number {
  return Math.max(MIN_CALLS_TO_ACTION_HEIGHT, height);
}
