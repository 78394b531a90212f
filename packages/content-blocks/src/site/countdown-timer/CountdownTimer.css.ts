import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The entry's colours, set inline (`textColour` → ink, `backgroundColour` → paper), as the banners do. */
export const inkVar = createVar();
export const paperVar = createVar();

/**
 * A slim full-width banner: the text, then the time left. Below 768 px they stack, centred; from 768 px they
 * sit on one line. Its size never depends on the clock: the digit boxes have a fixed width (three digits fit,
 * so 100+ days do not widen it either), and the server's placeholders take the same boxes as the numbers.
 */
export const banner = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    rowGap: vars.space.xxs,
    columnGap: vars.space.small,
    boxSizing: 'border-box',
    width: '100%',
    margin: 0,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.small,
    color: inkVar,
    backgroundColor: paperVar,
    textAlign: 'center',
    textDecoration: 'none',
    '@media': {
      [mediaQueries.md]: { flexDirection: 'row' },
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    /** The whole banner is one link: the text underlines on hover, focus shows inside the banner's edge. */
    linked: {
      true: {
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          '&:focus-visible': { outline: `3px solid ${inkVar}`, outlineOffset: '-6px' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { linked: false },
});

export const text = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textUnderlineOffset: '0.2em',
  selectors: {
    [`${banner.classNames.variants.linked.true}:hover &`]: { textDecorationLine: 'underline' },
  },
});

/** role="timer": days : hours : minutes : seconds. */
export const timer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.athletics,
});

/** One unit and the colon before it. */
export const segment = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const unit = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

/** Two digits (three for 100+ days), tabular so they do not jiggle; a fixed width, so '--' → '05' moves nothing. */
export const digits = style({
  display: 'block',
  inlineSize: '2.2em',
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const separator = style({
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export { visuallyHidden } from '../../shared/visuallyHidden.css';
