import { describe, expect, it } from 'vitest';
import { COUNTRY_ERROR, isValidPhone, POSTCODE_ERROR, validateAddress } from './address';

const GB_ONLY = ['GB', 'JE', 'GG'];
const valid = { address1: '12 Acre Lane', city: 'London', postal_code: 'SW9 6DE', country_code: 'GB' };

describe('validateAddress', () => {
  it('passes a whole UK address; line 2 and the county may be empty', () => {
    expect(validateAddress(valid, GB_ONLY)).toEqual({});
  });

  it("names each empty required field with spec 001's '{field_name} cannot be empty'", () => {
    expect(validateAddress({ country_code: 'GB' }, GB_ONLY)).toEqual({
      address1: 'Address line 1 cannot be empty',
      city: 'Town/city cannot be empty',
      postal_code: 'Postcode cannot be empty',
    });
  });

  it('refuses a UK postcode of the wrong format, and checks no format outside the UK', () => {
    expect(validateAddress({ ...valid, postal_code: 'SW96' }, GB_ONLY)).toEqual({
      postal_code: POSTCODE_ERROR,
    });
    expect(validateAddress({ ...valid, postal_code: 'sw96de' }, GB_ONLY)).toEqual({});
    expect(validateAddress({ ...valid, postal_code: 'D02 X285', country_code: 'IE' }, ['IE'])).toEqual({});
  });

  it("refuses a country outside the form's list", () => {
    expect(validateAddress({ ...valid, country_code: 'FR' }, GB_ONLY)).toEqual({
      country_code: COUNTRY_ERROR,
    });
  });

  it('checks lengths, and only the fields a form shows', () => {
    expect(validateAddress({ ...valid, county: 'x'.repeat(101) }, GB_ONLY)).toEqual({
      county: 'County must be at most 100 characters',
    });
    expect(validateAddress({ address1: 'a', city: 'b' }, [], ['address1', 'city'])).toEqual({});
  });
});

describe('isValidPhone', () => {
  it('takes digits with spaces, + ( ) and -, six at least', () => {
    expect(isValidPhone('+44 (0)20 7946-0000')).toBe(true);
    expect(isValidPhone(' 07946 000000 ')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
  });
});
