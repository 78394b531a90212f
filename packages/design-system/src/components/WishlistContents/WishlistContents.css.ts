import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

/** An item's picture box: 96 × 128 (3:4), reserved before the picture loads (as a bag line's). */
export const WISHLIST_IMAGE_BOX = { width: 96, height: 128 } as const;

/**
 * Below this item width Add to Bag (about 110 px) and Remove (about 80 px) no longer fit beside the picture, so
 * they move under it, across the whole item (a 320 px screen's side panel is 256 px wide).
 */
const NARROW_ITEM = '(max-width: 359px)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

export const empty = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Items are divided by hairlines in the border colour (3:1, so the division shows in every theme). */
export const listItem = style({
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
});

/**
 * One item. The article carries `data-unavailable` (not purchasable); the parts below key their looks off it. It
 * is a size container, so the layout follows the item's own width (a side panel or a page), not the viewport's.
 */
export const item = style({
  containerType: 'inline-size',
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

/** The picture beside the details and the buttons under them; narrow, the buttons span the item. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `${WISHLIST_IMAGE_BOX.width}px minmax(0, 1fr)`,
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"media details" "media controls"',
  columnGap: vars.space.small,
  alignItems: 'start',
  '@container': {
    [NARROW_ITEM]: { gridTemplateAreas: '"media details" "controls controls"' },
  },
});

export const media = style({
  gridArea: 'media',
  width: WISHLIST_IMAGE_BOX.width,
  aspectRatio: `${WISHLIST_IMAGE_BOX.width} / ${WISHLIST_IMAGE_BOX.height}`,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.durationShort,
  selectors: {
    // An unavailable item fades its picture; 'Currently unavailable.' says it in words.
    [`${item}[data-unavailable] &`]: { opacity: 0.5 },
  },
});

export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The product name: a heading at the level the wishlist asks for, sized as body text. */
export const name = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationLine: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
});

/** Colour, Size, Length as "Name: value" rows. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const option = style({ display: 'flex', flexWrap: 'wrap', columnGap: '0.25em', minWidth: 0 });
export const optionName = style({ margin: 0 });
export const optionValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

/** 'Currently unavailable.': bold, in the text colour, with an alert icon, so it never relies on colour. */
export const unavailable = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

/** Lines the 16 px icon up with the first line of a 14 px / 1.5 message. */
export const messageIcon = style({ flexShrink: 0, marginBlockStart: '0.1875em' });

/** Add to Bag and Remove, side by side; they wrap on a narrow panel. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  gridArea: 'controls',
  marginBlockStart: vars.space.xs,
});

/** Both buttons are small (36 px high): above the 24 px WCAG 2.2 target size. */
export const addToBag = style({ flex: 'none' });
export const remove = style({ flex: 'none' });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const row = recipe({
  base: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    total: {
      true: {
        marginBlockStart: vars.space.xxs,
        paddingBlockStart: vars.space.xs,
        borderBlockStart: `1px solid ${vars.color.border}`,
        fontWeight: vars.fontWeight.bold,
      },
      false: {},
    },
  },
  defaultVariants: { total: false },
});

export const term = style({ margin: 0 });
export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** 'Clear wishlist' sits at the end, on its own. */
export const clear = style({ alignSelf: 'flex-end' });
