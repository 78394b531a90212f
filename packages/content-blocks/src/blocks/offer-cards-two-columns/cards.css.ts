import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/*
 * The card grids' shared parts: the offer cards (two and three columns), the editorial cards and the tile cards
 * take their block frame, heading, grid and card text from here.
 */

/** Inset by the page's gutter, as the jump-off groups are: the cards' text never meets the screen's edge. */
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
  '@media': { [mediaQueries.md]: { gap: vars.space.medium, paddingInline: vars.space.xl } },
});

/** The block's optional title: the display face at the h3 size (the cards' titles are h5-sized). */
export const blockTitle = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
});

const columns = (count: 2 | 3) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/**
 * Spec 002 §9 "Offer grids: 2 or 3 columns from the small breakpoint" (the design system's `sm`, 576 px): one
 * column below it. Cells stretch to their row's height, so the cards of a row end level.
 */
export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.small,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      2: { '@media': { [mediaQueries.sm]: columns(2) } },
      3: { '@media': { [mediaQueries.sm]: columns(3) } },
      /** Tile cards: two columns from 576 px, three from 992 px. */
      tiles3: { '@media': { [mediaQueries.sm]: columns(2), [mediaQueries.lg]: columns(3) } },
    },
  },
  defaultVariants: { columns: 2 },
});

export const cell = style({ display: 'flex', minInlineSize: 0, margin: 0, padding: 0 });

/** A grid's only card keeps a column's width (two columns from 576 px), centred under the title. */
export const loneCell = style({
  '@media': {
    [mediaQueries.sm]: {
      gridColumn: '1 / -1',
      justifySelf: 'center',
      width: `calc((100% - ${vars.space.small}) / 2)`,
    },
  },
});

/** Each card's colours, set inline from its content: text (ink) on background (paper), and its footer's. */
export const inkVar = createVar();
export const paperVar = createVar();
export const footerInkVar = createVar();
export const footerPaperVar = createVar();

/**
 * An offer or editorial card: the shop's offer card look (Your Good Stuff), a 1 px grey border and 4 px radius
 * around the picture, the text and the footer. `textAlignment` aligns the text and the button.
 */
export const card = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    border: `1px solid ${vars.color.grey300}`,
    borderRadius: vars.radius.medium,
    overflow: 'hidden',
    backgroundColor: fallbackVar(paperVar, vars.color.surface),
    color: fallbackVar(inkVar, vars.color.text),
    overflowWrap: 'break-word',
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
  variants: {
    align: {
      Left: { textAlign: 'left' },
      Center: { textAlign: 'center' },
      Right: { textAlign: 'right' },
    },
  },
  defaultVariants: { align: 'Left' },
});

/** The picture's box, reserved before it loads (nothing shifts); the muted surface shows meanwhile. */
export const mediaBox = recipe({
  base: {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.text,
  },
  variants: {
    ratio: {
      /** Offers: the shop's offer picture (16:9). */
      wide: { aspectRatio: '16 / 9' },
      /** Editorial cards: 4:5 (spec 002 §3 "Aspect ratios"). */
      portrait: { aspectRatio: '4 / 5' },
      /** Tile cards: square. */
      square: { aspectRatio: '1 / 1' },
    },
  },
  defaultVariants: { ratio: 'wide' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  padding: vars.space.small,
});

/** Font options (spec 002 §3): Quisas, Quisas-2, Athletics. */
const fonts = {
  Quisas: { fontFamily: vars.font.quisas },
  'Quisas-2': { fontFamily: vars.font.quisas2 },
  Athletics: { fontFamily: vars.font.athletics },
} as const;

/** A card's title at the h5 size (the shop's offer title), in the face `titleFont` picks (Quisas by default). */
export const cardTitle = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.h5,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
  },
  variants: { font: fonts },
  defaultVariants: { font: 'Quisas' },
});

/** A card's description in the face `descriptionFont` picks (Athletics by default); the editor's line breaks kept. */
export const description = recipe({
  base: { margin: 0, whiteSpace: 'pre-line' },
  variants: { font: fonts },
  defaultVariants: { font: 'Athletics' },
});

/** The button at the card's foot, so the buttons of a row line up; placed as the text is aligned. */
export const actions = recipe({
  base: { display: 'flex', marginBlockStart: 'auto', paddingBlockStart: vars.space.xxs },
  variants: {
    align: {
      Left: { justifyContent: 'flex-start' },
      Center: { justifyContent: 'center' },
      Right: { justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { align: 'Left' },
});

/** The offer's footer (spec 002 §2): the valid-until date and the terms, small, on its own colour. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.grey300}`,
  backgroundColor: fallbackVar(footerPaperVar, 'transparent'),
  color: fallbackVar(footerInkVar, 'inherit'),
  fontSize: vars.fontSize.small,
  textAlign: 'start',
});

export const validUntil = style({ margin: 0 });

export const date = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/**
 * The terms control: a button that looks like the shop's terms link (bold, underlined, in the footer's colour),
 * at least 24 px high (WCAG 2.5.8).
 */
export const termsButton = style({
  minBlockSize: 24,
  padding: `${vars.space.xxs} 0`,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: '2px' },
  },
});

/** The terms panel's body (the shop's terms panel): the markdown terms, then the link to the full terms. */
export const termsBody = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${termsBody} p`, { margin: 0 });
