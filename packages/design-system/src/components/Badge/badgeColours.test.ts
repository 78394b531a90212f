import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../themes/contrast';
import { bestTextOn, parseColour, readableBadgeColours } from './badgeColours';

const SALE = { textColour: '#FFFFFF', backgroundColour: '#C8102E' };

describe('parseColour', () => {
  it.each([
    ['#fff', '#FFFFFF'],
    ['#c00', '#CC0000'],
    ['#C8102E', '#C8102E'],
    ['  #c8102e ', '#C8102E'],
    ['#c00f', '#CC0000'],
    ['#c8102eff', '#C8102E'],
    ['rgb(0, 128, 255)', '#0080FF'],
    ['rgb(0 128 255)', '#0080FF'],
    ['RGBA(0,128,255,1)', '#0080FF'],
    ['rgb(0 128 255 / 100%)', '#0080FF'],
    ['red', '#FF0000'],
    ['Navy', '#000080'],
    ['rebeccapurple', '#663399'],
  ])('reads %j as %s', (input, hex) => {
    expect(parseColour(input)).toBe(hex);
  });

  it.each([
    '',
    'transparent',
    'notacolour',
    '#12',
    '#12345',
    '#ggg',
    '#c008',
    '#c8102e80',
    'rgb(256, 0, 0)',
    'rgba(0, 0, 0, 0.5)',
    'hsl(0 100% 50%)',
    'var(--red)',
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(parseColour(input)).toBeUndefined();
  });
});

describe('bestTextOn', () => {
  it('picks white on dark and black on light backgrounds', () => {
    expect(bestTextOn('#000080')).toBe('#FFFFFF');
    expect(bestTextOn('#FFD700')).toBe('#000000');
    // Pure red: white is 4.0:1, black 5.25:1.
    expect(bestTextOn('#FF0000')).toBe('#000000');
  });

  it('always reaches 4.5:1 (checked across the grey ramp)', () => {
    for (let level = 0; level <= 255; level += 1) {
      const hex = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(bestTextOn(hex), hex)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('readableBadgeColours', () => {
  it('keeps data colours that contrast enough', () => {
    expect(readableBadgeColours({ textColour: '#fff', backgroundColour: '#000080' }, SALE)).toMatchObject({
      textColour: '#FFFFFF',
      backgroundColour: '#000080',
      contrastAdjusted: false,
    });
  });

  it('replaces a faint data text colour with black or white and marks it', () => {
    const result = readableBadgeColours({ textColour: 'white', backgroundColour: 'red' }, SALE);

    expect(result).toMatchObject({
      textColour: '#000000',
      backgroundColour: '#FF0000',
      contrastAdjusted: true,
    });
    expect(result.contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('adjusts text that is the same colour as its background', () => {
    expect(readableBadgeColours({ textColour: '#FFD700', backgroundColour: '#FFD700' }, SALE)).toMatchObject({
      textColour: '#000000',
      contrastAdjusted: true,
    });
  });

  it('falls back to the default for colours it cannot read, one at a time', () => {
    expect(readableBadgeColours({ textColour: 'nope', backgroundColour: 'nope' }, SALE)).toEqual({
      ...SALE,
      contrastAdjusted: false,
      contrast: contrastRatio(SALE.textColour, SALE.backgroundColour),
    });
    expect(readableBadgeColours({ textColour: '#FFFFFF', backgroundColour: 'var(--x)' }, SALE)).toMatchObject(
      {
        backgroundColour: '#C8102E',
        textColour: '#FFFFFF',
      },
    );
  });

  it('checks a data text colour against the default background', () => {
    // Black on the sale red is 3.6:1.
    expect(readableBadgeColours({ textColour: '#000' }, SALE)).toMatchObject({
      textColour: '#FFFFFF',
      backgroundColour: '#C8102E',
      contrastAdjusted: true,
    });
  });

  it('chooses text for a data background without marking it adjusted', () => {
    // The default white text is 1.4:1 on gold, so black is chosen.
    expect(readableBadgeColours({ backgroundColour: '#FFD700' }, SALE)).toMatchObject({
      textColour: '#000000',
      contrastAdjusted: false,
    });
    expect(readableBadgeColours({ backgroundColour: '#000080' }, SALE)).toMatchObject({
      textColour: '#FFFFFF',
      contrastAdjusted: false,
    });
  });

  it('returns the default when there is no data', () => {
    expect(readableBadgeColours({}, SALE)).toMatchObject({ ...SALE, contrastAdjusted: false });
  });
});
