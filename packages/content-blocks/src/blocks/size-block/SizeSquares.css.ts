import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';
import { SQUARE_GROUP_MAX_PER_ROW } from '@wardrobe/domain-rules';

/**
 * The squares' colours, set inline by the block that holds them: ink (text and edge), hover (the fill on hover
 * and keyboard focus) and hoverInk (the text on that fill).
 */
export const squareInkVar = createVar();
export const squareHoverVar = createVar();
export const squareHoverInkVar = createVar();

/** One square's side: 64 px on phones, 72 px from 768 px (48 px is the smallest comfortable target). */
const side = createVar();

/**
 * The square group (spec 002 §9): as many squares per row as fit, never more than 10. The group is at most ten
 * squares and nine gaps wide (and a pixel, for rounding), so at 1280 px a row holds 10 and the rest wrap; on a
 * phone it wraps at 4. Flex, not grid, so a short last row can be centred with the rest (sizes banner).
 */
export const squares = recipe({
  base: {
    vars: { [side]: '4rem' },
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    width: '100%',
    maxInlineSize: `calc(${SQUARE_GROUP_MAX_PER_ROW} * ${side} + ${SQUARE_GROUP_MAX_PER_ROW - 1} * ${vars.space.xs} + 1px)`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [mediaQueries.md]: { vars: { [side]: '4.5rem' } },
    },
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center', marginInline: 'auto' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const item = style({ flex: '0 0 auto', margin: 0, padding: 0 });

/**
 * A size as a square link: its text and edge in the ink; on hover and keyboard focus filled with the hover
 * colour, its text in the colour that reads on it.
 */
export const square = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: side,
  minBlockSize: side,
  paddingInline: vars.space.xxs,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: squareInkVar,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: squareInkVar,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  textAlign: 'center',
  textDecoration: 'none',
  // A size name longer than the square widens it (never breaks mid-word): the group then holds fewer a row.
  whiteSpace: 'nowrap',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: squareHoverVar, color: squareHoverInkVar },
    '&:focus-visible': { outline: `3px solid ${squareInkVar}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'LinkText' },
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});
