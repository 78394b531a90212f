import { describe, expect, it } from 'vitest';
import { CommerceError } from '../errors';
import type { CommerceProvider } from '../provider';
import type { Cart, InventoryRecord, Product } from '../schemas';
import { type LiveShow, liveShoppingAddResultSchema, liveShowSchema } from '../schemas/live-shopping';
import type { LiveShoppingContext, LiveShoppingService } from '../services';
import { handleMiddlewareRequest } from './handler';
import { createServiceOperations, type LiveShoppingCommerce } from './services';

// The mapping layer of live shopping: what reaches the service, how a show's item is checked against the
// catalogue, and what is refused before. The backends here record what they are asked and answer a small
// catalogue; the sandbox's real ones are tested in the sandbox (live-shopping.test.ts there).
const asked: { context: LiveShoppingContext; showId: string }[] = [];

const SHOW: LiveShow = {
  id: 'knits',
  title: 'Knits, live',
  status: 'recorded',
  startedAt: '2025-11-20T19:00:00Z',
  currency: 'GBP',
  video: { defaultHost: 'localhost', endpoint: 'wardrobe', name: 'knits' },
  items: [
    {
      id: 'roll-neck',
      productId: 7,
      title: 'Roll Neck',
      image: '/p.jpg',
      price: 40,
      colour: 'Grey',
      size: 'M',
    },
    { id: 'gone', productId: 99, title: 'Gone', image: '/g.jpg', price: 10, colour: 'Red', size: 'S' },
    {
      id: 'no-size',
      productId: 7,
      title: 'Roll Neck',
      image: '/p.jpg',
      price: 40,
      colour: 'Grey',
      size: 'XXL',
    },
  ],
};

const liveShopping: LiveShoppingService = {
  async getShow(context, { showId }) {
    asked.push({ context, showId });
    return showId === SHOW.id ? SHOW : undefined;
  },
};

/** Grey M (variant 72) has 3 units at location 1 and 4 at location 2 (enabled). */
const product = {
  id: 7,
  inventory_tracking: 'variant',
  inventory_level: 7,
  purchasing_disabled: false,
  options: [],
  variants: [
    {
      id: 72,
      inventory_level: 7,
      purchasing_disabled: false,
      option_values: [
        { option_display_name: 'Color', label: 'Grey' },
        { option_display_name: 'Size', label: 'M' },
      ],
    },
  ],
} as unknown as Product;
const record = {
  identity: { sku: 'RN-GRY-M', variant_id: 72, product_id: 7 },
  locations: [
    { location_id: 1, location_code: 'UK', location_enabled: true, available_to_sell: 3 },
    { location_id: 2, location_code: 'EU', location_enabled: true, available_to_sell: 4 },
  ],
  allLocationsTotalAvailableToSell: 7,
} as InventoryRecord;
const cartHolding = (quantity: number) =>
  ({
    id: 'cart-1',
    line_items: {
      physical_items: [{ product_id: 7, variant_id: 72, quantity }],
      digital_items: [],
    },
  }) as unknown as Cart;

const bagQuantity = new Map<string, number>([
  ['cart-2', 2],
  ['cart-3', 3],
]);
const commerce: LiveShoppingCommerce = {
  async getProductById(_ctx, { entityId }) {
    if (entityId !== 7) throw new CommerceError('no product', 404);
    return { data: product };
  },
  async getInventoryAtLocations() {
    return { data: [record] };
  },
  async getCart(_ctx, { id }) {
    const quantity = bagQuantity.get(id);
    if (quantity === undefined) throw new CommerceError('no cart', 404);
    return { data: cartHolding(quantity) };
  },
};

const identify = async () => undefined;
const provider: CommerceProvider = createServiceOperations({ liveShopping, commerce, identify });

