import { describe, expect, it } from 'vitest';
import {
  isBot,
  LOCALE_COOKIES_MAX_AGE_S,
  PREFERRED_LOCALE_COOKIE,
  PREFERRED_LOCALE_MAX_AGE_S,
  shouldPromptLocale,
  siteForCountry,
} from './locale';

describe('siteForCountry', () => {
  it.each([
    ['GB', undefined, { name: 'United Kingdom', currency: 'GBP', locale: 'en', external: false }],
    ['IE', 'EU', { name: 'Ireland', currency: 'EUR', locale: 'eu', external: false }],
    ['US', 'NA', { name: 'USA and Canada', currency: 'USD', locale: 'us', external: false }],
    ['CA', 'NA', { name: 'USA and Canada', currency: 'USD', locale: 'us', external: false }],
    ['AT', 'EU', { name: 'Germany', currency: 'EUR', external: true }],
    ['DE', 'EU', { name: 'Germany', currency: 'EUR', external: true }],
    ['FR', 'EU', { name: 'France', currency: 'EUR', external: true }],
    ['ES', 'EU', { name: 'Europe', currency: 'EUR', locale: 'eu', external: false }],
    ['JP', 'AS', { name: 'Rest of the World', currency: 'EUR', locale: 'eu', external: false }],
    ['BR', undefined, { name: 'Rest of the World', currency: 'EUR', locale: 'eu', external: false }],
    ['gb', undefined, { name: 'United Kingdom', currency: 'GBP', locale: 'en', external: false }],
    ['it', 'eu', { name: 'Europe', currency: 'EUR', locale: 'eu', external: false }],
  ])('%s (%s)', (iso2, continent, site) => {
    expect(siteForCountry(iso2, continent)).toEqual(site);
  });
});

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    'facebookexternalhit/1.1 Crawler',
    'Baiduspider',
  ])('is true for %s', (ua) => {
    expect(isBot(ua)).toBe(true);
  });

  it('is false for browsers', () => {
    expect(isBot('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(
      false,
    );
  });
});

describe('shouldPromptLocale', () => {
  const userAgent = 'Mozilla/5.0 Firefox/140.0';

  it('prompts when the detected market differs from the current one', () => {
    expect(shouldPromptLocale({ currentCode: 'en', detectedCode: 'us', userAgent })).toBe(true);
    expect(shouldPromptLocale({ currentCode: 'us', detectedCode: 'us', userAgent })).toBe(false);
  });

  it('lets the saved preference win over detection', () => {
    expect(shouldPromptLocale({ currentCode: 'en', detectedCode: 'us', savedCode: 'en', userAgent })).toBe(
      false,
    );
    expect(shouldPromptLocale({ currentCode: 'en', detectedCode: 'en', savedCode: 'eu', userAgent })).toBe(
      true,
    );
  });

  it('never prompts bots, nor for codes that are not markets, nor without a preference', () => {
    expect(shouldPromptLocale({ currentCode: 'en', detectedCode: 'us', userAgent: 'Googlebot/2.1' })).toBe(
      false,
    );
    expect(shouldPromptLocale({ currentCode: 'en', detectedCode: 'de', userAgent })).toBe(false);
    expect(shouldPromptLocale({ currentCode: 'en', userAgent })).toBe(false);
  });
});

describe('locale cookies', () => {
  it('keep the preference 30 days and the locale, currency and country one year', () => {
    expect(PREFERRED_LOCALE_COOKIE).toBe('wsPreferredLocale');
    expect(PREFERRED_LOCALE_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
    expect(LOCALE_COOKIES_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
  });
});
