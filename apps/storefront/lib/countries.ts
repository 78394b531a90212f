import { type Market, siteForCountry, WALLET_SHIPPING_COUNTRIES } from '@wardrobe/domain-rules';

export interface CountryChoice {
  code: string;
  name: string;
}

/**
 * European countries (ISO 3166-1 alpha-2) that the EU market may serve, Ireland (its home country) first;
 * `siteForCountry` decides which it does.
 */
const EUROPE = [
  'IE',
  'AD',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DK',
  'EE',
  'ES',
  'FI',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  // Served elsewhere (siteForCountry: own sites, or the UK): listed so the rule, not this list, drops them.
  'AT',
  'DE',
  'FR',
  'GB',
];
const NORTH_AMERICA = ['US', 'CA'];

const names = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/**
 * The countries a market's checkout offers. Reading: the UK market pays in GBP, and GBP orders ship only to GB,
 * JE and GG (spec 000 §5, `WALLET_SHIPPING_COUNTRIES`); the EU and US markets offer the countries that the
 * country map (spec 001 §9, `siteForCountry`) sends to them, so Germany, Austria and France, which have their
 * own sites, are not offered on the EU site. Sorted by name, the market's home country first.
 */
export function countriesFor(market: Market): CountryChoice[] {
  const codes =
    market.code === 'en'
      ? [...WALLET_SHIPPING_COUNTRIES]
      : market.code === 'us'
        ? NORTH_AMERICA.filter((code) => siteForCountry(code, 'NA').locale === 'us')
        : EUROPE.filter((code) => siteForCountry(code, 'EU').locale === 'eu');
  const [home, ...rest] = codes.map((code) => ({ code, name: names.of(code) ?? code }));
  return home ? [home, ...rest.sort((a, b) => a.name.localeCompare(b.name, 'en'))] : [];
}
