import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { buttonClassName, mediaQueries, vars } from '@wardrobe/design-system';

/**
 * The entry's `containerBackgroundColor` (paper) and the text colour picked to read on it (ink: black where black
 * reads at 4.5:1, else white), set inline per block.
 */
export const inkVar = createVar();
export const paperVar = createVar();

/**
 * Image and text side by side from 768 px (the image a fixed 4:3 box, so nothing moves when it arrives), stacked
 * below. The block's height depends on its texts and the host's form only.
 */
export const block = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: '1fr',
  width: '100%',
  margin: 0,
  color: inkVar,
  backgroundColor: paperVar,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  // The smooth scroll stops with the block's top edge a little below the viewport's.
  scrollMarginBlockStart: vars.space.small,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

/** Without an image: one column, the content centred in it. */
export const blockWithoutImage = style({
  justifyItems: 'center',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr' } },
});

export const picture = style({
  display: 'block',
  // The alt text of a picture that fails to load sits on the muted surface, not the editor's colour.
  color: vars.color.text,
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
});

export const content = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  width: '100%',
  maxInlineSize: '40rem',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.small,
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space.xl },
  },
});

/** The block's heading (title, or 'Thanks for signing up'): the display face at the h3 size. */
export const title = style({
  margin: 0,
  fontFamily: vars.font.quisas,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: inkVar,
  // Focused by script so screen readers announce the thank-you view; it is not a control, so no ring.
  selectors: { '&:focus': { outline: 'none' } },
});

export const message = style({
  margin: 0,
  maxInlineSize: '60ch',
  color: inkVar,
});

/** The host's registration form (or the fallback link) takes the content's width. */
export const form = style({ width: '100%' });

/**
 * The host's submit button is the design system's primary (brand teal), which would vanish on the block's default
 * teal (WCAG 1.4.11): inside the block it takes the ink instead, with the paper as its text (the pair already
 * reads at 4.5:1 or more), and underlines on hover.
 */
globalStyle(`${form} button[type="submit"]`, {
  backgroundColor: inkVar,
  borderColor: inkVar,
  color: paperVar,
});
globalStyle(`${form} button[type="submit"][data-hovered]`, {
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${form} button[type="submit"][data-disabled]`, { opacity: 0.6 });

/** The members' prompt under the form: signInHeading, signInMessage, signInCTA. */
export const signIn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  width: '100%',
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${inkVar}`,
});

export const signInHeading = style({
  margin: 0,
  fontFamily: vars.font.athletics,
  fontSize: vars.fontSize.h5,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: inkVar,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** The primary button keeps its teal and black text (13.8:1), with an edge in the ink so it shows on teal. */
const inkEdge = style({ borderColor: inkVar });
/** Outlined and text buttons take the ink, so they read on any background the editor picks. */
const inkOutline = style({ borderColor: inkVar, color: inkVar });
const inkText = style({ color: inkVar });

/**
 * The design system's button looks, their class names worked out here at build time so the block imports
 * nothing of the design system at run time. Spec 002 §9: primary for thank-you and optional, tertiary for sign-in.
 */
export const buttons: Readonly<Record<'primary' | 'secondary' | 'tertiary', string>> = {
  primary: `${buttonClassName('primary')} ${inkEdge}`,
  secondary: `${buttonClassName('secondary')} ${inkOutline}`,
  tertiary: `${buttonClassName('tertiary')} ${inkText}`,
};
