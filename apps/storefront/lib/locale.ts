import {
  type CountrySite,
  LOCALE_COOKIES_MAX_AGE_S,
  localizePath,
  type MarketCode,
  PREFERRED_LOCALE_COOKIE,
  PREFERRED_LOCALE_MAX_AGE_S,
  siteForCountry,
  stripMarketPrefix,
} from '@wardrobe/domain-rules';

/**
 * The locale overlay's choices and what choosing saves (spec 001 §2 "Locale overlay", §4, §9). Client-safe: no
 * server imports, so the overlay's island can use it.
 */

/**
 * Spec 001 §2, §9: "Locale and currency cookies last one year, path /, same-site lax"; "locale, currency and
 * country cookies one year". Reading: the spec names only wsPreferredLocale, so the other three are named by the
 * spec's words. Readable by the page (not httpOnly): the overlay, a client island, sets them.
 */
export const LOCALE_COOKIE = 'locale';
export const CURRENCY_COOKIE = 'currency';
export const COUNTRY_COOKIE = 'country';

/** Spec 001 §9: "Default country US" — the country saved when neither the choice nor geolocation names one. */
export const DEFAULT_COUNTRY = 'US';

export interface LocaleOption extends CountrySite {
  /** The locale code the choice saves: the market's (`en`, `eu`, `us`), else the external site's (`de`, `fr`). */
  code: string;
  /** The country the choice stands for; none for Europe and the Rest of the World. */
  country?: string;
}

/** Spec 001 §9: the external sites' locale codes ("Germany EUR (de, external site)", "France EUR (fr, …)"). */
const EXTERNAL_CODES: Readonly<Record<string, string>> = { Germany: 'de', France: 'fr' };

/**
 * Spec 001 §9 "Markets", in the spec's order; each site as domain-rules `siteForCountry` gives it, so names,
 * currencies and markets live once. Europe and the Rest of the World are asked for by continent.
 */
export const LOCALE_OPTIONS: readonly LocaleOption[] = [
  option('GB'),
  option('DE'),
  option('IE'),
  option('FR'),
  option('', 'EU'),
  option('US'),
  option(''),
];

function option(country: string, continent?: string): LocaleOption {
  const site = siteForCountry(country, continent);
  const code = site.locale ?? EXTERNAL_CODES[site.name] ?? '';
  return { ...site, code, ...(country ? { country } : {}) };
}

/**
 * Reading: the spec gives no addresses for the external German and French sites; these can be set per
 * deployment (`NEXT_PUBLIC_SITE_URL_DE`, `NEXT_PUBLIC_SITE_URL_FR`).
 */
export const EXTERNAL_SITE_URLS: Readonly<Record<string, string>> = {
  de: process.env.NEXT_PUBLIC_SITE_URL_DE || 'https://www.wardrobe.de',
  fr: process.env.NEXT_PUBLIC_SITE_URL_FR || 'https://www.wardrobe.fr',
};

/**
 * Where a choice takes the shopper: the same page (path, query and fragment) in the chosen market (domain-rules
 * `stripMarketPrefix` / `localizePath`); for an external site, the same path there.
 */
export function localeTarget(choice: Pick<LocaleOption, 'code' | 'locale'>, location: PageLocation): string {
  const path = stripMarketPrefix(location.pathname) || '/';
  const rest = `${location.search}${location.hash}`;
  if (choice.locale) return `${localizePath(path, choice.locale)}${rest}`;
  const origin = (EXTERNAL_SITE_URLS[choice.code] ?? '').replace(/\/$/, '');
  return `${origin}${path === '/' ? '' : path}${rest}` || '/';
}

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
}

/**
 * Spec 001 §2, §9: what a choice saves: wsPreferredLocale for 30 days; locale, currency and country for a year.
 * The country is the chosen one's, else the detected one, else the spec's default country.
 */
export function localeCookies(choice: LocaleOption, detectedCountry?: string): CookieToSet[] {
  return [
    { name: PREFERRED_LOCALE_COOKIE, value: choice.code, maxAge: PREFERRED_LOCALE_MAX_AGE_S },
    { name: LOCALE_COOKIE, value: choice.code, maxAge: LOCALE_COOKIES_MAX_AGE_S },
    { name: CURRENCY_COOKIE, value: choice.currency, maxAge: LOCALE_COOKIES_MAX_AGE_S },
    {
      name: COUNTRY_COOKIE,
      value: choice.country ?? detectedCountry ?? DEFAULT_COUNTRY,
      maxAge: LOCALE_COOKIES_MAX_AGE_S,
    },
  ];
}

/** Reading: closing the overlay without choosing keeps the current market as the preference, so it does not nag. */
export function keepMarketCookie(code: MarketCode): CookieToSet {
  return { name: PREFERRED_LOCALE_COOKIE, value: code, maxAge: PREFERRED_LOCALE_MAX_AGE_S };
}

/** A `document.cookie` assignment: path /, SameSite=Lax, Secure on https. */
export function cookieString({ name, value, maxAge }: CookieToSet, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One cookie's value from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The geolocation answer (spec 001 §7), checked: a country and a continent code, or nothing usable. */
export interface Geolocation {
  country: string;
  continent?: string | undefined;
  site: CountrySite;
}

export function readGeolocation(answer: unknown): Geolocation | undefined {
  const a = answer as { country?: { iso_code?: unknown }; continent?: { code?: unknown } } | null;
  const country = a?.country?.iso_code;
  if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)) return undefined;
  const code = a?.continent?.code;
  const continent = typeof code === 'string' ? code : undefined;
  return { country: country.toUpperCase(), continent, site: siteForCountry(country, continent) };
}
