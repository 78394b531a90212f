import { describe, expect, it } from 'vitest';
import { canonicalUkPostcode } from '../schemas/address-finder';
import { operations } from './index';

const args = operations.findAddresses.args;
const firstMessage = (input: unknown) => {
  const parsed = args.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('findAddresses arguments', () => {
  it('trims the postcode, defaults the country to GB and answers it in upper case', () => {
    expect(args.parse([{ postcode: ' sw9 6de ' }])).toEqual([{ postcode: 'sw9 6de', country: 'GB' }]);
    expect(args.parse([{ postcode: 'D02 X285', country: 'ie' }])).toEqual([
      { postcode: 'D02 X285', country: 'IE' },
    ]);
    expect(args.parse([{ postcode: '90210', country: 'US' }])).toEqual([
      { postcode: '90210', country: 'US' },
    ]);
  });

  it('needs a postcode of 1 to 20 characters and a 2-letter country', () => {
    expect(firstMessage([{}])).toBe('is required');
    expect(firstMessage([{ postcode: '   ' }])).toBe('is required');
    expect(firstMessage([{ postcode: 'A'.repeat(21), country: 'US' }])).toBe('must be at most 20 characters');
    expect(args.safeParse([{ postcode: 'A'.repeat(20), country: 'US' }]).success).toBe(true);
    for (const country of ['GBR', 'G', '12', '']) {
      expect(firstMessage([{ postcode: 'SW9 6DE', country }])).toBe('must be a 2-letter country code');
    }
    expect(args.safeParse([]).success).toBe(false);
    expect(args.safeParse([{ postcode: 'SW9 6DE' }, {}]).success).toBe(false);
  });

  it('refuses a GB postcode that is not a UK format with the spec’s text alone (no argument path)', () => {
    for (const postcode of ['SW9', '90210', 'SW9 6DE UK', 'QA1 1AA']) {
      const parsed = args.safeParse([{ postcode }]);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ message: 'Please enter a valid postcode', path: [] }),
      ]);
    }
    // Only GB has the UK rule: another country's postcode passes as typed.
    expect(args.safeParse([{ postcode: '90210', country: 'us' }]).success).toBe(true);
    expect(args.safeParse([{ postcode: 'sw96de', country: 'gb' }]).success).toBe(true);
  });

  it('answers { data: FoundAddress[] }', () => {
    const address = {
      id: 'gb-sw96de-1',
      addressLine1: '12 Acre Lane',
      addressLine2: '',
      city: 'London',
      county: 'Greater London',
      postCode: 'SW9 6DE',
      country: 'GB',
    };
    expect(operations.findAddresses.result.parse({ data: [address] })).toEqual({ data: [address] });
    expect(operations.findAddresses.result.parse({ data: [] })).toEqual({ data: [] });
    expect(operations.findAddresses.result.safeParse({ data: [{ id: 'x' }] }).success).toBe(false);
  });
});

describe('canonicalUkPostcode', () => {
  it.each([
    ['sw96de', 'SW9 6DE'],
    [' SW9 6DE ', 'SW9 6DE'],
    ['ec1a1bb', 'EC1A 1BB'],
    ['m11ae', 'M1 1AE'],
    ['gir0aa', 'GIR 0AA'],
  ])('writes %j as %j', (input, canonical) => {
    expect(canonicalUkPostcode(input)).toBe(canonical);
  });

  it('is undefined for what is not a UK postcode', () => {
    expect(canonicalUkPostcode('SW9')).toBeUndefined();
    expect(canonicalUkPostcode('90210')).toBeUndefined();
  });
});
