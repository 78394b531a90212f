import { describe, expect, it } from 'vitest';
import { aspectRatioCss, intrinsicSize, parseAspectRatio } from './aspectRatio';

describe('parseAspectRatio', () => {
  it("reads the spec's 4x5 and 5x7", () => {
    expect(parseAspectRatio('4x5')).toEqual({ width: 4, height: 5 });
    expect(parseAspectRatio('5x7')).toEqual({ width: 5, height: 7 });
  });

  it('reads w/h, w:h, spaces and decimals', () => {
    expect(parseAspectRatio('16/9')).toEqual({ width: 16, height: 9 });
    expect(parseAspectRatio(' 3 : 4 ')).toEqual({ width: 3, height: 4 });
    expect(parseAspectRatio('1.91 / 1')).toEqual({ width: 1.91, height: 1 });
  });

  it('gives undefined for missing, unreadable or zero ratios', () => {
    expect(parseAspectRatio(undefined)).toBeUndefined();
    expect(parseAspectRatio('')).toBeUndefined();
    expect(parseAspectRatio('square')).toBeUndefined();
    expect(parseAspectRatio('4x')).toBeUndefined();
    expect(parseAspectRatio('0x5')).toBeUndefined();
    expect(parseAspectRatio('-4x5')).toBeUndefined();
  });
});

describe('aspectRatioCss and intrinsicSize', () => {
  it('writes the CSS value', () => {
    expect(aspectRatioCss({ width: 4, height: 5 })).toBe('4 / 5');
  });

  it('scales the ratio to a width, rounding the height', () => {
    expect(intrinsicSize({ width: 4, height: 5 }, 1536)).toEqual({ width: 1536, height: 1920 });
    expect(intrinsicSize({ width: 5, height: 7 }, 1536)).toEqual({ width: 1536, height: 2150 });
    expect(intrinsicSize({ width: 16, height: 9 }, 100.4)).toEqual({ width: 100, height: 56 });
  });
});
