import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';
import { ctaInkVar, ctaPaperVar } from '../../shared/CallToActionLink.css';

/** The entry's colours, set inline per banner (`textColour` → ink, `backgroundColour` → paper). */
export const inkVar = createVar();
export const paperVar = createVar();

export const banner = recipe({
  base: {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    margin: 0,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.small,
    color: inkVar,
    backgroundColor: paperVar,
    // Below the mobile breakpoint the text is always centred; `textAlignmentDesktop` applies from 768 px.
    textAlign: 'center',
    '@media': {
      [mediaQueries.md]: { paddingInline: vars.space.xl },
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    alignment: {
      Left: { '@media': { [mediaQueries.md]: { textAlign: 'left' } } },
      Center: { '@media': { [mediaQueries.md]: { textAlign: 'center' } } },
      Right: { '@media': { [mediaQueries.md]: { textAlign: 'right' } } },
    },
    bannerType: {
      Standard: {},
      CE: { paddingBlock: vars.space.medium },
    },
    /** The whole banner is one link: keep the text's look, show focus inside the banner's edge. */
    linked: {
      true: {
        textDecoration: 'none',
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          '&:focus-visible': { outline: `3px solid ${inkVar}`, outlineOffset: '-9px' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { alignment: 'Left', bannerType: 'Standard', linked: false },
});

export const text = recipe({
  base: {
    margin: 0,
    marginInline: 'auto',
    maxWidth: '28ch',
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'break-word',
    '@media': {
      [mediaQueries.md]: { marginInline: 0, maxWidth: 'none' },
    },
  },
  variants: {
    bannerType: {
      Standard: { fontFamily: vars.font.quisas, fontSize: vars.fontSize.title2 },
      CE: {
        fontFamily: vars.font.athletics,
        fontSize: vars.fontSize.h4,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
      },
    },
    fontWeight: {
      Medium: { fontWeight: vars.fontWeight.medium },
      Bold: { fontWeight: vars.fontWeight.bold },
      'Extra Bold': { fontWeight: vars.fontWeight.extraBold },
    },
    /** Decorative rules above and below the text, in the text colour (`dividers`). */
    dividers: {
      true: {
        borderBlock: `2px solid ${inkVar}`,
        paddingBlock: vars.space.small,
      },
      false: {},
    },
  },
  defaultVariants: { bannerType: 'Standard', fontWeight: 'Bold', dividers: false },
});

/** Rich-text underlines (spec §5): `{~wavy~}` and `{=double=}`. Thick enough to read at display sizes. */
const underlineBase = {
  textDecorationLine: 'underline',
  textDecorationColor: 'currentColor',
  textDecorationSkipInk: 'none',
  textUnderlineOffset: '0.18em',
} as const;

export const wavyUnderline = style({
  ...underlineBase,
  textDecorationStyle: 'wavy',
  textDecorationThickness: '0.06em',
});

export const doubleUnderline = style({
  ...underlineBase,
  textDecorationStyle: 'double',
  textDecorationThickness: '0.08em',
});

/** The calls to action (the shared `CallToActionLink`) are drawn in the banner's own colour pair. */
export const actions = style({
  vars: { [ctaInkVar]: inkVar, [ctaPaperVar]: paperVar },
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'center',
  marginBlockStart: vars.space.medium,
  selectors: {
    [`${banner.classNames.variants.alignment.Left} &`]: {
      '@media': { [mediaQueries.md]: { justifyContent: 'flex-start' } },
    },
    [`${banner.classNames.variants.alignment.Right} &`]: {
      '@media': { [mediaQueries.md]: { justifyContent: 'flex-end' } },
    },
  },
});
