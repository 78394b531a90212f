import {
  type GetLiveShowResult,
  type LiveShoppingAddResult,
  liveShoppingAddResultSchema,
  liveShowSchema,
  type Product,
} from '@wardrobe/commerce-sdk';
import { LIVE_SHOPPING_FAILURE_MESSAGES, MARKETS, productCode } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import { RECORDED_SHOWS, WINTER_KNITS_SHOW_ID } from './shows';

// The recorded show through the middleware, on the seeded catalogue: its items, each as the show was chosen for
// (three add fine, one each of spec 000 §8's failures), in every market, with no stand-ins.
let server: SandboxServer;
let shopper: Shopper;

beforeAll(async () => {
  server = await startSandboxServer();
  shopper = server.shopper();
}, 60_000);
afterAll(() => server.close());

const SHOW = RECORDED_SHOWS.find((show) => show.id === WINTER_KNITS_SHOW_ID);
if (!SHOW) throw new Error('The sandbox has no winter knits show');
const item = (id: string) => {
  const found = SHOW.items.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No item ${id}`);
  return found;
};

async function resolve(
  itemId: string,
  { channelId = 1, cartId }: { channelId?: number; cartId?: string } = {},
) {
  const answer = await shopper.call<LiveShoppingAddResult>(
    'resolveLiveShowItem',
    [{ showId: WINTER_KNITS_SHOW_ID, itemId, ...(cartId ? { cartId } : {}) }],
    { channelId },
  );
  expect(answer.status).toBe(200);
  return liveShoppingAddResultSchema.parse(answer.body);
}

describe('getLiveShow', () => {
  it.each(MARKETS)('answers the winter knits show in the $market market’s currency', async (market) => {
    const answer = await shopper.call<GetLiveShowResult>('getLiveShow', [{ showId: WINTER_KNITS_SHOW_ID }], {
      channelId: market.channelId,
    });
    expect(answer.status).toBe(200);
    const show = liveShowSchema.parse(answer.body.data);
    expect(show).toMatchObject({
      title: 'Winter knits, live',
      status: 'recorded',
      currency: market.currency,
    });
    expect(show.video).toEqual({ defaultHost: 'localhost', endpoint: 'wardrobe', name: 'winter-knits-live' });
    expect(show.poster).toBe('/v/wardrobe/winter-knits-live/poster.jpg');
    expect(show.items.map((i) => i.id)).toEqual(SHOW.items.map((i) => i.id));
    const roll = show.items[0];
    expect(roll).toMatchObject({ title: 'Cable Roll Neck', colour: 'Grey', size: 'M' });
    expect(roll?.price).toBe(item('cable-roll-neck-grey-m').price[market.currency]);
    expect(roll?.image).toBe('/images/products/300163-Grey-1.jpg?w=400&fmt=auto');
  });

  it('answers 404 for a show it does not have', async () => {
    const answer = await shopper.call('getLiveShow', [{ showId: 'summer-linen-live' }]);
    expect(answer).toMatchObject({ status: 404, body: { message: 'no show' } });
  });
});

describe('the recorded show against today’s catalogue', () => {
  it('names each product by the catalogue’s id and sku, and prices the ones it still sells as the catalogue does', async () => {
    for (const recorded of SHOW.items) {
      const answer = await shopper.call('getProductById', [
        { entityId: recorded.productId, includeOptions: true },
      ]);
      if (recorded.expected === 'product-not-found') {
        expect(answer.status, recorded.id).toBe(404);
        continue;
      }
      const product = answer.body.data as Product;
      expect(productCode(product.sku), recorded.id).toBe(recorded.sku);
      const inColour = product.variants.filter((v) =>
        v.option_values.some((o) => o.option_display_name === 'Color' && o.label === recorded.colour),
      );
      expect(inColour.length, recorded.id).toBeGreaterThan(0);
      // The show's picture is the catalogue's picture of that colour.
      const shown = (await shopper.call<GetLiveShowResult>('getLiveShow', [{ showId: SHOW.id }])).body.data;
      expect(shown.items.find((i) => i.id === recorded.id)?.image, recorded.id).toBe(
        `${inColour[0]?.image_url}?w=400&fmt=auto`,
      );
      // A show states the price it sold at: today's price of the colour (its variants share one).
      if (recorded.expected === 'adds')
        expect(inColour[0]?.calculated_price, recorded.id).toBe(recorded.price.GBP);
    }
  });

  it.each(MARKETS)('adds, or fails as recorded, each item in the $market market', async (market) => {
    for (const recorded of SHOW.items) {
      const result = await resolve(recorded.id, { channelId: market.channelId });
      if (recorded.expected === 'adds') {
        expect(result, recorded.id).toMatchObject({
          ok: true,
          itemId: recorded.id,
          line: { product_id: recorded.productId, quantity: 1 },
        });
      } else {
        expect(result, recorded.id).toEqual({
          ok: false,
          itemId: recorded.id,
          failure: recorded.expected,
          message: LIVE_SHOPPING_FAILURE_MESSAGES[recorded.expected],
        });
      }
    }
  });

  it('takes the scarf’s single size, as the show names none', async () => {
    expect(await resolve('wool-scarf-ivory')).toMatchObject({ ok: true, size: 'Regular' });
  });

  it('counts what the bag holds of the variant: the UK’s last unit of the roll neck, then none', async () => {
    const first = await resolve('cable-roll-neck-grey-m');
    if (!first.ok) throw new Error('The roll neck should add');
    const stock = await shopper.call('getInventoryAtLocations', [{ variantIds: [first.line.variant_id] }]);
    const record = stock.body.data[0];
    // UK (`en`): every location but the EU warehouse (location 2).
    const ukUnits = record.allLocationsTotalAvailableToSell - record.locations[1].available_to_sell;
    expect(ukUnits).toBeGreaterThan(1);
    const created = await shopper.call('createCart', [{ currency: { code: 'GBP' }, line_items: [] }]);
    const cartId = created.body.data.id as string;
    const fill = (quantity: number) =>
      shopper.call('addCartItems', [{ cartId, data: { line_items: [{ ...first.line, quantity }] } }]);
    expect((await fill(ukUnits - 1)).status).toBe(200);
    expect(await resolve('cable-roll-neck-grey-m', { cartId })).toMatchObject({ ok: true });
    expect((await fill(1)).status).toBe(200);
    expect(await resolve('cable-roll-neck-grey-m', { cartId })).toMatchObject({
      ok: false,
      failure: 'out-of-stock',
    });
    // The scarf is not tracked: the same bag does not stop it.
    expect(await resolve('wool-scarf-ivory', { cartId })).toMatchObject({ ok: true });
  });

  it('answers 404 for an item the show does not present, and 400 for an argument that is not one', async () => {
    const unknown = await shopper.call('resolveLiveShowItem', [
      { showId: WINTER_KNITS_SHOW_ID, itemId: 'x' },
    ]);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'no show item' } });
    const bad = await shopper.call('resolveLiveShowItem', [{ showId: 'a b', itemId: 'x' }]);
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'argument 0.showId: must be letters, digits, - or _' },
    });
  });

  it('refuses a cross-site call, as every operation does', async () => {
    const answer = await shopper.call('getLiveShow', [{ showId: WINTER_KNITS_SHOW_ID }], {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
  });
});
