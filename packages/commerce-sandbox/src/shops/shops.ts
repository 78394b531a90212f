import type { Shop, ShopOpening } from '@wardrobe/commerce-sdk';

type Hours = readonly [opens: string, closes: string] | null;

/** Monday to Sunday, as `[opens, closes]` or null for closed. */
function week(...days: Hours[]): ShopOpening[] {
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
  return names.map((day, i) => {
    const hours = days[i] ?? null;
    return { day, opens: hours?.[0] ?? null, closes: hours?.[1] ?? null };
  });
}

const HIGH_STREET = week(
  ['09:30', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '18:00'],
  ['09:30', '20:00'],
  ['09:30', '18:00'],
  ['09:00', '18:00'],
  ['11:00', '17:00'],
);
const CENTRE = week(
  ['10:00', '20:00'],
  ['10:00', '20:00'],
  ['10:00', '20:00'],
  ['10:00', '21:00'],
  ['10:00', '21:00'],
  ['09:00', '20:00'],
  null,
);

/** The sandbox's shops: invented addresses in real towns, per channel (1 UK, 2 EU, 3 US). */
export const SHOPS: readonly (Shop & { channelId: number })[] = [
  {
    id: 'uk-london-carnaby',
    channelId: 1,
    name: 'London Carnaby',
    addressLines: ['12 Kingly Court'],
    city: 'London',
    postcode: 'W1B 5PW',
    countryCode: 'GB',
    phone: '020 7946 0012',
    latitude: 51.5128,
    longitude: -0.1389,
    openingHours: HIGH_STREET,
  },
  {
    id: 'uk-brighton-lanes',
    channelId: 1,
    name: 'Brighton Lanes',
    addressLines: ['4 Meeting House Lane'],
    city: 'Brighton',
    postcode: 'BN1 1HB',
    countryCode: 'GB',
    phone: '01273 960 004',
    latitude: 50.8218,
    longitude: -0.1402,
    openingHours: HIGH_STREET,
  },
  {
    id: 'uk-manchester-northern-quarter',
    channelId: 1,
    name: 'Manchester Northern Quarter',
    addressLines: ['31 Oldham Street'],
    city: 'Manchester',
    postcode: 'M1 1JG',
    countryCode: 'GB',
    phone: '0161 496 0031',
    latitude: 53.4831,
    longitude: -2.2341,
    openingHours: CENTRE,
  },
  {
    id: 'eu-dublin-grafton',
    channelId: 2,
    name: 'Dublin Grafton Street',
    addressLines: ['88 Grafton Street'],
    city: 'Dublin',
    postcode: 'D02 VF65',
    countryCode: 'IE',
    phone: '+353 1 555 0188',
    latitude: 53.3409,
    longitude: -6.2603,
    openingHours: HIGH_STREET,
  },
  {
    id: 'eu-amsterdam-negen-straatjes',
    channelId: 2,
    name: 'Amsterdam Negen Straatjes',
    addressLines: ['Herenstraat 21'],
    city: 'Amsterdam',
    postcode: '1015 BZ',
    countryCode: 'NL',
    phone: '+31 20 555 0121',
    latitude: 52.3778,
    longitude: 4.8886,
    openingHours: CENTRE,
  },
  {
    id: 'us-new-york-soho',
    channelId: 3,
    name: 'New York SoHo',
    addressLines: ['140 Greene Street'],
    city: 'New York, NY',
    postcode: '10012',
    countryCode: 'US',
    phone: '(212) 555-0140',
    latitude: 40.7255,
    longitude: -73.9983,
    openingHours: CENTRE,
  },
  {
    id: 'us-los-angeles-abbot-kinney',
    channelId: 3,
    name: 'Los Angeles Abbot Kinney',
    addressLines: ['1320 Abbot Kinney Boulevard'],
    city: 'Venice, CA',
    postcode: '90291',
    countryCode: 'US',
    phone: '(310) 555-0132',
    latitude: 33.9908,
    longitude: -118.4656,
    openingHours: HIGH_STREET,
  },
];
