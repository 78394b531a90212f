import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/** Holds the inline sidebar and the panel opener; CSS shows one of them (see `data-layout`). */
export const sidebar = style({
  fontFamily: vars.font.athletics,
  color: vars.color.text,
});

/** The inline sidebar: from `lg` up in the responsive layout, always in the `inline` layout. */
const responsive = `${sidebar}[data-layout="responsive"] &`;

export const inline = style({
  selectors: { [responsive]: { display: 'none' } },
  '@media': { [mediaQueries.lg]: { selectors: { [responsive]: { display: 'block' } } } },
});

/** The 'Filter' button: below `lg` in the responsive layout, always in the `panel` layout. */
export const panelOpener = style({
  '@media': { [mediaQueries.lg]: { selectors: { [responsive]: { display: 'none' } } } },
});

export const title = style({
  margin: 0,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.grey300}`,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.extraBold,
  lineHeight: vars.lineHeight.heading,
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
});

export const clearRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space.xxs,
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

export const valueLabel = style({
  display: 'inline',
});

/** The product count: muted grey (#595959 on white, 7:1). */
export const count = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const priceFields = style({
  display: 'flex',
  gap: vars.space.xs,
  width: '100%',
});

export const priceField = style({
  flex: '1 1 0',
  minWidth: 0,
});

/** The number of filters on, beside the 'Filter' button's text: black on teal (13.8:1). */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 22,
  height: 22,
  marginInlineStart: vars.space.xxs,
  paddingInline: 6,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
