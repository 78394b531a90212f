import { SWATCH_LIMITS } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import {
  allRanges,
  MAX_RENDERED_SWATCHES,
  moreLinkRanges,
  orderSwatches,
  rangeKey,
  swatchOverflow,
  swatchVisibleFrom,
} from './swatches';

describe('swatchOverflow', () => {
  it('follows the spec table: 3, 4, 6, 6, 8, 9', () => {
    expect(swatchOverflow(12)).toEqual([
      { breakpoint: 'xs', shown: 3, more: 9 },
      { breakpoint: 'sm', shown: 4, more: 8 },
      { breakpoint: 'md', shown: 6, more: 6 },
      { breakpoint: 'lg', shown: 6, more: 6 },
      { breakpoint: 'xl', shown: 8, more: 4 },
      { breakpoint: '2xl', shown: 9, more: 3 },
    ]);
  });

  it('hides nothing when every colour fits', () => {
    expect(swatchOverflow(3).every(({ shown, more }) => shown === 3 && more === 0)).toBe(true);
    expect(swatchOverflow(0).every(({ shown, more }) => shown === 0 && more === 0)).toBe(true);
  });
});

describe('swatchVisibleFrom', () => {
  it('shows the first three everywhere and the rest from the breakpoint whose limit passes them', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(swatchVisibleFrom)).toEqual([
      'xs',
      'xs',
      'xs',
      'sm',
      'md',
      'md',
      'xl',
      'xl',
      '2xl',
      undefined,
    ]);
  });

  it('agrees with the per-breakpoint counts for every index', () => {
    const order = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
    for (let index = 0; index < 10; index += 1) {
      const from = swatchVisibleFrom(index);
      for (const breakpoint of order) {
        const visible = from !== undefined && order.indexOf(breakpoint) >= order.indexOf(from);
        expect(visible).toBe(index < SWATCH_LIMITS[breakpoint]);
      }
    }
  });

  it('never renders more than the widest limit', () => {
    expect(MAX_RENDERED_SWATCHES).toBe(9);
  });
});

describe('moreLinkRanges', () => {
  it('gives one link per run of equal counts', () => {
    expect(moreLinkRanges(12)).toEqual([
      { from: 'xs', until: 'sm', more: 9, label: '+9 more' },
      { from: 'sm', until: 'md', more: 8, label: '+8 more' },
      { from: 'md', until: 'xl', more: 6, label: '+6 more' },
      { from: 'xl', until: '2xl', more: 4, label: '+4 more' },
      { from: '2xl', until: undefined, more: 3, label: '+3 more' },
    ]);
  });

  it('ends the last link where everything fits', () => {
    expect(moreLinkRanges(5)).toEqual([
      { from: 'xs', until: 'sm', more: 2, label: '+2 more' },
      { from: 'sm', until: 'md', more: 1, label: '+1 more' },
    ]);
    expect(moreLinkRanges(7)).toEqual([
      { from: 'xs', until: 'sm', more: 4, label: '+4 more' },
      { from: 'sm', until: 'md', more: 3, label: '+3 more' },
      { from: 'md', until: 'xl', more: 1, label: '+1 more' },
    ]);
  });

  it('gives no link when nothing is hidden', () => {
    expect(moreLinkRanges(3)).toEqual([]);
    expect(moreLinkRanges(0)).toEqual([]);
  });

  it('only uses ranges the CSS has a class for', () => {
    const keys = new Set(allRanges().map(([from, until]) => rangeKey(from, until)));
    for (let total = 0; total < 20; total += 1) {
      for (const { from, until } of moreLinkRanges(total)) expect(keys.has(rangeKey(from, until))).toBe(true);
    }
  });
});

describe('orderSwatches', () => {
  const colours = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('puts the selected colour first and keeps the others in order', () => {
    expect(orderSwatches(colours, 'c').map(({ id }) => id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the order when nothing (or an unknown colour) is selected', () => {
    expect(orderSwatches(colours).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
    expect(orderSwatches(colours, 'x').map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });
});
