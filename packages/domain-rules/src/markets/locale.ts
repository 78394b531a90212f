import { type MarketCode, marketByCode } from './markets';

export interface CountrySite {
  /** How the locale selector names the site, e.g. `United Kingdom`, `Rest of the World`. */
  name: string;
  currency: 'GBP' | 'EUR' | 'USD';
  /** The market of this shop that serves the country; absent for the external sites. */
  locale?: MarketCode;
  /** Germany and France have their own sites, outside this shop. */
  external: boolean;
}

/**
 * Spec 001 §9 (country map): GB → United Kingdom, IE → Ireland, US and CA → USA and Canada, AT and DE → Germany
 * (external), FR → France (external), any other country of the EU continent → Europe, else Rest of the World in
 * euros on the eu site (the contract's reading of the spec's two Rest of the World lines). Reading: country and
 * continent codes are matched in any case, since geolocation services differ.
 */
export function siteForCountry(iso2: string, continentCode?: string): CountrySite {
  switch (iso2.toUpperCase()) {
    case 'GB':
      return { name: 'United Kingdom', currency: 'GBP', locale: 'en', external: false };
    case 'IE':
      return { name: 'Ireland', currency: 'EUR', locale: 'eu', external: false };
    case 'US':
    case 'CA':
      return { name: 'USA and Canada', currency: 'USD', locale: 'us', external: false };
    case 'AT':
    case 'DE':
      return { name: 'Germany', currency: 'EUR', external: true };
    case 'FR':
      return { name: 'France', currency: 'EUR', external: true };
  }
  if (continentCode?.toUpperCase() === 'EU')
    return { name: 'Europe', currency: 'EUR', locale: 'eu', external: false };
  return { name: 'Rest of the World', currency: 'EUR', locale: 'eu', external: false };
}

/** Spec 001 §2 "Locale overlay", §9: the cookie that keeps the shopper's chosen market (a market code). */
export const PREFERRED_LOCALE_COOKIE = 'wsPreferredLocale';
/** Spec 001 §2, §9: wsPreferredLocale lasts 30 days (s; a literal so importers can drop it, see bundle-size.test). */
export const PREFERRED_LOCALE_MAX_AGE_S = 2_592_000;
/** Spec 001 §2, §9: the locale, currency and country cookies last one year (365 days, in s). */
export const LOCALE_COOKIES_MAX_AGE_S = 31_536_000;

/** Spec 001 §4: bots (by user agent) are not prompted to change locale. */
export function isBot(userAgent: string): boolean {
  return /bot|crawl|spider|slurp/i.test(userAgent);
}

export interface LocalePromptInput {
  /** The market of the page being shown. */
  currentCode: string;
  /** From geolocation (`siteForCountry(...).locale`). */
  detectedCode?: string | undefined;
  /** From the `wsPreferredLocale` cookie: a choice the shopper made, so it beats detection. */
  savedCode?: string | undefined;
  userAgent: string;
}

/**
 * Spec 001 §4: the locale overlay opens by itself when the saved (else detected) market differs from the current
 * site; never for bots, and never for a preference that is not a market of this shop.
 */
export function shouldPromptLocale({
  currentCode,
  detectedCode,
  savedCode,
  userAgent,
}: LocalePromptInput): boolean {
  if (isBot(userAgent)) return false;
  const preferred = savedCode || detectedCode;
  return preferred !== undefined && marketByCode(preferred) !== undefined && preferred !== currentCode;
}
