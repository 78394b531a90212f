import { describe, expect, it } from 'vitest';
import { continentOf, SANDBOX_COUNTRY_COOKIE, sandboxGeolocation } from './index';

describe('sandboxGeolocation', () => {
  it('answers the country of the cookie with its continent, in a geolocation service’s shape', () => {
    expect(sandboxGeolocation('US')).toEqual({ country: { iso_code: 'US' }, continent: { code: 'NA' } });
    expect(sandboxGeolocation('DE')).toEqual({ country: { iso_code: 'DE' }, continent: { code: 'EU' } });
    expect(sandboxGeolocation('JP')).toEqual({ country: { iso_code: 'JP' }, continent: { code: 'AS' } });
    expect(sandboxGeolocation('BR')).toEqual({ country: { iso_code: 'BR' }, continent: { code: 'SA' } });
  });

  it('reads the code in any case, spaces around it ignored', () => {
    expect(sandboxGeolocation(' ie ')).toEqual({ country: { iso_code: 'IE' }, continent: { code: 'EU' } });
  });

  it.each([undefined, null, '', 'USA', 'U', 'ZZ', '1;', 'G B', '<script>'])('answers GB for %j', (value) => {
    expect(sandboxGeolocation(value)).toEqual({ country: { iso_code: 'GB' }, continent: { code: 'EU' } });
  });

  it('names its cookie as the contract does', () => {
    expect(SANDBOX_COUNTRY_COOKIE).toBe('sandbox_country');
  });
});

describe('continentOf', () => {
  it('knows countries of every continent', () => {
    expect(continentOf('ca')).toBe('NA');
    expect(continentOf('AU')).toBe('OC');
    expect(continentOf('ZA')).toBe('AF');
    expect(continentOf('AQ')).toBe('AN');
    expect(continentOf('XX')).toBeUndefined();
  });
});
