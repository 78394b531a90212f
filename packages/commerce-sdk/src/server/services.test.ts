import { describe, expect, it } from 'vitest';
import { CommerceError } from '../errors';
import type { CommerceProvider } from '../provider';
import type { ContentDelivery, PromotionsEngine, SearchService, ServiceContext } from '../services';
import { handleMiddlewareRequest } from './handler';
import { CONTENT_PREVIEW_COOKIE, createServiceOperations } from './services';

// These tests are about the mapping layer (identity, market, preview cookie), so the services behind it record
// what they were asked and answer the least their result schemas allow. The sandbox's real services have tests
// of their own, through this same layer, in @wardrobe/commerce-sandbox.
const calls: { operation: string; context?: ServiceContext; args: unknown[] }[] = [];
const SIGNED_IN = { id: 42, email: 'Ada@Example.com' };

const emptySearch = (term: string) => ({
  sections: { Products: [], 'Search Suggestions': [] },
  total_num_results_per_section: { Products: 0, 'Search Suggestions': 0 },
  result_id: 'r1',
  request: { term },
});
const search: SearchService = {
  async autocomplete(options, request) {
    calls.push({ operation: 'autocomplete', args: [options, request] });
    return emptySearch(request.term);
  },
  async search(options, request) {
    calls.push({ operation: 'search', args: [options, request] });
    return {
      response: { results: [], facets: [], groups: [], sort_options: [], total_num_results: 0 },
      result_id: 'r2',
      request: {},
    };
  },
  async browse() {
    throw new CommerceError('not in this test', 500);
  },
  async recommendations() {
    throw new CommerceError('not in this test', 500);
  },
};
const profile = {
  id: 1,
  integrationId: SIGNED_IN.email,
  created: '2026-01-01T00:00:00Z',
  attributes: {},
  closedSessions: 0,
  totalSales: 0,
};
const promotions: PromotionsEngine = {
  async updateCustomerSession(context, currency, sessionId, request, options) {
    calls.push({
      operation: 'updateCustomerSession',
      context,
      args: [currency, sessionId, request, options],
    });
    throw new CommerceError('evaluated', 418);
  },
  async getCustomerSession() {
    throw new CommerceError('Not found', 404);
  },
  async getCustomerProfile(context, currency, id) {
    calls.push({ operation: 'getCustomerProfile', context, args: [currency, id] });
    return { customerProfile: profile };
  },
  async updateCustomerProfile(context, currency, id, body) {
    calls.push({ operation: 'updateCustomerProfile', context, args: [currency, id, body] });
    return { customerProfile: profile, effects: [] };
  },
};
const content: ContentDelivery = {
  async getByKey(key, options) {
    calls.push({ operation: 'getByKey', args: [key, options] });
    return key.endsWith('/missing')
      ? undefined
      : { _meta: { schema: 'https://schema.wardrobe.shop/pages/home', deliveryKey: key } };
  },
  async getById() {
    return undefined;
  },
  async filter(request) {
    calls.push({ operation: 'filter', args: [request] });
    return { responses: [], page: { responseCount: 0 } };
  },
};

const provider: CommerceProvider = createServiceOperations({
  search,
  promotions,
  content,
  async identify(context) {
    return context.cookies.get('session') === 'ada' ? SIGNED_IN : undefined;
  },
});

