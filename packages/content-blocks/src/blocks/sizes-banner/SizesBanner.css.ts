import { createVar, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The heading's colour and the banner's background, set inline per banner. */
export const headingVar = createVar();
export const paperVar = createVar();

export const banner = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.small,
  backgroundColor: paperVar,
  textAlign: 'center',
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space.xl },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** The heading: the display face at the h3 size, centred over the sizes. */
export const heading = style({
  margin: 0,
  color: headingVar,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
});
