import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';
import {
  HERO_BUTTON_CONTAINER,
  HERO_BUTTON_GAP,
  MIN_CALLS_TO_ACTION_HEIGHT,
  wordFitFontSize,
} from '@wardrobe/domain-rules';
import { positionVariants } from '../../shared/placement';

/** The entry's colours (text, background), the title's widest word and the buttons' height, set inline. */
export const inkVar = createVar();
export const backgroundVar = createVar();
export const widestWordVar = createVar();
export const buttonHeightVar = createVar();

/** The text box is never wider than this (from 768 px). */
const CONTENT_MAX_WIDTH = '60rem';

/**
 * The banner's box is reserved by an aspect ratio (4:5 below 768 px, 16:9 from there up), so nothing moves when
 * the media arrives. It is not a scroll container, so content taller than the box grows it instead of spilling.
 */
export const banner = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'grid',
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  aspectRatio: '4 / 5',
  // The title's size fits the banner's own width (`cqi`), not the window's.
  containerType: 'inline-size',
  color: inkVar,
  backgroundColor: backgroundVar,
  '@media': {
    [mediaQueries.md]: { aspectRatio: '16 / 9' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** The background media fills the banner behind the text. No z-index: the video's control rises above the text. */
export const media = style({ position: 'absolute', inset: 0, overflow: 'hidden' });

/** The image or the video's box, stretched over the whole banner (cropped to fit). */
export const mediaItem = style({
  selectors: { [`${media} &`]: { width: '100%', height: '100%', objectFit: 'cover' } },
});

// The video's Pause/Play control stays above the text layer (and outside the whole-banner link).
globalStyle(`${media} button`, { zIndex: 1 });

/**
 * The text layer over the media (a `div`, or the whole-banner link): the Quisas box's row at the top, the texts
 * in the middle, the Quisas box's row at the bottom, so the box never covers the texts. Its block padding (60 px)
 * keeps everything clear of the video's control (44 px, 12 px from the corner).
 */
export const contentArea = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    gridTemplateColumns: 'minmax(0, 1fr)',
    boxSizing: 'border-box',
    minWidth: 0,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.small,
    color: 'inherit',
    textDecoration: 'none',
    '@media': { [mediaQueries.md]: { paddingInline: vars.space.xxl } },
  },
  variants: {
    /** The whole banner is one link: a two-tone ring inside its edge, readable over any background. */
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
  defaultVariants: { linked: false },
});

/** Where the text box sits: block axis (alignSelf) and inline axis (justifySelf). */
const placeVariants = (desktop: boolean) =>
  positionVariants(({ block, inline }) => ({ alignSelf: block, justifySelf: inline }), desktop);

type Alignment = 'Left' | 'Center' | 'Right';
const ALIGN: Record<Alignment, { alignItems: string; textAlign: 'left' | 'center' | 'right' }> = {
  Left: { alignItems: 'flex-start', textAlign: 'left' },
  Center: { alignItems: 'center', textAlign: 'center' },
  Right: { alignItems: 'flex-end', textAlign: 'right' },
};

/** The text box: title, sub title and buttons in a column, placed per width and aligned by the entry. */
export const content = recipe({
  base: {
    gridRow: 2,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    minWidth: 0,
    maxWidth: '100%',
    '@media': { [mediaQueries.md]: { maxWidth: `min(100%, ${CONTENT_MAX_WIDTH})` } },
  },
  variants: {
    positionMobile: placeVariants(false),
    positionDesktop: placeVariants(true),
    alignment: ALIGN,
  },
  defaultVariants: { positionMobile: 'Center', positionDesktop: 'Center', alignment: 'Center' },
});

/**
 * The title in the display face at the shop's Title 1 size, reduced on a narrow banner only as much as its
 * widest word needs to fit across the text box.
 */
export const title = style({
  maxWidth: '100%',
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: wordFitFontSize(
    vars.fontSize.title1,
    `${widestWordVar}`,
    `min(100cqi - 2 * ${vars.space.small}, ${CONTENT_MAX_WIDTH})`,
  ),
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // A word longer than the banner at 1.5rem breaks rather than spill out.
  overflowWrap: 'break-word',
  '@media': {
    [mediaQueries.md]: {
      fontSize: wordFitFontSize(
        vars.fontSize.title1,
        `${widestWordVar}`,
        `min(100cqi - 2 * ${vars.space.xxl}, ${CONTENT_MAX_WIDTH})`,
      ),
    },
  },
  selectors: {
    // The whole banner is a link: its title underlines on hover, as a link does.
    [`${contentArea.classNames.variants.linked.true}:hover &`]: {
      textDecorationLine: 'underline',
      textDecorationThickness: '0.04em',
      textUnderlineOffset: '0.12em',
    },
  },
});

export const subTitle = style({
  maxWidth: '100%',
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
});

/**
 * The calls to action: 220 px containers 1.5rem apart (spec §9's hero buttons), in a wrapping row or, with
 * `callsToActionColumn`, one column; lined up by the text alignment.
 */
export const buttons = recipe({
  base: {
    display: 'flex',
    gap: HERO_BUTTON_GAP,
    boxSizing: 'border-box',
    maxWidth: '100%',
    marginBlockStart: vars.space.xs,
  },
  variants: {
    column: {
      true: { flexDirection: 'column' },
      false: { flexDirection: 'row', flexWrap: 'wrap' },
    },
    alignment: {
      Left: { justifyContent: 'flex-start', alignItems: 'flex-start' },
      Center: { justifyContent: 'center', alignItems: 'center' },
      Right: { justifyContent: 'flex-end', alignItems: 'flex-end' },
    },
  },
  defaultVariants: { column: false, alignment: 'Center' },
});

/** One button's 220 px container; the button fills it. */
export const buttonContainer = style({
  display: 'flex',
  flex: 'none',
  width: HERO_BUTTON_CONTAINER,
  maxWidth: '100%',
});

/** The button (a link, or the whole-banner link's button-looking text) at the editor's height, 44 px at least. */
export const button = style({
  selectors: {
    [`${buttonContainer} &`]: {
      flex: '1 1 auto',
      width: '100%',
      minHeight: `max(${MIN_CALLS_TO_ACTION_HEIGHT}px, ${buttonHeightVar})`,
    },
  },
});

/**
 * The Quisas box (the footer's look): the display face on the brand teal with its black text, in a corner of the
 * banner: the top or bottom row, at its start or end.
 */
export const quisasBox = recipe({
  base: {
    boxSizing: 'border-box',
    maxWidth: 'min(100%, 16rem)',
    margin: 0,
    padding: vars.space.small,
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    borderRadius: vars.radius.medium,
    '@media': {
      [mediaQueries.md]: { maxWidth: 'min(100%, 20rem)' },
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    position: {
      'Top Left': { gridRow: 1, justifySelf: 'start', marginBlockEnd: vars.space.small },
      'Top Right': { gridRow: 1, justifySelf: 'end', marginBlockEnd: vars.space.small },
      'Bottom Left': { gridRow: 3, justifySelf: 'start', marginBlockStart: vars.space.small },
      'Bottom Right': { gridRow: 3, justifySelf: 'end', marginBlockStart: vars.space.small },
    },
  },
  defaultVariants: { position: 'Top Right' },
});

export const quisasText = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});
