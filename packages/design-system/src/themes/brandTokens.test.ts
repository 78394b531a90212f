import { describe, expect, it } from 'vitest';
import { breakpoints, MOBILE_BREAKPOINT, mobileMediaQuery } from '../tokens/breakpoints';
import { spacePx } from '../tokens/scale';
import { brandContrastPairs, brandTokens } from './brandTokens';
import { contrastRatio } from './contrast';

describe('brand theme', () => {
  it.each(brandContrastPairs)('$use ($fg on $bg) meets its WCAG minimum', ({ fg, bg, min }) => {
    expect(contrastRatio(brandTokens.color[fg], brandTokens.color[bg])).toBeGreaterThanOrEqual(min);
  });

  it('uses teal #64E6D6 as the brand colour, never with white text', () => {
    expect(brandTokens.color.brand).toBe('#64E6D6');
    expect(contrastRatio(brandTokens.color.white, brandTokens.color.brand)).toBeLessThan(4.5);
    expect(brandTokens.color.onBrand).not.toBe(brandTokens.color.white);
  });

  it('follows the spec scales', () => {
    expect(Object.values(spacePx)).toEqual([6, 12, 24, 36, 48, 60, 72]);
    expect(brandTokens.fontWeight).toEqual({ medium: '500', bold: '700', extraBold: '800' });
    expect(brandTokens.motion.duration).toBe('0.75s');
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect(mobileMediaQuery).toBe('screen and (max-width: 767.98px)');
    const widths = Object.values(breakpoints);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });
});
