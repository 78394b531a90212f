import { createSandbox, type Sandbox } from '@wardrobe/commerce-sandbox';
import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import { marketByCode } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListingCard, withBadges } from './listing';
import { loadProductPage } from './product';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
});
afterAll(() => sandbox.close());

describe('loadProductPage', () => {
  it('asks for the variant metadata in the market’s language (spec 000 §7)', async () => {
    const asked: unknown[] = [];
    const commerce = sandbox.commerce as CommerceProvider;
    const recording: CommerceProvider = {
      ...commerce,
      getVariantMetadata: (ctx, args) => {
        asked.push(args);
        return commerce.getVariantMetadata?.(ctx, args) as ReturnType<
          NonNullable<CommerceProvider['getVariantMetadata']>
        >;
      },
    };
    const us = marketByCode('us');
    if (!us) throw new Error('No US market');
    const client = createServerCaller({ providers: { bigcommerce: recording }, channelId: us.channelId });
    const page = await loadProductPage(client, us, 196, 'Indigo');
    expect(asked).toEqual([expect.objectContaining({ productId: 196, language: 'en-us' })]);
    // The sandbox has English entries only: the page falls back to them.
    expect(Object.keys(page.metadata).length).toBeGreaterThan(0);
  }, 30_000);
});

describe('withBadges', () => {
  it('gives recommendation and search cards the badge service’s was/now badge (spec 000 §3)', async () => {
    const uk = marketByCode('en');
    if (!uk) throw new Error('No UK market');
    const client = createServerCaller({ providers: { bigcommerce: sandbox.commerce }, channelId: 1 });
    const { data } = await client.getProductsWithFilter({ itemsPerPage: 100, currencyCode: 'GBP' });
    const onSale = data.filter((p) => p.sale_price > 0 && p.sale_price < p.price).slice(0, 3);
    expect(onSale.length).toBeGreaterThan(0);
    const cards: ListingCard[] = onSale.map((p) => ({
      productId: p.id,
      sku: p.sku,
      name: p.name,
      url: p.url,
      image: '',
      imageAlt: p.name,
      price: p.sale_price,
      originalPrice: p.price,
      currency: 'GBP',
      alternativeColours: [],
      isQuickAddEnabled: false,
      isGiftorEGiftCard: false,
      isSpecialProduct: false,
    }));
    const badged = await withBadges(client, uk, cards);
    for (const card of badged)
      expect(card.wasNowPriceBadge?.priceOffText).toMatch(/^(\d+% off|£\d+\.\d\d off)$/);
  }, 30_000);
});
