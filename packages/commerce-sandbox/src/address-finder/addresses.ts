import { canonicalUkPostcode, type FoundAddress } from '@wardrobe/commerce-sdk';
import { fnv1a } from '../pictures/colours';

/**
 * The sandbox's street addresses, made up from the postcode alone: no table, no network, no randomness, so the
 * same postcode answers the same addresses on every machine and run.
 *
 * - 3 to 8 addresses, from an FNV-1a hash of the postcode (compact, upper case): one street of `STREETS`, houses
 *   with numbers on one side of it (every other number, ascending) or flats (`Flat 1`…) in one numbered building.
 * - The town and county from the postcode area (the outward code's letters: `SW` of `SW9 6DE`) in `TOWNS`; an area
 *   the table lacks gets one of `OTHER_TOWNS`, chosen by a hash of the area, so one area is always one town.
 * - `postCode` in its canonical form (`SW9 6DE`), `country` `GB`, `id` `gb-{compact postcode}-{n}`.
 * - No addresses (`[]`) in `NO_ADDRESS_AREAS`: `BX`, the Royal Mail's non-geographic area (mail for businesses
 *   and bodies, e.g. `BX1 1LT`), so a valid postcode without addresses can be tried.
 */
export const STREETS = [
  'Acre Lane',
  'High Street',
  'Church Road',
  'Station Road',
  'Victoria Road',
  'Park Avenue',
  'Mill Lane',
  'Queens Road',
  'Kings Road',
  'Manor Way',
  'Albert Street',
  'Elm Grove',
  'Orchard Close',
  'The Crescent',
  'York Road',
  'Chestnut Avenue',
] as const;

export interface SandboxTown {
  city: string;
  county: string;
}

const LONDON: SandboxTown = { city: 'London', county: 'Greater London' };

/** Towns by postcode area (the letters of the outward code). */
export const TOWNS: Readonly<Record<string, SandboxTown>> = {
  E: LONDON,
  EC: LONDON,
  N: LONDON,
  NW: LONDON,
  SE: LONDON,
  SW: LONDON,
  W: LONDON,
  WC: LONDON,
  M: { city: 'Manchester', county: 'Greater Manchester' },
  EH: { city: 'Edinburgh', county: 'Midlothian' },
  G: { city: 'Glasgow', county: 'Lanarkshire' },
  B: { city: 'Birmingham', county: 'West Midlands' },
  L: { city: 'Liverpool', county: 'Merseyside' },
  LS: { city: 'Leeds', county: 'West Yorkshire' },
  S: { city: 'Sheffield', county: 'South Yorkshire' },
  NE: { city: 'Newcastle upon Tyne', county: 'Tyne and Wear' },
  NG: { city: 'Nottingham', county: 'Nottinghamshire' },
  BS: { city: 'Bristol', county: 'Avon' },
  CF: { city: 'Cardiff', county: 'South Glamorgan' },
  BT: { city: 'Belfast', county: 'County Antrim' },
  OX: { city: 'Oxford', county: 'Oxfordshire' },
  CB: { city: 'Cambridge', county: 'Cambridgeshire' },
  BN: { city: 'Brighton', county: 'East Sussex' },
  GIR: { city: 'Bootle', county: 'Merseyside' },
};

/** Towns for the areas `TOWNS` lacks. */
export const OTHER_TOWNS: readonly SandboxTown[] = [
  { city: 'Ashford', county: 'Kent' },
  { city: 'Harrogate', county: 'North Yorkshire' },
  { city: 'Kendal', county: 'Cumbria' },
  { city: 'Truro', county: 'Cornwall' },
  { city: 'Shrewsbury', county: 'Shropshire' },
  { city: 'Lincoln', county: 'Lincolnshire' },
];

/** Postcode areas with no street addresses. */
export const NO_ADDRESS_AREAS: readonly string[] = ['BX'];

export const SANDBOX_ADDRESSES_MIN = 3;
export const SANDBOX_ADDRESSES_MAX = 8;

/** The postcode area: the leading letters of the outward code (`SW` of `SW9 6DE`, `GIR` of `GIR 0AA`). */
export function postcodeArea(canonical: string): string {
  return /^[A-Z]+/.exec(canonical)?.[0] ?? '';
}

/** The town of a postcode area. */
export function townOf(area: string): SandboxTown {
  return TOWNS[area] ?? (OTHER_TOWNS[fnv1a(area) % OTHER_TOWNS.length] as SandboxTown);
}

/** The addresses at a UK postcode (any case and spacing); `[]` for one that is not a UK format. */
export function sandboxAddresses(postcode: string): FoundAddress[] {
  const canonical = canonicalUkPostcode(postcode);
  if (canonical === undefined) return [];
  const area = postcodeArea(canonical);
  if (NO_ADDRESS_AREAS.includes(area)) return [];
  const compact = canonical.replace(' ', '');
  const hash = fnv1a(compact);
  const count = SANDBOX_ADDRESSES_MIN + (hash % (SANDBOX_ADDRESSES_MAX - SANDBOX_ADDRESSES_MIN + 1));
  const street = STREETS[(hash >>> 3) % STREETS.length] as string;
  const first = 1 + ((hash >>> 8) % 60);
  const flats = (hash >>> 16) % 4 === 0;
  const { city, county } = townOf(area);
  return Array.from({ length: count }, (_, i) => ({
    id: `gb-${compact.toLowerCase()}-${i + 1}`,
    addressLine1: flats ? `Flat ${i + 1}` : `${first + 2 * i} ${street}`,
    addressLine2: flats ? `${first} ${street}` : '',
    city,
    county,
    postCode: canonical,
    country: 'GB',
  }));
}
