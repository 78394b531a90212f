import { describe, expect, it } from 'vitest';
import {
  cookieString,
  keepMarketCookie,
  LOCALE_OPTIONS,
  localeCookies,
  localeTarget,
  readCookie,
  readGeolocation,
} from './locale';

const byName = (name: string) => {
  const found = LOCALE_OPTIONS.find((o) => o.name === name);
  if (!found) throw new Error(`No option ${name}`);
  return found;
};
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('LOCALE_OPTIONS', () => {
  it('lists the spec’s markets in its order, the external sites by their locale codes', () => {
    expect(LOCALE_OPTIONS.map((o) => [o.name, o.code, o.currency, o.external])).toEqual([
      ['United Kingdom', 'en', 'GBP', false],
      ['Germany', 'de', 'EUR', true],
      ['Ireland', 'eu', 'EUR', false],
      ['France', 'fr', 'EUR', true],
      ['Europe', 'eu', 'EUR', false],
      ['USA and Canada', 'us', 'USD', false],
      ['Rest of the World', 'eu', 'EUR', false],
    ]);
  });
});

describe('localeTarget', () => {
  it('keeps the page, its query and fragment, in the chosen market', () => {
    const usa = byName('USA and Canada');
    expect(localeTarget(usa, at('/'))).toBe('/us');
    expect(localeTarget(usa, at('/p/196/jeans/Mid_Wash', '?size=10', '#reviews'))).toBe(
      '/us/p/196/jeans/Mid_Wash?size=10#reviews',
    );
    expect(localeTarget(byName('United Kingdom'), at('/eu/browse/womens'))).toBe('/browse/womens');
    expect(localeTarget(byName('United Kingdom'), at('/eu'))).toBe('/');
    expect(localeTarget(byName('Ireland'), at('/us/bag'))).toBe('/eu/bag');
  });

  it('takes the external sites to the same path there', () => {
    expect(localeTarget(byName('Germany'), at('/us/browse/womens', '?page=2'))).toBe(
      'https://www.wardrobe.de/browse/womens?page=2',
    );
    expect(localeTarget(byName('France'), at('/'))).toBe('https://www.wardrobe.fr');
  });
});

describe('localeCookies', () => {
  it('saves the preference for 30 days and the locale, currency and country for a year', () => {
    expect(localeCookies(byName('USA and Canada'), 'GB')).toEqual([
      { name: 'wsPreferredLocale', value: 'us', maxAge: 2_592_000 },
      { name: 'locale', value: 'us', maxAge: 31_536_000 },
      { name: 'currency', value: 'USD', maxAge: 31_536_000 },
      { name: 'country', value: 'US', maxAge: 31_536_000 },
    ]);
  });

  it('takes the detected country for Europe and the Rest of the World, else the default country', () => {
    expect(localeCookies(byName('Europe'), 'ES')[3]?.value).toBe('ES');
    expect(localeCookies(byName('Rest of the World'))[3]?.value).toBe('US');
  });

  it('keeps the current market when the overlay is closed', () => {
    expect(keepMarketCookie('en')).toEqual({ name: 'wsPreferredLocale', value: 'en', maxAge: 2_592_000 });
  });
});

describe('cookies in the page', () => {
  it('writes path /, SameSite=Lax, Secure on https only', () => {
    const cookie = { name: 'locale', value: 'us', maxAge: 10 };
    expect(cookieString(cookie, false)).toBe('locale=us; Max-Age=10; Path=/; SameSite=Lax');
    expect(cookieString(cookie, true)).toBe('locale=us; Max-Age=10; Path=/; SameSite=Lax; Secure');
  });

  it('reads one cookie by its exact name', () => {
    expect(readCookie('a=1; wsPreferredLocale=eu; locale=us', 'wsPreferredLocale')).toBe('eu');
    expect(readCookie('xwsPreferredLocale=eu', 'wsPreferredLocale')).toBeUndefined();
    expect(readCookie('wsPreferredLocale=%E0', 'wsPreferredLocale')).toBeUndefined();
  });
});

describe('readGeolocation', () => {
  it('reads the country and continent and the site for them', () => {
    expect(readGeolocation({ country: { iso_code: 'us' }, continent: { code: 'NA' } })).toEqual({
      country: 'US',
      continent: 'NA',
      site: { name: 'USA and Canada', currency: 'USD', locale: 'us', external: false },
    });
    expect(readGeolocation({ country: { iso_code: 'ES' }, continent: { code: 'EU' } })?.site.name).toBe(
      'Europe',
    );
  });

  it.each([null, 'GB', {}, { country: { iso_code: 'GBR' } }, { country: { iso_code: 1 } }])(
    'refuses %j',
    (answer) => {
      expect(readGeolocation(answer)).toBeUndefined();
    },
  );
});
