import { describe, expect, it } from 'vitest';
import { resolveResponsive } from './responsive';

describe('resolveResponsive', () => {
  it('uses the base everywhere when nothing is given', () => {
    expect(resolveResponsive(undefined, 2)).toEqual({ xs: 2, sm: 2, md: 2, lg: 2, xl: 2, '2xl': 2 });
  });

  it('spreads a single value over every breakpoint', () => {
    expect(resolveResponsive(false, true)).toEqual({
      xs: false,
      sm: false,
      md: false,
      lg: false,
      xl: false,
      '2xl': false,
    });
  });

  it('carries each value up until a larger breakpoint overrides it (mobile-first)', () => {
    expect(resolveResponsive({ xs: 1, md: 3, xl: 5 }, 9)).toEqual({
      xs: 1,
      sm: 1,
      md: 3,
      lg: 3,
      xl: 5,
      '2xl': 5,
    });
  });

  it('starts from the base below the first given breakpoint, so { lg: false } hides only from lg up', () => {
    expect(resolveResponsive({ lg: false }, true)).toEqual({
      xs: true,
      sm: true,
      md: true,
      lg: false,
      xl: false,
      '2xl': false,
    });
  });
});
