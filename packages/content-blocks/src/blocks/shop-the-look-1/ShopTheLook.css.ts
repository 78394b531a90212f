import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The block: inset by the page's gutter, as the jump-off groups are; the theme's text on the page. */
export const block = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  margin: 0,
  paddingInline: vars.space.small,
  color: vars.color.text,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
  '@media': { [mediaQueries.md]: { gap: vars.space.medium, paddingInline: vars.space.xl } },
});

/** The title (an h2) at the h3 size, in the editor's `titleFont`; `titleBold` picks bold, else medium weight. */
export const title = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.h3,
    lineHeight: vars.lineHeight.heading,
  },
  variants: {
    titleFont: {
      Quisas: { fontFamily: vars.font.quisas },
      'Quisas-2': { fontFamily: vars.font.quisas2 },
      Athletics: { fontFamily: vars.font.athletics },
    },
    titleBold: {
      true: { fontWeight: vars.fontWeight.bold },
      false: { fontWeight: vars.fontWeight.medium },
    },
  },
  defaultVariants: { titleFont: 'Quisas', titleBold: true },
});

const twoUp = 'repeat(2, minmax(0, 1fr))';

/**
 * The look and its two products, in grid areas so the markup keeps one order (the look, then the left and the
 * right product) at every width.
 *
 * - Below 768 px, both types: the look on top across the block, the two products side by side under it.
 * - Type one (`beside`) from 768 px: one row, the look a wider column (3:2:2) stretched to the row's height, at
 *   the `primaryBlockAlignment`: Left "look left right", Center "left look right", Right "left right look".
 * - Type two (`stacked`) from 768 px: the look as a wide banner across the block, the products centred under it,
 *   each a quarter of the block's width.
 * - Without a look picture the products sit side by side (type one: half the row each; type two as above).
 */
export const layout = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: twoUp,
    gridTemplateAreas: '"primary primary" "left right"',
    gap: vars.space.small,
    alignItems: 'start',
  },
  variants: {
    arrangement: {
      beside: {
        '@media': {
          [mediaQueries.md]: {
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) minmax(0, 2fr)',
            gridTemplateAreas: '"primary left right"',
            alignItems: 'stretch',
          },
        },
      },
      stacked: {
        '@media': {
          [mediaQueries.md]: {
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
            gridTemplateAreas: '"primary primary primary primary" ". left right ."',
          },
        },
      },
    },
    alignment: {
      Left: {},
      Center: {},
      Right: {},
    },
    /** No look picture: the products only. */
    withPrimary: {
      true: {},
      false: { gridTemplateAreas: '"left right"' },
    },
  },
  compoundVariants: [
    {
      variants: { arrangement: 'beside', alignment: 'Center', withPrimary: true },
      style: {
        '@media': {
          [mediaQueries.md]: {
            gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) minmax(0, 2fr)',
            gridTemplateAreas: '"left primary right"',
          },
        },
      },
    },
    {
      variants: { arrangement: 'beside', alignment: 'Right', withPrimary: true },
      style: {
        '@media': {
          [mediaQueries.md]: {
            gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 3fr)',
            gridTemplateAreas: '"left right primary"',
          },
        },
      },
    },
    {
      variants: { arrangement: 'beside', withPrimary: false },
      style: {
        '@media': { [mediaQueries.md]: { gridTemplateColumns: twoUp, gridTemplateAreas: '"left right"' } },
      },
    },
    {
      variants: { arrangement: 'stacked', withPrimary: false },
      style: { '@media': { [mediaQueries.md]: { gridTemplateAreas: '". left right ."' } } },
    },
  ],
  defaultVariants: { arrangement: 'beside', alignment: 'Left', withPrimary: true },
});

/**
 * The look's picture. The muted surface shows while it loads. Type one from 768 px: it fills its column to the
 * row's height (cropped, `cover`), so it stands as tall as the products beside it.
 */
export const primary = recipe({
  base: {
    gridArea: 'primary',
    position: 'relative',
    display: 'block',
    minInlineSize: 0,
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.text,
  },
  variants: {
    arrangement: { beside: {}, stacked: {} },
    linked: {
      true: {
        outline: 'none',
        selectors: {
          '&:focus-visible': {
            outline: `3px solid ${vars.color.focusRing}`,
            outlineOffset: '2px',
            boxShadow: `0 0 0 2px ${vars.color.focusRingContrast}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { arrangement: 'beside', linked: false },
});

/** The picture itself (two classes, so it wins over the design system's `height: auto`). */
export const primaryMedia = style({ objectFit: 'cover' });

globalStyle(`${primary.classNames.variants.arrangement.beside} > ${primaryMedia}`, {
  '@media': { [mediaQueries.md]: { position: 'absolute', inset: 0, height: '100%' } },
});

/** A product: one link holding its picture (4:5), its title and its price. */
export const product = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${vars.color.focusRingContrast}`,
    },
  },
});

export const leftProduct = style({ gridArea: 'left' });
export const rightProduct = style({ gridArea: 'right' });

/** The product picture's reserved 4:5 box. */
export const productMedia = style({
  display: 'block',
  overflow: 'hidden',
  aspectRatio: '4 / 5',
  marginBlockEnd: vars.space.xxs,
  backgroundColor: vars.color.surfaceMuted,
});

export const productTitle = style({
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.15em',
  selectors: { [`${product}:hover &`]: { textDecorationLine: 'underline' } },
});

export const price = style({
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  fontVariantNumeric: 'tabular-nums',
});
