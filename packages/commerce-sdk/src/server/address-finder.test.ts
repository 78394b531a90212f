import { describe, expect, it } from 'vitest';
import type { FindAddressesRequest, FoundAddress } from '../schemas/address-finder';
import type { AddressFinderContext, AddressFinderService } from '../services';
import { handleMiddlewareRequest } from './handler';
import { createServiceOperations } from './services';

// The mapping layer of the address finder: what reaches the service and what is refused before it. The service
// records what it was asked; the sandbox's real one is tested in @wardrobe/commerce-sandbox.
const asked: { query: FindAddressesRequest; context: AddressFinderContext }[] = [];
const AT_SW9: FoundAddress = {
  id: 'gb-sw96de-1',
  addressLine1: '1 Acre Lane',
  addressLine2: '',
  city: 'London',
  county: 'Greater London',
  postCode: 'SW9 6DE',
  country: 'GB',
};
const addressFinder: AddressFinderService = {
  async find(query, context) {
    asked.push({ query, context });
    return query.postcode === 'SW9 6DE' ? [AT_SW9] : [];
  },
};
const providers = {
  bigcommerce: createServiceOperations({
    addressFinder,
    async identify(context) {
      return context.cookies.get('session') === 'ada' ? { id: 42, email: 'ada@example.com' } : undefined;
    },
  }),
};

async function call(args: unknown[], { channel = '1', cookie = '', provider = providers } = {}) {
  const response = await handleMiddlewareRequest(
    new Request('http://shop.test/api/bigcommerce/findAddresses', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bigcommerce-channel-id': channel, cookie },
      body: JSON.stringify(args),
    }),
    { providers: provider },
  );
  return { status: response.status, body: await response.json() };
}

describe('findAddresses', () => {
  it('hands the service the canonical GB postcode and the market, never the signed-in customer', async () => {
    asked.length = 0;
    const answer = await call([{ postcode: ' sw96de ' }], { channel: '2', cookie: 'session=ada' });
    expect(answer).toEqual({ status: 200, body: { data: [AT_SW9] } });
    expect(asked[0]?.query).toEqual({ postcode: 'SW9 6DE', country: 'GB' });
    expect(asked[0]?.context.market.code).toBe('eu');
    expect(asked[0]?.context).not.toHaveProperty('customer');
  });

  it('answers { data: [] } for a valid postcode without addresses', async () => {
    expect(await call([{ postcode: 'BX1 1LT', country: 'GB' }])).toEqual({ status: 200, body: { data: [] } });
  });

  it('refuses a malformed GB postcode with 400 Please enter a valid postcode, before the service', async () => {
    asked.length = 0;
    for (const postcode of ['SW9', 'not a postcode', '90210']) {
      expect(await call([{ postcode }])).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Please enter a valid postcode' },
      });
    }
    expect((await call([{ postcode: '' }])).body.message).toBe('argument 0.postcode: is required');
    expect(asked).toEqual([]);
  });

  it('passes another country’s postcode as typed (trimmed), its code in upper case', async () => {
    asked.length = 0;
    await call([{ postcode: ' 90210 ', country: 'us' }], { channel: '3' });
    expect(asked[0]?.query).toEqual({ postcode: '90210', country: 'US' });
  });

  it('answers 501 when no address finder is given', async () => {
    const none = { bigcommerce: createServiceOperations({ identify: async () => undefined }) };
    expect((await call([{ postcode: 'SW9 6DE' }], { provider: none })).status).toBe(501);
  });
});
