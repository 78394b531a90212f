import type { FindAddressesResult, FoundAddress } from '@wardrobe/commerce-sdk';
import { isValidUkPostcode } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import {
  OTHER_TOWNS,
  SANDBOX_ADDRESSES_MAX,
  SANDBOX_ADDRESSES_MIN,
  STREETS,
  sandboxAddresses,
  townOf,
} from './addresses';
import { createSandboxAddressFinder } from './service';

const UK = { channelId: 1, market: {} } as never;
const SAMPLES = [
  'SW9 6DE',
  'M1 1AE',
  'EH1 1YZ',
  'B33 8TH',
  'EC1A 1BB',
  'W1A 0AX',
  'DN55 1PT',
  'CR2 6XH',
  'GIR 0AA',
];

describe('sandboxAddresses', () => {
  it('answers 3 to 8 addresses on one street at the postcode, the same every time', () => {
    const counts = new Set<number>();
    for (const postcode of SAMPLES) {
      const addresses = sandboxAddresses(postcode);
      expect(addresses).toEqual(sandboxAddresses(postcode));
      expect(addresses.length).toBeGreaterThanOrEqual(SANDBOX_ADDRESSES_MIN);
      expect(addresses.length).toBeLessThanOrEqual(SANDBOX_ADDRESSES_MAX);
      counts.add(addresses.length);
      expect(new Set(addresses.map((a) => a.id)).size).toBe(addresses.length);
      for (const address of addresses) {
        expect(address.postCode).toBe(postcode);
        expect(address.country).toBe('GB');
        expect(address.city).not.toBe('');
        expect(address.county).not.toBe('');
        const line = address.addressLine2 || address.addressLine1;
        expect(STREETS.some((street) => line.endsWith(` ${street}`))).toBe(true);
      }
    }
    // The hash spreads the counts: not one size for every postcode.
    expect(counts.size).toBeGreaterThan(1);
  });

  it('answers the same for any case and spacing, with the postcode in its canonical form', () => {
    const canonical = sandboxAddresses('SW9 6DE');
    expect(sandboxAddresses('sw96de')).toEqual(canonical);
    expect(sandboxAddresses('  Sw9 6dE ')).toEqual(canonical);
    expect(canonical.map((a) => a.postCode)).toEqual(canonical.map(() => 'SW9 6DE'));
    expect(canonical[0]?.id).toBe('gb-sw96de-1');
  });

  it('takes the town and county from the postcode area', () => {
    expect(sandboxAddresses('SW9 6DE')[0]).toMatchObject({ city: 'London', county: 'Greater London' });
    expect(sandboxAddresses('EC1A 1BB')[0]).toMatchObject({ city: 'London' });
    expect(sandboxAddresses('M1 1AE')[0]).toMatchObject({ city: 'Manchester', county: 'Greater Manchester' });
    expect(sandboxAddresses('EH1 1YZ')[0]).toMatchObject({ city: 'Edinburgh', county: 'Midlothian' });
    // An area the table lacks: one of the other towns, the same for the whole area.
    const dn = sandboxAddresses('DN55 1PT')[0] as FoundAddress;
    expect(OTHER_TOWNS).toContainEqual({ city: dn.city, county: dn.county });
    expect(townOf('DN')).toEqual({ city: dn.city, county: dn.county });
    expect(sandboxAddresses('DN1 2AB')[0]).toMatchObject({ city: dn.city });
  });

  it('numbers houses ascending on one side of the street, or flats in one building', () => {
    let houses = 0;
    let flats = 0;
    for (let n = 1; n <= 40; n += 1) {
      const addresses = sandboxAddresses(`SW${n % 20} ${n % 10}AB`);
      if (addresses[0]?.addressLine1.startsWith('Flat ')) {
        flats += 1;
        expect(addresses.map((a) => a.addressLine1)).toEqual(addresses.map((_, i) => `Flat ${i + 1}`));
        expect(new Set(addresses.map((a) => a.addressLine2)).size).toBe(1);
      } else {
        houses += 1;
        const numbers = addresses.map((a) => Number.parseInt(a.addressLine1, 10));
        expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] as number) + 2 * i));
        expect(addresses.every((a) => a.addressLine2 === '')).toBe(true);
      }
    }
    expect(houses).toBeGreaterThan(0);
    expect(flats).toBeGreaterThan(0);
  });

  it('has no addresses in the non-geographic BX area, nor for what is not a UK postcode', () => {
    expect(isValidUkPostcode('BX1 1LT')).toBe(true);
    expect(sandboxAddresses('BX1 1LT')).toEqual([]);
    expect(sandboxAddresses('BX9 9ZZ')).toEqual([]);
    expect(sandboxAddresses('SW9')).toEqual([]);
  });
});

describe('createSandboxAddressFinder', () => {
  it('covers the UK only: another country answers []', async () => {
    const finder = createSandboxAddressFinder();
    expect(await finder.find({ postcode: 'SW9 6DE', country: 'GB' }, UK)).toEqual(
      sandboxAddresses('SW9 6DE'),
    );
    expect(await finder.find({ postcode: 'SW9 6DE', country: 'IE' }, UK)).toEqual([]);
    expect(await finder.find({ postcode: '90210', country: 'US' }, UK)).toEqual([]);
  });
});

// Through the middleware, as the storefront's browser client calls it.
describe('findAddresses on the sandbox', () => {
  let server: SandboxServer;
  let shopper: Shopper;
  beforeAll(async () => {
    server = await startSandboxServer();
    shopper = server.shopper();
  }, 60_000);
  afterAll(() => server.close());

  it('answers the addresses at a postcode, written any way, with the canonical postcode', async () => {
    const answer = await shopper.call<FindAddressesResult>('findAddresses', [{ postcode: ' sw96de ' }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(sandboxAddresses('SW9 6DE'));
    expect(answer.body.data[0]?.postCode).toBe('SW9 6DE');
    // The same from another market's channel.
    const eu = await shopper.call('findAddresses', [{ postcode: 'SW9 6DE', country: 'gb' }], {
      channelId: 2,
    });
    expect(eu.body).toEqual(answer.body);
  });

  it('answers { data: [] } for a valid postcode without addresses, and for another country', async () => {
    expect((await shopper.call('findAddresses', [{ postcode: 'BX1 1LT' }])).body).toEqual({ data: [] });
    const us = await shopper.call('findAddresses', [{ postcode: '90210', country: 'US' }], { channelId: 3 });
    expect(us).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('refuses a malformed UK postcode with 400 Please enter a valid postcode', async () => {
    const answer = await shopper.call('findAddresses', [{ postcode: 'SW9 6D' }]);
    expect(answer).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Please enter a valid postcode' },
    });
    expect((await shopper.call('findAddresses', [{ postcode: 'SW9 6DE', country: 'GBR' }])).status).toBe(400);
  });
});