async function call(operation: string, args: unknown[], { channel = '1', to = provider } = {}) {
  const response = await handleMiddlewareRequest(
    new Request(`http://shop.test/api/bigcommerce/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bigcommerce-channel-id': channel },
      body: JSON.stringify(args),
    }),
    { providers: { bigcommerce: to } },
  );
  return { status: response.status, body: await response.json() };
}

describe('getLiveShow', () => {
  it('answers the show in the schema’s shape, the service told the market only', async () => {
    asked.length = 0;
    const answer = await call('getLiveShow', [{ showId: ' knits ' }], { channel: '2' });
    expect(answer.status).toBe(200);
    expect(liveShowSchema.parse(answer.body.data)).toEqual(SHOW);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.showId).toBe('knits');
    expect(asked[0]?.context.market.code).toBe('eu');
    expect(asked[0]?.context).not.toHaveProperty('customer');
  });

  it('answers 404 for an unknown show and 400, with the field, for an id that is not one', async () => {
    expect(await call('getLiveShow', [{ showId: 'nope' }])).toEqual({
      status: 404,
      body: { message: 'no show', statusCode: 404 },
    });
    for (const showId of ['', 'a/b', 'x'.repeat(65), 3]) {
      const answer = await call('getLiveShow', [{ showId }]);
      expect(answer.status, String(showId)).toBe(400);
      expect(answer.body.message).toMatch(/^argument 0\.showId: /);
    }
    expect((await call('getLiveShow', [])).status).toBe(400);
  });
});

describe('resolveLiveShowItem', () => {
  const resolve = async (args: Record<string, unknown>, channel = '1') => {
    const answer = await call('resolveLiveShowItem', [{ showId: 'knits', ...args }], { channel });
    expect(answer.status).toBe(200);
    return liveShoppingAddResultSchema.parse(answer.body);
  };

  it('answers the bag line of the variant the show presents', async () => {
    expect(await resolve({ itemId: 'roll-neck' })).toEqual({
      ok: true,
      itemId: 'roll-neck',
      line: { product_id: 7, variant_id: 72, quantity: 1 },
      size: 'M',
    });
  });

  it('reports each failure as an answer, with its text', async () => {
    expect(await resolve({ itemId: 'gone' })).toEqual({
      ok: false,
      itemId: 'gone',
      failure: 'product-not-found',
      message: 'Currently unavailable.',
    });
    expect(await resolve({ itemId: 'no-size' })).toMatchObject({ ok: false, failure: 'variant-not-found' });
    // The UK sells location 1's 3 units: a bag holding 3 is out of stock there, not in the EU (3 + 4).
    expect(await resolve({ itemId: 'roll-neck', cartId: 'cart-3' })).toEqual({
      ok: false,
      itemId: 'roll-neck',
      failure: 'out-of-stock',
      message: 'The selected quantity exceeds available stock.',
    });
    expect(await resolve({ itemId: 'roll-neck', cartId: 'cart-3' }, '2')).toMatchObject({ ok: true });
  });

  it('counts the bag’s lines, and a bag that is gone as empty', async () => {
    expect(await resolve({ itemId: 'roll-neck', cartId: 'cart-2' })).toMatchObject({ ok: true });
    expect(await resolve({ itemId: 'roll-neck', cartId: 'gone-cart' })).toMatchObject({ ok: true });
  });

  it('answers 404 for an unknown show or item and 400 for a missing item id', async () => {
    expect(await call('resolveLiveShowItem', [{ showId: 'knits', itemId: 'nope' }])).toEqual({
      status: 404,
      body: { message: 'no show item', statusCode: 404 },
    });
    expect((await call('resolveLiveShowItem', [{ showId: 'other', itemId: 'gone' }])).status).toBe(404);
    const missing = await call('resolveLiveShowItem', [{ showId: 'knits' }]);
    expect(missing).toEqual({
      status: 400,
      body: { message: 'argument 0.itemId: is required', statusCode: 400 },
    });
  });

  it('is left out (501) without the commerce backend, while the show still answers', async () => {
    const showOnly = createServiceOperations({ liveShopping, identify });
    expect((await call('getLiveShow', [{ showId: 'knits' }], { to: showOnly })).status).toBe(200);
    expect(
      (await call('resolveLiveShowItem', [{ showId: 'knits', itemId: 'gone' }], { to: showOnly })).status,
    ).toBe(501);
  });
});

describe('the live shopping schemas', () => {
  it('refuse a show without products, and a result that is neither an add nor a named failure', () => {
    expect(liveShowSchema.safeParse({ ...SHOW, items: [] }).success).toBe(false);
    expect(
      liveShoppingAddResultSchema.safeParse({ ok: false, itemId: 'x', failure: 'sold-out', message: 'x' })
        .success,
    ).toBe(false);
    expect(liveShoppingAddResultSchema.safeParse({ ok: true, itemId: 'x' }).success).toBe(false);
  });
});
