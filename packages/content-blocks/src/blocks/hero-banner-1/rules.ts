import { imageAltText } from '@wardrobe/domain-rules';
import type { BlockMediaLink } from '../../shared/BlockMedia';

/*
 * Pure rules of hero banner 1 that domain-rules does not have yet (they belong there: zod-free, React-free).
 */

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

export interface HeroBanner1Naming {
  topHeading?: string | undefined;
  heading?: string | undefined;
  subHeading?: string | undefined;
  backgroundDesktop?: BlockMediaLink | undefined;
  backgroundMobile?: BlockMediaLink | undefined;
  backgroundDesktopAltText?: string | undefined;
  backgroundMobileAltText?: string | undefined;
}

/** The banner's texts that are present (not blank), in reading order. */
export function heroBanner1Texts({ topHeading, heading, subHeading }: HeroBanner1Naming): string[] {
  return [topHeading, heading, subHeading].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
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
