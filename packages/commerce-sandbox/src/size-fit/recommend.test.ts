import { describe, expect, it } from 'vitest';
import { recommendSize, type SizeFitStyle } from './recommend';

const NUMERIC: SizeFitStyle = { sizes: ['8', '10', '12', '14', '16'], lengths: [], fit: 'Regular fit' };
const LETTERS: SizeFitStyle = { sizes: ['S', 'M', 'L', 'XL'], lengths: [], fit: undefined };

describe('recommendSize', () => {
  it('moves from the usual size by the room asked for', () => {
    expect(recommendSize(NUMERIC, { usualSize: '12', fit: 'regular' })).toEqual({
      size: '12',
      reason: 'Your usual size 12 for a regular fit.',
    });
    expect(recommendSize(NUMERIC, { usualSize: '12', fit: 'tighter' }).size).toBe('10');
    expect(recommendSize(NUMERIC, { usualSize: '12', fit: 'looser' })).toEqual({
      size: '14',
      reason: 'One size up from your usual size 12 for more room.',
    });
  });

  it('takes the cut into account: a slim cut a size up, a relaxed one a size down', () => {
    const slim = { ...NUMERIC, fit: 'Slim fit' };
    expect(recommendSize(slim, { usualSize: '12', fit: 'regular' })).toEqual({
      size: '14',
      reason: 'One size up from your usual size 12 for a regular fit, as this style is cut slim.',
    });
    expect(recommendSize(slim, { usualSize: '12', fit: 'tighter' }).size).toBe('12');
    expect(recommendSize(slim, { usualSize: '10', fit: 'looser' }).size).toBe('14');
    const relaxed = { ...NUMERIC, fit: 'Relaxed fit' };
    expect(recommendSize(relaxed, { usualSize: '12', fit: 'regular' }).size).toBe('10');
    expect(recommendSize(relaxed, { usualSize: '12', fit: 'looser' }).size).toBe('12');
  });

  it('stays within the style’s sizes and says so', () => {
    expect(recommendSize(NUMERIC, { usualSize: '16', fit: 'looser' })).toEqual({
      size: '16',
      reason: 'One size up from your usual size 16 for more room. 16 is the largest size of this style.',
    });
    expect(recommendSize(LETTERS, { usualSize: 'S', fit: 'tighter' }).reason).toMatch(
      /S is the smallest size of this style\.$/,
    );
  });

  it('places a usual size the style does not come in at the nearest of its family or number', () => {
    expect(recommendSize(LETTERS, { usualSize: 'XS', fit: 'regular' })).toEqual({
      size: 'S',
      reason: 'This style does not come in XS: S is nearest. Your usual size S for a regular fit.',
    });
    expect(recommendSize(LETTERS, { usualSize: 'XXL', fit: 'regular' }).size).toBe('XL');
    // Halfway between two sizes: the larger one.
    expect(recommendSize(NUMERIC, { usualSize: '11', fit: 'regular' }).size).toBe('12');
    expect(recommendSize(NUMERIC, { usualSize: '6', fit: 'regular' }).size).toBe('8');
  });

  it('refuses a usual size it cannot place, and a product without sizes, with 400', () => {
    expect(() => recommendSize(NUMERIC, { usualSize: 'M', fit: 'regular' })).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(() =>
      recommendSize({ sizes: [], lengths: [], fit: undefined }, { usualSize: 'M', fit: 'regular' }),
    ).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('gives a one-size style its size, and a length for the height where there are several', () => {
    expect(
      recommendSize({ sizes: ['Regular'], lengths: [], fit: undefined }, { usualSize: 'M', fit: 'looser' }),
    ).toEqual({ size: 'Regular', reason: 'This style comes in one size.' });
    const jeans = { ...NUMERIC, lengths: ['Regular', 'Long', 'Short'] };
    expect(recommendSize(jeans, { usualSize: '12', fit: 'regular', height: 'taller' })).toMatchObject({
      length: 'Long',
      reason: 'Your usual size 12 for a regular fit. For your height, the Long length.',
    });
    expect(
      recommendSize(
        { ...NUMERIC, lengths: ['Regular', 'Petite', 'Tall'] },
        { usualSize: '12', fit: 'regular', height: 'shorter' },
      ).length,
    ).toBe('Petite');
    expect(recommendSize(NUMERIC, { usualSize: '12', fit: 'regular', height: 'taller' })).not.toHaveProperty(
      'length',
    );
  });
});
