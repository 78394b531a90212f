import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The banner's colour (paper) and the black or white that reads on it (ink), set inline per banner. */
export const inkVar = createVar();
export const paperVar = createVar();
/** Each link's colour and hover colour, set inline per link. */
export const linkInkVar = createVar();
export const linkHoverVar = createVar();

/**
 * Picture above links on phones; from 768 px side by side, half and half (`fiftyFifty`) or two thirds picture.
 * The banner is the containing block of the invisible area link; `isolation` keeps its layers inside it.
 */
export const banner = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    isolation: 'isolate',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    width: '100%',
    margin: 0,
    color: inkVar,
    backgroundColor: paperVar,
    '@media': {
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    layout: {
      fiftyFifty: {
        '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
      },
      twoThirds: {
        '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
      },
      linksOnly: {},
    },
  },
  defaultVariants: { layout: 'twoThirds' },
});

/**
 * The picture's box, reserved per breakpoint before anything loads: 4:5 on phones, square on tablets, 4:3 from
 * 992 px. Picture, picture link and video control share its one grid cell. Above the area link, but clicks on it
 * fall through to the area link unless they land on a link or a control.
 */
export const mediaBox = style({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  gridTemplateAreas: '"media"',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr)',
  aspectRatio: '4 / 5',
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.md]: { aspectRatio: '1 / 1' },
    [mediaQueries.lg]: { aspectRatio: '4 / 3' },
  },
});

/** The picture fills its box (two classes, so it wins over the design system's `height: auto`). */
export const media = style({
  gridArea: 'media',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { [`${mediaBox} &`]: { height: '100%' } },
});

/** Which breakpoints a picture shows at (neighbours showing the same picture share one element). */
const hidden = { display: 'none' } as const;
const shown = { display: 'block' } as const;
const at = (rules: Record<string, typeof hidden | typeof shown>, base?: typeof hidden) => ({
  selectors: { [`${mediaBox} &`]: base ?? {} },
  '@media': Object.fromEntries(
    Object.entries(rules).map(([query, value]) => [query, { selectors: { [`${mediaBox} &`]: value } }]),
  ),
});
export const shownAt = styleVariants({
  mobile: at({ [mediaQueries.md]: hidden }),
  tablet: at({ [mediaQueries.md]: shown, [mediaQueries.lg]: hidden }, hidden),
  desktop: at({ [mediaQueries.lg]: shown }, hidden),
  'mobile-tablet': at({ [mediaQueries.lg]: hidden }),
  'tablet-desktop': at({ [mediaQueries.md]: shown }, hidden),
  'mobile-tablet-desktop': {},
});

/** A video's Pause/Play control: above the picture link, and clickable. */
globalStyle(`${media} button`, { zIndex: 2, pointerEvents: 'auto' });

const focusRingInside = {
  outline: `3px solid ${inkVar}`,
  outlineOffset: '-6px',
  boxShadow: `inset 0 0 0 9px ${paperVar}`,
} as const;

/** The picture's link covers the picture; its name is visually hidden text (`imageLinkDescription`). */
export const pictureLink = style({
  gridArea: 'media',
  position: 'relative',
  zIndex: 1,
  pointerEvents: 'auto',
  outline: 'none',
  selectors: { '&:focus-visible': focusRingInside },
});

/** The links' column: from 768 px aligned to `verticalAlignment` beside the picture. */
export const links = recipe({
  base: {
    position: 'relative',
    zIndex: 1,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.small,
    listStyle: 'none',
    pointerEvents: 'none',
    '@media': {
      [mediaQueries.md]: { paddingInline: vars.space.large },
    },
  },
  variants: {
    verticalAlignment: {
      Top: { justifyContent: 'flex-start' },
      Center: { '@media': { [mediaQueries.md]: { justifyContent: 'center' } } },
      Bottom: { '@media': { [mediaQueries.md]: { justifyContent: 'flex-end' } } },
    },
  },
  defaultVariants: { verticalAlignment: 'Center' },
});

export const item = style({ margin: 0, padding: 0 });

/**
 * A link in the display face, in its own colour; on hover and keyboard focus its hover colour and a thicker
 * underline (so the state shows without relying on colour). A 48 px target.
 */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  maxInlineSize: '100%',
  pointerEvents: 'auto',
  color: linkInkVar,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  outline: 'none',
  transitionProperty: 'color, text-decoration-thickness',
  transitionDuration: vars.motion.durationShort,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { color: linkHoverVar, textDecorationThickness: '3px' },
    '&:focus-visible': {
      color: linkHoverVar,
      textDecorationThickness: '3px',
      outline: '3px solid currentColor',
      outlineOffset: '4px',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

/**
 * The invisible area link: the whole banner, under the picture and the links. With keyboard focus it comes on
 * top (letting pointer clicks through) to draw its ring around the banner and show its label.
 */
export const areaLink = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRingInside, zIndex: 2, pointerEvents: 'none' },
  },
});

/** The area link's label, hidden until it has keyboard focus, then a tag in the banner's corner. */
export const areaLabel = style({
  display: 'none',
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.small,
  color: paperVar,
  backgroundColor: inkVar,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  selectors: { [`${areaLink}:focus-visible &`]: { display: 'block' } },
});
