import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The block's colours, set inline: its background (paper) and its title's colour. */
export const paperVar = createVar();
export const titleInkVar = createVar();
/** Each card's colours, set inline on the card: its background, its title's and its description's colours. */
export const cardPaperVar = createVar();
export const cardTitleInkVar = createVar();
export const cardDescriptionInkVar = createVar();

/** The block: its background across the page, its content inset by the page's gutter (as the groups are). */
export const block = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  color: titleInkVar,
  backgroundColor: paperVar,
  '@media': { [mediaQueries.md]: { gap: vars.space.medium, paddingInline: vars.space.xl } },
});

/** The carousel's title: the display face at the h3 size (the cards' titles are h4-sized). */
export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: titleInkVar,
  overflowWrap: 'break-word',
});

/**
 * The plain list (no screen size scrolls): stacked below 768 px; from 768 px one row of up to 3 cards, each a
 * third of the row as in the carousel, fewer than 3 in the middle. Cells stretch to the row's height.
 */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { flexDirection: 'row', justifyContent: 'center', gap: vars.space.small },
  },
});

export const item = style({
  display: 'flex',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { flex: `0 1 calc((100% - 2 * ${vars.space.small}) / 3)` },
  },
});

/** A card: its 4:5 picture (reserved before it loads), then its words on its own colour. Fills its slide or cell. */
export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  color: cardTitleInkVar,
  backgroundColor: cardPaperVar,
  overflowWrap: 'break-word',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const picture = style({ display: 'block', width: '100%' });

/** The card's words: Left (default), Center or Right, the button following the text's alignment. */
export const words = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    gap: vars.space.xs,
    padding: vars.space.small,
  },
  variants: {
    alignment: {
      Left: { textAlign: 'left', alignItems: 'flex-start' },
      Center: { textAlign: 'center', alignItems: 'center' },
      Right: { textAlign: 'right', alignItems: 'flex-end' },
    },
  },
  defaultVariants: { alignment: 'Left' },
});

export const cardTitle = style({
  margin: 0,
  maxInlineSize: '100%',
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: cardTitleInkVar,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxInlineSize: '100%',
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: cardDescriptionInkVar,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** The call to action sits at the card's foot, so the buttons of a row line up. */
export const action = style({
  display: 'flex',
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xs,
});