async function call(operation: string, args: unknown[], { channel = '1', cookie = '' } = {}) {
  const response = await handleMiddlewareRequest(
    new Request(`http://shop.test/api/bigcommerce/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bigcommerce-channel-id': channel, cookie },
      body: JSON.stringify(args),
    }),
    { providers: { bigcommerce: provider } },
  );
  return { status: response.status, body: await response.json() };
}

describe('createServiceOperations', () => {
  it('passes the customer id as the search user id only for a signed-in shopper, and the market index', async () => {
    calls.length = 0;
    await call('autocomplete', [{ query: 'dre' }], { channel: '2' });
    await call('autocomplete', [{ query: 'dre' }], { cookie: 'session=ada' });
    const [guest, signedIn] = calls.map((c) => c.args[0]);
    expect(guest).toEqual({ indexName: 'eu', currency: 'EUR', userId: undefined });
    expect(signedIn).toEqual({ indexName: 'uk', currency: 'GBP', userId: '42' });
    // Spec 000 §9: 10 products and 5 suggestions unless fewer are asked for.
    expect(calls[0]?.args[1]).toMatchObject({
      term: 'dre',
      numResults: { Products: 10, 'Search Suggestions': 5 },
    });
  });

  it('maps searchProducts paging defaults (48 a page, page 1) and refuses a blank term with 400', async () => {
    calls.length = 0;
    expect((await call('searchProducts', [{ query: 'coat' }])).status).toBe(200);
    expect(calls[0]?.args[1]).toMatchObject({ term: 'coat', page: 1, resultsPerPage: 48 });
    const blank = await call('searchProducts', [{ query: '   ' }]);
    expect(blank).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'argument 0.query: must not be blank' },
    });
  });

  it('lets only the signed-in customer read or write their own loyalty profile', async () => {
    calls.length = 0;
    expect((await call('getCustomerProfile', ['GBP', 'ada@example.com'])).status).toBe(403);
    expect(
      (await call('getCustomerProfile', ['GBP', 'eve@example.com'], { cookie: 'session=ada' })).status,
    ).toBe(403);
    expect(
      (await call('updateCustomerProfile', ['GBP', 'eve@example.com', {}], { cookie: 'session=ada' })).status,
    ).toBe(403);
    expect(calls).toEqual([]);
    // Emails compare in any case.
    expect(
      (await call('getCustomerProfile', ['GBP', 'ada@example.com'], { cookie: 'session=ada' })).status,
    ).toBe(200);
    expect(calls[0]?.context?.customer).toEqual(SIGNED_IN);
  });

  it('refuses a session for another customer’s profile, and evaluates a guest session dry by default', async () => {
    calls.length = 0;
    const session = (profileId?: string) => [
      {
        currencyCode: 'GBP',
        sessionId: 'cart-1',
        requestData: { customerSession: { profileId, cartItems: [] } },
      },
    ];
    expect((await call('updateCustomerSession', session('ada@example.com'))).status).toBe(403);
    expect((await call('updateCustomerSession', session())).status).toBe(418);
    expect(calls[0]?.args[3]).toEqual({ dry: true });
  });

  it('fetches content with the channel’s market prefix and the preview cookie; missing is 404 Not found', async () => {
    calls.length = 0;
    const us = await call('getContentByKey', [{ key: 'home' }], {
      channel: '3',
      cookie: `${CONTENT_PREVIEW_COOKIE}=hub.staging.example`,
    });
    expect(us.body.content._meta.deliveryKey).toBe('us/home');
    expect(calls[0]?.args[1]).toEqual({ previewHost: 'hub.staging.example', previewTimestamp: undefined });
    expect(await call('getContentByKey', [{ key: 'missing' }])).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Not found' },
    });
    expect((await call('getContentByKey', [{ key: '../secrets' }])).status).toBe(400);
    await call('filterContent', [{ filterBy: [{ path: '/_meta/schema', value: 'x' }] }], { channel: '2' });
    expect(calls.at(-1)?.args[0]).toEqual({
      keyPrefix: 'eu/',
      filterBy: [{ path: '/_meta/schema', value: 'x' }],
    });
  });

  it('answers 400 for a channel the shop does not have, and 501 for a service left out', async () => {
    expect((await call('getContentByKey', [{ key: 'home' }], { channel: '9' })).status).toBe(400);
    const none = await handleMiddlewareRequest(
      new Request('http://shop.test/api/bigcommerce/getRecommendations', {
        method: 'POST',
        headers: { 'x-bigcommerce-channel-id': '1' },
        body: JSON.stringify([{ podId: 'pdp-recs', itemIds: ['1'] }]),
      }),
      { providers: { bigcommerce: createServiceOperations({ identify: async () => undefined }) } },
    );
    expect(none.status).toBe(501);
  });
});
