import type { Product, StylingOutfitsResult } from '@wardrobe/commerce-sdk';
import { colorToParam, hashCustomerId } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import { NEUTRAL_COLOURS } from './outfits';

// The styling widget's outfits (spec 000 §2) through the middleware, on the seeded catalogue.
let server: SandboxServer;
let shopper: Shopper;

beforeAll(async () => {
  server = await startSandboxServer();
  shopper = server.shopper();
}, 60_000);
afterAll(() => server.close());

/** Straight Cropped Jeans (seeded: Mid Wash, Indigo and a third denim colour; sizes and lengths). */
const JEANS = 196;

async function outfits(args: Record<string, unknown>, channelId = 1) {
  const answer = await shopper.call<StylingOutfitsResult>('getStylingOutfits', [args], { channelId });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function product(id: number, channelId = 1): Promise<Product> {
  const answer = await shopper.call('getProductById', [{ entityId: id, includeOptions: true }], {
    channelId,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as Product;
}

/** A visible product of a category by its url, with its colours (the first in catalogue order). */
async function firstProductOf(categoryUrl: string): Promise<{ id: number; colour: string }> {
  const row = await server.sandbox.db
    .selectFrom('products as p')
    .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .select('p.id')
    .where('c.url', '=', categoryUrl)
    .where('p.is_visible', '=', true)
    .where('p.purchasing_disabled', '=', false)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const found = await product(row.id);
  const colour = found.options?.find((o) => o.display_name === 'Color')?.option_values[0]?.label;
  return { id: row.id, colour: colour as string };
}

describe('getStylingOutfits', () => {
  it('builds 1–3 outfits of distinct catalogue products, each in a colour it comes in, linking to its page in that colour', async () => {
    const dress = await firstProductOf('/womens/clothing/dresses/');
    for (const [args, channelId] of [
      [{ productId: JEANS, colour: 'Mid Wash' }, 1],
      [{ productId: JEANS, colour: 'Indigo' }, 2],
      [{ productId: dress.id, colour: dress.colour }, 1],
      [{ productId: dress.id }, 3],
    ] as const) {
      const data = await outfits(args, channelId);
      expect(data.outfits.length).toBeGreaterThanOrEqual(1);
      expect(data.outfits.length).toBeLessThanOrEqual(3);
      expect(data.personalised).toBe(false);
      const pieces = data.outfits.flatMap((o) => o.products);
      const ids = pieces.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(args.productId);
      expect(new Set(data.outfits.map((o) => o.id)).size).toBe(data.outfits.length);
      for (const piece of pieces) {
        const shop = await product(piece.id, channelId);
        const slug = shop.url.replace(/^\/+|\/+$/g, '');
        // The colour is in the path as the shop's product URLs carry it (spaces as underscores).
        expect(piece.url).toBe(`/p/${piece.id}/${slug}/${colorToParam(piece.colour)}`);
        const inColour = shop.variants.filter(
          (v) =>
            !v.purchasing_disabled &&
            v.option_values.some((o) => o.option_display_name === 'Color' && o.label === piece.colour),
        );
        expect(inColour.length).toBeGreaterThan(0);
        expect(piece.price).toBe(inColour[0]?.calculated_price);
        expect(piece.name).toBe(shop.name);
        expect(piece.image).toBe(inColour[0]?.image_url);
        expect((await shopper.call('pageExists', [{ path: piece.url }])).status).toBe(200);
      }
    }
  });

  it('is deterministic: the same product and colour give the same outfits', async () => {
    const first = await outfits({ productId: JEANS, colour: 'Mid Wash' });
    const again = await outfits({ productId: JEANS, colour: 'mid wash' });
    expect(again).toEqual(first);
    expect(first.colour).toBe('Mid Wash');
  });

  it('shows the tonal outfit in the product’s own colour and the neutrals in other neutral colours', async () => {
    const dress = await firstProductOf('/womens/clothing/dresses/');
    const black = (await product(dress.id)).variants.some((v) =>
      v.option_values.some((o) => o.option_display_name === 'Color' && o.label === 'Black'),
    );
    const colour = black ? 'Black' : dress.colour;
    const data = await outfits({ productId: dress.id, colour });
    const tonal = data.outfits.find((o) => o.id === `${dress.id}-tonal`);
    expect(tonal?.title).toBe(`Tonal ${colour.toLowerCase()}`);
    for (const piece of tonal?.products ?? []) expect(piece.colour).toBe(colour);
    const neutrals = data.outfits.find((o) => o.id === `${dress.id}-neutrals`);
    expect(neutrals?.title).toBe('Easy neutrals');
    for (const piece of neutrals?.products ?? []) {
      expect(piece.colour).not.toBe(colour);
      expect(NEUTRAL_COLOURS).toContain(piece.colour);
    }
  });

  it('picks for a customer by the hashed id: the same picks for the same customer, first, marked personalised', async () => {
    const ada = await hashCustomerId(1001);
    const bob = await hashCustomerId(1002);
    const forAda = await outfits({ productId: JEANS, colour: 'Indigo', customerId: ada });
    expect(forAda.personalised).toBe(true);
    expect(forAda.outfits[0]?.title).toBe('Picked for you');
    expect(forAda.outfits.map((o) => o.title)).not.toContain('Best sellers');
    expect(await outfits({ productId: JEANS, colour: 'Indigo', customerId: ada })).toEqual(forAda);
    const forBob = await outfits({ productId: JEANS, colour: 'Indigo', customerId: bob });
    expect(forBob.outfits[0]?.title).toBe('Picked for you');
    const guest = await outfits({ productId: JEANS, colour: 'Indigo' });
    expect(guest.outfits.at(-1)?.title).toBe('Best sellers');
  });

  it('answers 404 for a product the catalogue does not show or a colour it does not come in; 400 for a raw id', async () => {
    expect((await shopper.call('getStylingOutfits', [{ productId: 999_999 }])).body).toEqual({
      statusCode: 404,
      message: 'no product',
    });
    expect((await shopper.call('getStylingOutfits', [{ productId: JEANS, colour: 'Purple' }])).status).toBe(
      404,
    );
    expect((await shopper.call('getStylingOutfits', [{ productId: JEANS, customerId: '1001' }])).status).toBe(
      400,
    );
  });
});
