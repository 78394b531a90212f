import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus';
import { type Breakpoint, breakpoints, mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { allRanges, rangeKey, SWATCH_BREAKPOINTS } from './swatches';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** No gap: each target's own padding spaces the chips, so a card fits more swatches per row. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

/** Swatches past the narrow limits: hidden until their breakpoint (mobile first). */
export const visibleFrom = Object.fromEntries(
  SWATCH_BREAKPOINTS.filter((bp) => bp !== 'xs').map((bp) => [
    bp,
    style({ display: 'none', '@media': { [mediaQueries[bp]]: { display: 'flex' } } }, `from-${bp}`),
  ]),
) as Record<Exclude<Breakpoint, 'xs'>, string>;

function rangeQuery(from: Breakpoint, until: Breakpoint | undefined): string | undefined {
  const min = from === 'xs' ? undefined : `(min-width: ${breakpoints[from]}px)`;
  const max = until === undefined ? undefined : `(max-width: ${breakpoints[until] - 0.02}px)`;
  const parts = [min, max].filter(Boolean);
  return parts.length ? `screen and ${parts.join(' and ')}` : undefined;
}

/** A '+N more' link shown only between two breakpoints (`rangeKey`). */
export const visibleBetween: Record<string, string> = Object.fromEntries(
  allRanges().map(([from, until]) => {
    const query = rangeQuery(from, until);
    const key = rangeKey(from, until);
    return [
      key,
      query ? style({ display: 'none', '@media': { [query]: { display: 'inline-flex' } } }, key) : '',
    ];
  }),
);

/** A swatch link: the chip and a margin round it are the target, 28 px or 44 px (WCAG 2.5.8 asks 24). */
export const swatch = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.pill,
    color: vars.color.text,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      // A hint of the ring on hover; the selected swatch keeps its own.
      '&[href]:not([aria-current]):hover::after': {
        content: '""',
        position: 'absolute',
        inset: 1,
        borderRadius: vars.radius.pill,
        border: `1px solid ${vars.color.grey700}`,
      },
      // The selected colour: a ring in the text colour around the chip (≥ 3:1 on the page).
      '&[aria-current]::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: vars.radius.pill,
        border: `2px solid ${vars.color.text}`,
      },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: {
          '&[aria-current]::after': { borderColor: 'Highlight' },
          '&:focus-visible': { outlineColor: 'Highlight' },
        },
      },
    },
  },
  variants: {
    size: {
      small: { width: 28, height: 28 },
      medium: { width: 44, height: 44 },
    },
  },
  defaultVariants: { size: 'small' },
});

/** The colour itself: an image or a flat colour, with a faint edge so white and cream show on white. */
export const chip = recipe({
  base: {
    display: 'block',
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surfaceMuted,
    boxShadow: `inset 0 0 0 1px ${vars.color.grey300}`,
    objectFit: 'cover',
    '@media': {
      // The colour is the content: keep it under forced colours, with a system-coloured edge.
      '(forced-colors: active)': { forcedColorAdjust: 'none', boxShadow: 'inset 0 0 0 1px CanvasText' },
    },
  },
  variants: {
    size: {
      small: { width: 20, height: 20 },
      medium: { width: 32, height: 32 },
    },
  },
  defaultVariants: { size: 'small' },
});

/** An image chip draws its edge on top of the photo. */
export const chipImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const more = style({
  alignItems: 'center',
  minHeight: 28,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

/** A '+N more' without a range class shows at every width. */
export const moreAlways = style({ display: 'inline-flex' });
