import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LENGTH_CODES, lengthCode, SIZE_FAMILIES, sortSizes } from './sizes';

const ALL_FAMILY_SIZES: readonly string[] = SIZE_FAMILIES.flat();

describe('SIZE_FAMILIES', () => {
  it('lists the contract families in the contract order', () => {
    expect(SIZE_FAMILIES.map((family) => family.join(','))).toEqual([
      '3-4,5-6,7-8,9-10',
      '3-5,6-8',
      '7-9,10-12',
      'Regular',
      'Regular,Long,Short',
      'Regular,Petite',
      'Regular,Tall',
      'XS,S,M,L,XL,XXL,XXXL',
    ]);
  });
});

describe('sortSizes', () => {
  it.each([
    [
      ['9-10', '3-4', '7-8', '5-6'],
      ['3-4', '5-6', '7-8', '9-10'],
    ],
    [
      ['6-8', '3-5'],
      ['3-5', '6-8'],
    ],
    [
      ['10-12', '7-9'],
      ['7-9', '10-12'],
    ],
    [
      ['Short', 'Long', 'Regular'],
      ['Regular', 'Long', 'Short'],
    ],
    [
      ['Petite', 'Regular'],
      ['Regular', 'Petite'],
    ],
    [
      ['Tall', 'Regular'],
      ['Regular', 'Tall'],
    ],
    [
      ['XXXL', 'M', 'XS', 'XL', 'S', 'XXL', 'L'],
      ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
    ],
  ])('orders %j by its family', (input, expected) => {
    expect(sortSizes(input)).toEqual(expected);
  });

  it('puts sizes outside the family after it, in their original order', () => {
    expect(sortSizes(['One Size', 'L', 'Petite', 'XS', 'Tall'])).toEqual([
      'XS',
      'L',
      'One Size',
      'Petite',
      'Tall',
    ]);
    expect(sortSizes(['12', 'Long', '8', 'Regular'])).toEqual(['Regular', 'Long', '12', '8']);
  });

  it('uses the first family with 2 of the sizes when several have them', () => {
    // Regular,Long,Short comes before Regular,Petite.
    expect(sortSizes(['Petite', 'Long', 'Regular'])).toEqual(['Regular', 'Long', 'Petite']);
    // 3-4,5-6,… comes before XS…XXXL.
    expect(sortSizes(['M', '5-6', 'S', '3-4'])).toEqual(['3-4', '5-6', 'M', 'S']);
  });

  it('needs 2 sizes of a family: 1 is not enough', () => {
    expect(sortSizes(['L', 'One Size'])).toEqual(['L', 'One Size']);
    expect(sortSizes(['XL', 'One Size', 'S'])).toEqual(['S', 'XL', 'One Size']);
    expect(sortSizes(['Petite', 'Regular', 'Tall'])).toEqual(['Regular', 'Petite', 'Tall']);
  });

  it('counts a repeated size once, and keeps the repeats together', () => {
    expect(sortSizes(['M', 'M', 'One Size'])).toEqual(['M', 'M', 'One Size']);
    expect(sortSizes(['M', 'S', 'M'])).toEqual(['S', 'M', 'M']);
    expect(sortSizes(['Short', 'Long', 'Regular', 'Regular'])).toEqual([
      'Regular',
      'Regular',
      'Long',
      'Short',
    ]);
  });

  it('sorts numerically when every size is a number', () => {
    expect(sortSizes(['12', '8', '10', '6'])).toEqual(['6', '8', '10', '12']);
    expect(sortSizes(['10', '9'])).toEqual(['9', '10']);
    expect(sortSizes(['5', '4.5', '10', '4'])).toEqual(['4', '4.5', '5', '10']);
  });

  it('keeps equal numbers in their original order', () => {
    expect(sortSizes(['08', '6', '8'])).toEqual(['6', '08', '8']);
    expect(sortSizes(['8', '6', '08'])).toEqual(['6', '8', '08']);
  });

  it('keeps the original order when a size is neither in a family nor a number', () => {
    expect(sortSizes(['12', 'One Size', '8'])).toEqual(['12', 'One Size', '8']);
    expect(sortSizes(['12', 'L', '8'])).toEqual(['12', 'L', '8']);
    expect(sortSizes(['xs', 'm', 's'])).toEqual(['xs', 'm', 's']);
    for (const odd of ['-1', '1e3', ' 8', '', '8.', '0x10']) {
      expect(sortSizes(['10', odd, '2'])).toEqual(['10', odd, '2']);
    }
  });

  it('handles empty and single-size lists', () => {
    expect(sortSizes([])).toEqual([]);
    expect(sortSizes(['M'])).toEqual(['M']);
    expect(sortSizes(['Regular'])).toEqual(['Regular']);
  });

  it('returns a new array and never changes its input', () => {
    const input = Object.freeze(['L', 'S', 'M']);
    const output = sortSizes(input);
    expect(output).toEqual(['S', 'M', 'L']);
    expect(input).toEqual(['L', 'S', 'M']);
    const kept = ['One Size'];
    expect(sortSizes(kept)).not.toBe(kept);
  });

  const anySize = fc.oneof(
    fc.constantFrom(...ALL_FAMILY_SIZES),
    fc.integer({ min: 0, max: 60 }).map(String),
    fc.string({ maxLength: 6 }),
  );

  it('returns a permutation of its input and leaves the input unchanged', () => {
    fc.assert(
      fc.property(fc.array(anySize, { maxLength: 12 }), (sizes) => {
        const before = [...sizes];
        const sorted = sortSizes(sizes);
        expect(sizes).toEqual(before);
        expect([...sorted].sort()).toEqual([...sizes].sort());
      }),
    );
  });

  it('gives family order for any shuffle of 2 or more of a family, other sizes following in order', () => {
    const families = SIZE_FAMILIES.filter((family) => family.length >= 2);
    const notInAnyFamily = fc.string({ maxLength: 6 }).filter((s) => !ALL_FAMILY_SIZES.includes(s));
    const sample = fc.constantFrom(...families).chain((family) =>
      fc.record({
        family: fc.constant<readonly string[]>(family),
        chosen: fc.shuffledSubarray<string>([...family], { minLength: 2 }),
        others: fc.array(notInAnyFamily, { maxLength: 4 }),
        positions: fc.array(fc.nat(), { maxLength: 4 }),
      }),
    );
    fc.assert(
      fc.property(sample, ({ family, chosen, others, positions }) => {
        // Interleave the other sizes at arbitrary places among the family's.
        const input = [...chosen];
        others.forEach((other, i) => {
          input.splice((positions[i] ?? 0) % (input.length + 1), 0, other);
        });
        const rest = input.filter((size) => !family.includes(size));
        expect(rest).toHaveLength(others.length);
        const expected = [...family.filter((size) => chosen.includes(size)), ...rest];
        expect(sortSizes(input)).toEqual(expected);
      }),
    );
  });

  it('sorts any list of whole numbers numerically', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 12 }), (numbers) => {
        const expected = [...numbers].sort((a, b) => a - b).map(String);
        expect(sortSizes(numbers.map(String))).toEqual(expected);
      }),
    );
  });
});

describe('lengthCode', () => {
  it.each([
    ['Long', 'L'],
    ['Petite', 'P'],
    ['Regular', 'R'],
    ['Short', 'S'],
  ])('%s is %s', (length, code) => {
    expect(lengthCode(length)).toBe(code);
  });

  it('has no code for any other label', () => {
    for (const other of [
      'long',
      'REGULAR',
      ' Long',
      'Tall',
      '',
      'L',
      'constructor',
      '__proto__',
      'toString',
    ]) {
      expect(lengthCode(other)).toBeUndefined();
    }
  });

  it('matches the table of length codes', () => {
    expect(LENGTH_CODES).toEqual({ Long: 'L', Petite: 'P', Regular: 'R', Short: 'S' });
  });
});
