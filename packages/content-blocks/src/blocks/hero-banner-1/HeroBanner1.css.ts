import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';
import { HERO_BUTTON_CONTAINER, HERO_BUTTON_GAP, wordFitFontSize } from '@wardrobe/domain-rules';
import { positionVariants } from '../../shared/placement';

/** Each text's colour and its mobile and desktop font sizes, set inline from the entry. */
export const textColourVar = createVar();
export const fontSizeMobileVar = createVar();
export const fontSizeDesktopVar = createVar();
/** The text's widest word, in em (`widestWordEm`). */
export const widestWordVar = createVar();

/** The text box is never wider than this (from 768 px). */
const CONTENT_MAX_WIDTH = '60rem';

/** The editor's size, fitted to the text box: the banner's width (`cqi`) less its padding, at most 60rem. */
const fittedSize = (size: string, padding: string) =>
  wordFitFontSize(size, `${widestWordVar}`, `min(100cqi - 2 * ${padding}, ${CONTENT_MAX_WIDTH})`);

/**
 * The banner's box is reserved by an aspect ratio (4:5 below 768 px, 16:9 from there up), so nothing moves when
 * the media arrives. It is not a scroll container, so a text taller than the box grows it instead of spilling.
 */
export const banner = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'grid',
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  aspectRatio: '4 / 5',
  // The texts' sizes fit the banner's own width (`cqi`), not the window's.
  containerType: 'inline-size',
  // Behind the media while it loads.
  backgroundColor: vars.color.grey900,
  '@media': {
    [mediaQueries.md]: { aspectRatio: '16 / 9' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** The background fills the banner behind the text. No z-index: the video's control must rise above the text. */
export const media = style({ position: 'absolute', inset: 0, overflow: 'hidden' });

/** The image or the video's box, stretched over the whole banner (cropped to fit). */
export const mediaItem = style({
  selectors: { [`${media} &`]: { width: '100%', height: '100%', objectFit: 'cover' } },
});

// The video's Pause/Play control stays above the text layer (and outside the whole-banner link), so it can
// always be reached and pressed.
globalStyle(`${media} button`, { zIndex: 1 });

/** Where the text box sits: block axis (alignItems) and inline axis (justifyItems). */
const placeVariants = (desktop: boolean) =>
  positionVariants(({ block, inline }) => ({ alignItems: block, justifyItems: inline }), desktop);

/**
 * The text layer over the media (a `div`, or the whole-banner link). Its block padding (60 px) keeps text and
 * buttons clear of the video's control (44 px, 12 px from the corner).
 */
export const contentArea = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    boxSizing: 'border-box',
    minWidth: 0,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.small,
    color: 'inherit',
    textDecoration: 'none',
    '@media': { [mediaQueries.md]: { paddingInline: vars.space.xxl } },
  },
  variants: {
    positionMobile: placeVariants(false),
    positionDesktop: placeVariants(true),
    /** The whole banner is one link: a two-tone ring inside its edge, readable over any picture. */
    linked: {
      true: {
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          '&:focus-visible': {
            outline: `3px solid ${vars.color.focusRing}`,
            outlineOffset: '-6px',
            boxShadow: `inset 0 0 0 3px ${vars.color.focusRingContrast}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { positionMobile: 'Center', positionDesktop: 'Center', linked: false },
});

type Alignment = 'Left' | 'Center' | 'Right';
const ALIGN: Record<Alignment, { alignItems: string; textAlign: 'left' | 'center' | 'right' }> = {
  Left: { alignItems: 'flex-start', textAlign: 'left' },
  Center: { alignItems: 'center', textAlign: 'center' },
  Right: { alignItems: 'flex-end', textAlign: 'right' },
};

const alignVariants = (desktop: boolean) =>
  Object.fromEntries(
    Object.entries(ALIGN).map(([alignment, align]) => [
      alignment,
      desktop ? { '@media': { [mediaQueries.md]: align } } : align,
    ]),
  ) as Record<Alignment, object>;

/** The text box: texts and buttons in a column, lined up by the inner content alignment. */
export const content = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    minWidth: 0,
    maxWidth: '100%',
    '@media': { [mediaQueries.md]: { maxWidth: `min(100%, ${CONTENT_MAX_WIDTH})` } },
  },
  variants: {
    alignmentMobile: alignVariants(false),
    alignmentDesktop: alignVariants(true),
  },
  defaultVariants: { alignmentMobile: 'Center', alignmentDesktop: 'Center' },
});

/** One of the three texts, in the editor's colour, font and sizes (fitted to the banner, `fittedSize`). */
export const text = recipe({
  base: {
    maxWidth: '100%',
    margin: 0,
    color: textColourVar,
    fontSize: fittedSize(fontSizeMobileVar, vars.space.small),
    // A word longer than the banner at 1.5rem breaks rather than spill out.
    overflowWrap: 'break-word',
    '@media': {
      [mediaQueries.md]: { fontSize: fittedSize(fontSizeDesktopVar, vars.space.xxl) },
      '(forced-colors: active)': { color: 'CanvasText' },
    },
  },
  variants: {
    font: {
      Quisas: { fontFamily: vars.font.quisas },
      'Quisas-2': { fontFamily: vars.font.quisas2 },
      Athletics: { fontFamily: vars.font.athletics },
    },
    part: {
      topHeading: { fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.heading },
      heading: { fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.tight },
      subHeading: { fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.heading },
    },
    /** The whole banner is a link: its heading underlines on hover, as a link does. */
    linked: {
      true: {
        selectors: {
          [`${contentArea.classNames.variants.linked.true}:hover &`]: {
            textDecorationLine: 'underline',
            textDecorationThickness: '0.04em',
            textUnderlineOffset: '0.12em',
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { font: 'Athletics', part: 'heading', linked: false },
});

type Layout = '1' | '2' | '3' | '4';
const JUSTIFY: Record<Alignment, string> = { Left: 'flex-start', Center: 'center', Right: 'flex-end' };

/**
 * The calls to action: `buttonsLayout` containers of 220 px side by side, 1.5rem apart, then the next row. The
 * row is never wider than the text box, so on a narrow banner the buttons wrap (one per row at 375 px).
 */
export const buttons = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: HERO_BUTTON_GAP,
    boxSizing: 'border-box',
    width: 'fit-content',
    marginBlockStart: vars.space.xs,
  },
  variants: {
    layout: Object.fromEntries(
      ([1, 2, 3, 4] as const).map((columns) => [
        String(columns),
        {
          maxWidth: `min(100%, calc(${columns} * ${HERO_BUTTON_CONTAINER} + ${columns - 1} * ${HERO_BUTTON_GAP}))`,
        },
      ]),
    ) as Record<Layout, object>,
    alignmentMobile: Object.fromEntries(
      Object.entries(JUSTIFY).map(([alignment, justifyContent]) => [alignment, { justifyContent }]),
    ) as Record<Alignment, object>,
    alignmentDesktop: Object.fromEntries(
      Object.entries(JUSTIFY).map(([alignment, justifyContent]) => [
        alignment,
        { '@media': { [mediaQueries.md]: { justifyContent } } },
      ]),
    ) as Record<Alignment, object>,
  },
  defaultVariants: { layout: '1', alignmentMobile: 'Center', alignmentDesktop: 'Center' },
});

/** One button's 220 px container; the button fills it. */
export const buttonContainer = style({
  display: 'flex',
  flex: `0 0 ${HERO_BUTTON_CONTAINER}`,
  width: HERO_BUTTON_CONTAINER,
  maxWidth: '100%',
});

export const button = style({
  selectors: { [`${buttonContainer} &`]: { flex: '1 1 auto', width: '100%' } },
});
