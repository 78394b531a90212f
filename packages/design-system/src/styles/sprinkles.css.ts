import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from '../tokens/breakpoints';
import { vars } from '../tokens/contract.css';

/**
 * Layout-only atomic classes (Braid's rule: sprinkles for layout, recipes for components). Every property takes
 * a value or a responsive object `{ xs, sm, md, lg, xl, '2xl' }`, mobile-first, or an array in that order.
 */
const responsive = defineProperties({
  conditions: {
    xs: {},
    sm: { '@media': `screen and (min-width: ${breakpoints.sm}px)` },
    md: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    lg: { '@media': `screen and (min-width: ${breakpoints.lg}px)` },
    xl: { '@media': `screen and (min-width: ${breakpoints.xl}px)` },
    '2xl': { '@media': `screen and (min-width: ${breakpoints['2xl']}px)` },
  },
  defaultCondition: 'xs',
  responsiveArray: ['xs', 'sm', 'md', 'lg', 'xl', '2xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: { none: '0', ...vars.space },
    rowGap: { none: '0', ...vars.space },
    columnGap: { none: '0', ...vars.space },
    paddingTop: { none: '0', ...vars.space },
    paddingBottom: { none: '0', ...vars.space },
    paddingLeft: { none: '0', ...vars.space },
    paddingRight: { none: '0', ...vars.space },
    marginTop: { none: '0', auto: 'auto', ...vars.space },
    marginBottom: { none: '0', auto: 'auto', ...vars.space },
    marginLeft: { none: '0', auto: 'auto', ...vars.space },
    marginRight: { none: '0', auto: 'auto', ...vars.space },
    textAlign: ['left', 'center', 'right'],
    width: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Surfaces a layout box may take; text colour follows so every pair stays AA (see brandContrastPairs). */
const surfaces = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      brand: vars.color.brand,
      inverse: vars.color.text,
    },
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      inverse: vars.color.textInverse,
      onBrand: vars.color.onBrand,
    },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsive, surfaces);
export type Sprinkles = Parameters<typeof sprinkles>[0];
