import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus';
import { vars } from '../../tokens/contract.css';

/** The line's picture box: 96 × 128 (3:4), reserved before the picture loads. */
export const BAG_LINE_IMAGE_BOX = { width: 96, height: 128 } as const;

/**
 * Below this line width the stepper and Remove no longer fit beside the picture (stepper 146 px, Remove about
 * 80 px), so they move under it, across the whole line (a 320 px screen's bag panel is 256 px wide).
 */
const NARROW_LINE = '(max-width: 359px)';

/**
 * One bag line: the picture on the left, the details beside it. The root carries `data-sold-out`,
 * `data-low-stock`, `data-free-gift` and `data-disabled`; the parts below key their looks off those. It is a size
 * container, so the layout follows the line's own width (a side panel or the /bag page), not the viewport's.
 */
export const line = style({
  containerType: 'inline-size',
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

/** The picture beside the details and the controls under them; narrow, the controls span the line. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `${BAG_LINE_IMAGE_BOX.width}px minmax(0, 1fr)`,
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"media details" "media controls"',
  columnGap: vars.space.small,
  alignItems: 'start',
  '@container': {
    [NARROW_LINE]: { gridTemplateAreas: '"media details" "controls controls"' },
  },
});

export const media = style({
  gridArea: 'media',
  width: BAG_LINE_IMAGE_BOX.width,
  aspectRatio: `${BAG_LINE_IMAGE_BOX.width} / ${BAG_LINE_IMAGE_BOX.height}`,
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
    // A sold-out line fades its picture; the 'Sold Out' text says it in words.
    [`${line}[data-sold-out] &`]: { opacity: 0.5 },
  },
});

export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The product name: a heading at the level the bag asks for, sized as body text. */
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

/** Color, Size, Length… as "Name: value" rows. */
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

/** 'Sold Out' (bold, sale red, with an alert icon) or the low-stock text (bold). */
export const stockMessage = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    margin: 0,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    level: {
      soldOut: {
        // Sale red is 5.9:1 on the page; the icon and the words carry the meaning without the colour.
        color: vars.color.sale,
        '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
      },
      low: { color: vars.color.text },
    },
  },
  defaultVariants: { level: 'low' },
});

/** Lines the 16 px icon up with the first line of a 14 px / 1.5 message. */
export const messageIcon = style({ flexShrink: 0, marginBlockStart: '0.1875em' });

/** The stepper (or the free gift's quantity) and Remove, side by side; they wrap on a narrow panel. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  gridArea: 'controls',
  marginBlockStart: vars.space.xs,
});

/**
 * The stepper takes the room Remove leaves, so an error under it wraps there instead of pushing Remove onto the
 * next line; on a very narrow panel, where the two do not fit side by side, Remove wraps under it.
 */
export const stepper = style({ flex: '1 1 0', minWidth: 'min-content' });

/** A free gift's quantity, as text (it cannot be changed). */
export const fixedQuantity = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

/** Remove sits level with the stepper's box (48 px) under the hidden label. */
export const remove = style({ flex: 'none', minHeight: 48 });

/** An error under a line that has no stepper to carry it (a free gift). */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  color: vars.color.sale,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});
