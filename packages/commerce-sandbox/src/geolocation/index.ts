/**
 * The sandbox's "visitor's country" seam (contract sandbox-seams.md; spec 001 §7 "Geolocation lookup in the
 * browser | none | country iso_code and continent code"): a browser geolocation service's answer, decided by the
 * `sandbox_country` cookie so a person trying the shop, and the tests, can be anywhere.
 */

/** The cookie a demo or a test sets to the visitor's country (ISO 3166-1 alpha-2, e.g. `US`). */
export const SANDBOX_COUNTRY_COOKIE = 'sandbox_country';

/** Without the cookie (or with a value that is not a country), the visitor is in the UK. */
export const SANDBOX_DEFAULT_COUNTRY = 'GB';

/** The shape of a browser geolocation service's answer (MaxMind-style), as the locale overlay reads it. */
export interface GeolocationAnswer {
  country: { iso_code: string };
  continent: { code: string };
}

export type ContinentCode = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA';

/**
 * Country → continent, as geolocation services give it (their continent codes). Reading: Cyprus counts as Europe
 * (an EU member state), Turkey, Georgia, Armenia and Azerbaijan as Asia; XK (Kosovo, a code the services use
 * though ISO has not assigned it) as Europe.
 */
const COUNTRIES_BY_CONTINENT: Readonly<Record<ContinentCode, string>> = {
  EU: 'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK',
  AS: 'AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE',
  AF: 'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  NA: 'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI',
  SA: 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
  AN: 'AQ BV GS HM TF',
};

const CONTINENT_OF: ReadonlyMap<string, ContinentCode> = new Map(
  (Object.entries(COUNTRIES_BY_CONTINENT) as [ContinentCode, string][]).flatMap(([continent, codes]) =>
    codes.split(' ').map((code) => [code, continent] as const),
  ),
);

/** The continent of a country (alpha-2, any case); `undefined` for a code that is not a known country. */
export function continentOf(iso2: string): ContinentCode | undefined {
  return CONTINENT_OF.get(iso2.trim().toUpperCase());
}

/**
 * The geolocation answer for a `sandbox_country` cookie value: that country with its continent when it is a
 * known alpha-2 code (any case, surrounding spaces ignored), else GB. Reading: a well-formed code that is no
 * country (`ZZ`) counts as "anything else", so the answer always carries a real continent.
 */
export function sandboxGeolocation(cookieValue: string | null | undefined): GeolocationAnswer {
  const wanted = typeof cookieValue === 'string' ? cookieValue.trim().toUpperCase() : '';
  const continent = /^[A-Z]{2}$/.test(wanted) ? CONTINENT_OF.get(wanted) : undefined;
  const country = continent ? wanted : SANDBOX_DEFAULT_COUNTRY;
  return { country: { iso_code: country }, continent: { code: continent ?? 'EU' } };
}
