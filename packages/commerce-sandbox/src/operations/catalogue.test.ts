import type { Facet, InventoryRecord, Product } from '@wardrobe/commerce-sdk';
import { isFreeGift, SIZE_FAMILIES } from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed';
import { generateCatalogue } from '../seed/catalogue-generate';
import { METADATA_NAMES } from '../seed/catalogue-plan';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';

let server: SandboxServer;
let shopper: Shopper;
const categoryId = async (url: string) =>
  (
    await server.sandbox.db
      .selectFrom('categories')
      .select('id')
      .where('url', '=', url)
      .executeTakeFirstOrThrow()
  ).id;
const productByName = async (name: string) =>
  server.sandbox.db.selectFrom('products').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startSandboxServer();
  shopper = server.shopper();
}, 60_000);
afterAll(() => server.close());

describe('the seeded catalogue', () => {
  it('is deterministic: the generator gives the same rows twice, and a reseed writes identical tables', async () => {
    expect(generateCatalogue()).toEqual(generateCatalogue());
    const dump = async () => {
      const tables = [
        'products',
        'product_categories',
        'product_option_values',
        'variants',
        'variant_prices',
        'product_prices',
        'variant_metadata',
        'inventory_levels',
        'product_modifiers',
        'product_custom_fields',
      ];
      const out: Record<string, string> = {};
      for (const table of tables) {
        const { rows } = await sql<{
          h: string;
        }>`select md5(string_agg(t::text, '|' order by t::text)) as h from ${sql.table(table)} t`.execute(
          server.sandbox.db,
        );
        out[table] = rows[0]?.h ?? '';
      }
      return out;
    };
    const before = await dump();
    await seed(server.sandbox.db);
    expect(await dump()).toEqual(before);
  });

  it('holds at least 300 visible products, each with 3–5 colours and a 6-character product code', async () => {
    const db = server.sandbox.db;
    const products = await db.selectFrom('products').selectAll().where('is_visible', '=', true).execute();
    expect(products.length).toBeGreaterThanOrEqual(300);
    for (const p of products) expect(p.sku).toMatch(/^[0-9A-Z]{6}/);
    const colourCounts = await db
      .selectFrom('product_options as o')
      .innerJoin('product_option_values as v', 'v.option_id', 'o.id')
      .select(['o.product_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('o.display_name', '=', 'Color')
      .groupBy('o.product_id')
      .execute();
    expect(colourCounts).toHaveLength(products.length + 1); // + the hidden product
    for (const { n } of colourCounts) expect(Number(n)).toBeGreaterThanOrEqual(3);
    for (const { n } of colourCounts) expect(Number(n)).toBeLessThanOrEqual(5);
    const strays = await db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select('v.sku')
      .where(sql<boolean>`left(v.sku, 6) <> left(p.sku, 6)`)
      .execute();
    expect(strays).toEqual([]);
  });

  it('covers every tracking kind, every size family of sortSizes, and Length on trousers and jeans', async () => {
    const db = server.sandbox.db;
    const kinds = await db.selectFrom('products').select('inventory_tracking').distinct().execute();
    expect(kinds.map((k) => k.inventory_tracking).sort()).toEqual(['none', 'product', 'variant']);
    const labels = await db
      .selectFrom('product_options as o')
      .innerJoin('product_option_values as v', 'v.option_id', 'o.id')
      .select(['o.display_name', 'v.label'])
      .distinct()
      .execute();
    const all = new Set(labels.filter((l) => l.display_name !== 'Color').map((l) => l.label));
    for (const family of SIZE_FAMILIES) for (const size of family) expect(all).toContain(size);
    const numeric = labels.filter((l) => l.display_name === 'Size' && /^\d+$/.test(l.label));
    expect(numeric.length).toBeGreaterThan(5);
    const withoutLength = await db
      .selectFrom('products as p')
      .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select('p.name')
      .where((eb) => eb.or([eb('c.url', 'like', '%/trousers/'), eb('c.url', 'like', '%/jeans/')]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('product_options as o')
              .select('o.id')
              .whereRef('o.product_id', '=', 'p.id')
              .where('o.display_name', '=', 'Length'),
          ),
        ),
      )
      .execute();
    expect(withoutLength).toEqual([]);
  });

  it('has sold-out, low-stock and purchase-disabled variants, sale prices and three currencies', async () => {
    const db = server.sandbox.db;
    const count = async (where: ReturnType<typeof sql<boolean>>) =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from variants v where ${where}`.execute(db)).rows[0]
          ?.n,
      );
    expect(await count(sql`v.inventory_level = 0`)).toBeGreaterThan(0);
    expect(await count(sql`v.inventory_level between 1 and 4`)).toBeGreaterThan(0);
    expect(await count(sql`v.purchasing_disabled`)).toBeGreaterThan(0);
    // The variant's level is the sum of its two locations.
    expect(
      await count(
        sql`v.inventory_level <> (select coalesce(sum(available_to_sell), 0) from inventory_levels l where l.variant_id = v.id)`,
      ),
    ).toBe(0);
    expect(await count(sql`(select count(*) from inventory_levels l where l.variant_id = v.id) <> 2`)).toBe(
      0,
    );
    expect(await count(sql`(select count(*) from variant_prices p where p.variant_id = v.id) <> 3`)).toBe(0);
    const onSale = await db
      .selectFrom('variant_prices')
      .select('variant_id')
      .where('sale_price_minor', 'is not', null)
      .execute();
    expect(onSale.length).toBeGreaterThan(0);
    const names = await db.selectFrom('variant_metadata').select('name').distinct().execute();
    expect(names.map((n) => n.name).sort()).toEqual([...METADATA_NAMES].sort());
  });

  it('has a gift card, a digital e-gift card with the gift modifiers, and a freegift product', async () => {
    const db = server.sandbox.db;
    const giftCard = await productByName('Gift Card');
    const eGift = await productByName('E-Gift Card');
    expect(giftCard.type).toBe('physical');
    expect(eGift.type).toBe('digital');
    for (const card of [giftCard, eGift]) {
      const modifiers = await db
        .selectFrom('product_modifiers')
        .select(['display_name', 'type'])
        .where('product_id', '=', card.id)
        .orderBy('sort_order')
        .execute();
      expect(modifiers.map((m) => m.display_name)).toEqual([
        'Recipient email',
        'Recipient name',
        'Your email',
        'Your name',
        'Send date',
        'Your message',
        'uid',
      ]);
      expect(modifiers.find((m) => m.display_name === 'Send date')?.type).toBe('date');
      expect(modifiers.find((m) => m.display_name === 'uid')?.type).toBe('hidden');
    }
    const freegift = await db
      .selectFrom('product_custom_fields')
      .select('product_id')
      .where('name', '=', 'freegift')
      .execute();
    expect(freegift).toHaveLength(1);
    const locations = await db.selectFrom('inventory_locations').select('id').orderBy('id').execute();
    expect(locations.map((l) => l.id)).toEqual([1, 2]);
  });
});

describe('catalogue operations through the middleware', () => {
  it('getCategory: the category with its path and children; 404 and 400', async () => {
    const clothing = await categoryId('/womens/clothing/');
    const womens = await categoryId('/womens/');
    const { status, body } = await shopper.call('getCategory', [clothing]);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: clothing,
      name: 'Clothing',
      parent_id: womens,
      path: [womens],
      depth: 1,
    });
    expect(body.data.children.map((c: { name: string }) => c.name)).toContain('Dresses');
    expect(await shopper.call('getCategory', [String(clothing)])).toMatchObject({ status: 200 });
    expect(await shopper.call('getCategory', [9999])).toMatchObject({
      status: 404,
      body: { message: 'no category', statusCode: 404 },
    });
    const bad = await shopper.call('getCategory', ['abc']);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^argument 0/);
  });

  it('getProductsWithFilter: a root lists all its products, 48 a page, the last page short, past it empty', async () => {
    const womens = await categoryId('/womens/');
    const linked = await server.sandbox.db
      .selectFrom('product_categories as pc')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select('p.id')
      .where('pc.category_id', '=', womens)
      .where('p.is_visible', '=', true)
      .execute();
    const first = await shopper.call('getProductsWithFilter', [{ categoryId: womens }]);
    expect(first.status).toBe(200);
    const total = linked.length;
    expect(first.body.meta.pagination).toEqual({
      total,
      count: 48,
      current_page: 1,
      per_page: 48,
      total_pages: Math.ceil(total / 48),
    });
    expect(first.body.data).toHaveLength(48);
    const lastPage = Math.ceil(total / 48);
    const last = await shopper.call('getProductsWithFilter', [{ categoryId: womens, page: lastPage }]);
    expect(last.body.data).toHaveLength(total - 48 * (lastPage - 1));
    const past = await shopper.call('getProductsWithFilter', [{ categoryId: womens, page: lastPage + 1 }]);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination.total).toBe(total);
    // Every page together is the whole category, once each.
    const ids = new Set<number>();
    for (let page = 1; page <= lastPage; page++) {
      const { body } = await shopper.call('getProductsWithFilter', [{ categoryId: womens, page }]);
      for (const p of body.data as Product[]) ids.add(p.id);
    }
    expect([...ids].sort()).toEqual(linked.map((l) => l.id).sort());
  });

  it('getProductsWithFilter: facets with counts, filters narrowing, sorts and a search term', async () => {
    const dresses = await categoryId('/womens/clothing/dresses/');
    const all = await shopper.call('getProductsWithFilter', [{ categoryId: dresses, itemsPerPage: 100 }]);
    const facets = all.body.meta.facets as Facet[];
    expect(facets.map((f) => f.name)).toEqual(['Color', 'Size', 'Price']);
    const colour = facets[0]?.type === 'attribute' ? facets[0].attributes[0] : undefined;
    expect(colour?.productCount).toBeGreaterThan(0);
    const sizes = facets[1]?.type === 'attribute' ? facets[1].attributes.map((a) => a.value) : [];
    expect(sizes).toEqual([...sizes].sort((a, b) => Number(a) - Number(b)));

    const filtered = await shopper.call('getProductsWithFilter', [
      { categoryId: dresses, filters: { Color: [colour?.value] }, itemsPerPage: 100 },
    ]);
    expect(filtered.body.meta.pagination.total).toBe(colour?.productCount);
    for (const p of filtered.body.data as Product[]) {
      expect(p.options?.find((o) => o.display_name === 'Color')?.option_values.map((v) => v.label)).toContain(
        colour?.value,
      );
    }
    const chosen = (filtered.body.meta.facets as Facet[])[0];
    expect(
      chosen?.type === 'attribute' && chosen.attributes.find((a) => a.value === colour?.value)?.isSelected,
    ).toBe(true);

    const cheap = await shopper.call('getProductsWithFilter', [
      { categoryId: dresses, filters: { Price: '0-60' }, sort: 'price-asc', itemsPerPage: 100 },
    ]);
    const prices = (cheap.body.data as Product[]).map((p) => p.calculated_price);
    expect(prices.every((p) => p <= 60)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await shopper.call('getProductsWithFilter', [{ categoryId: dresses, sort: 'price-desc' }]);
    const dearPrices = (dear.body.data as Product[]).map((p) => p.calculated_price);
    expect(dearPrices).toEqual([...dearPrices].sort((a, b) => b - a));
    const newest = await shopper.call('getProductsWithFilter', [{ categoryId: dresses, sort: 'newest' }]);
    const dates = (newest.body.data as Product[]).map((p) => p.date_created);
    expect(dates).toEqual([...dates].sort().reverse());
    const best = await shopper.call('getProductsWithFilter', [{ categoryId: dresses, sort: 'best_selling' }]);
    const sold = (best.body.data as Product[]).map((p) => p.total_sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));

    const search = await shopper.call('getProductsWithFilter', [{ term: 'linen dress' }]);
    expect(search.body.meta.pagination.total).toBeGreaterThan(0);
    for (const p of search.body.data as Product[])
      expect(`${p.name} ${p.description}`.toLowerCase()).toContain('linen');

    expect(await shopper.call('getProductsWithFilter', [{ sort: 'cheapest' }])).toMatchObject({
      status: 400,
    });
    expect(await shopper.call('getProductsWithFilter', [{ itemsPerPage: 0 }])).toMatchObject({ status: 400 });
    expect(await shopper.call('getProductsWithFilter', [{ filters: { Price: 'cheap' } }])).toMatchObject({
      status: 400,
    });
    expect(await shopper.call('getProductsWithFilter', [{ categoryId: 9999 }])).toMatchObject({
      status: 404,
      body: { message: 'no category' },
    });
  });

  it('getFilters: the facets of a category or a term as edges of nodes; 404 for an unknown category', async () => {
    const mens = await categoryId('/mens/');
    const { status, body } = await shopper.call('getFilters', [{ categoryEntityId: mens }]);
    expect(status).toBe(200);
    const nodes = (body.data.edges as { node: Facet }[]).map((e) => e.node);
    expect(nodes.map((n) => n.name)).toEqual(['Color', 'Size', 'Length', 'Price']);
    const listing = await shopper.call('getProductsWithFilter', [{ categoryId: mens }]);
    expect(listing.body.meta.facets).toEqual(nodes);
    const term = await shopper.call('getFilters', [{ term: 'jeans' }]);
    expect(term.status).toBe(200);
    expect(await shopper.call('getFilters', [{ categoryId: 4242 }])).toMatchObject({ status: 404 });
    expect(await shopper.call('getFilters', [])).toMatchObject({ status: 400 });
  });

  it('getProductById: variants, options, modifiers, custom fields, prices per channel; variantsLimit; 404', async () => {
    const giftCard = await productByName('Gift Card');
    const { status, body } = await shopper.call('getProductById', [{ entityId: giftCard.id }]);
    expect(status).toBe(200);
    const product = body.data as Product;
    expect(product.modifiers?.map((m) => m.display_name)).toContain('Recipient email');
    expect(product.modifiers?.find((m) => m.display_name === 'Recipient email')?.required).toBe(true);
    expect(product.currency_code).toBe('GBP');
    expect(product.images[0]?.url_standard).toMatch(/^\/images\/products\/\d{6}-\w+-1\.jpg$/);
    expect(JSON.stringify(body)).not.toContain('https://');

    const trousers = await server.sandbox.db
      .selectFrom('variants')
      .select(['product_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('product_id')
      .orderBy(sql`count(*)`, 'desc')
      .executeTakeFirstOrThrow();
    const many = await shopper.call('getProductById', [{ entityId: trousers.product_id }]);
    expect(many.body.data.variants).toHaveLength(Number(trousers.n));
    expect(many.body.data.options.map((o: { display_name: string }) => o.display_name)).toEqual([
      'Color',
      'Size',
      'Length',
    ]);
    const limited = await shopper.call('getProductById', [
      { entityId: trousers.product_id, variantsLimit: 5, includeOptions: false, includeModifiers: false },
    ]);
    expect(limited.body.data.variants).toHaveLength(5);
    expect(limited.body.data.options).toBeUndefined();
    expect(limited.body.data.modifiers).toBeUndefined();

    const eur = await shopper.call('getProductById', [{ entityId: trousers.product_id }], { channelId: 2 });
    const usd = await shopper.call('getProductById', [
      { entityId: trousers.product_id, currencyCode: 'USD' },
    ]);
    expect(eur.body.data.currency_code).toBe('EUR');
    expect(usd.body.data.currency_code).toBe('USD');
    expect(eur.body.data.price).not.toBe(many.body.data.price);

    const hidden = await productByName('Archived Sample Dress');
    for (const entityId of [999_999, hidden.id]) {
      expect(await shopper.call('getProductById', [{ entityId }])).toMatchObject({
        status: 404,
        body: { message: 'no product', statusCode: 404 },
      });
    }
    expect(await shopper.call('getProductById', [{ entityId: -1 }])).toMatchObject({ status: 400 });
    expect(await shopper.call('getProductById', [{ entityId: 1, variantsLimit: 251 }])).toMatchObject({
      status: 400,
    });
  });

  it('answers sale prices as BigCommerce does: sale_price, and calculated_price the lower', async () => {
    const sale = await server.sandbox.db
      .selectFrom('product_prices')
      .select('product_id')
      .where('currency_code', '=', 'GBP')
      .where('sale_price_minor', 'is not', null)
      .executeTakeFirstOrThrow();
    const { body } = await shopper.call('getProductById', [{ entityId: sale.product_id }]);
    const product = body.data as Product;
    expect(product.sale_price).toBeGreaterThan(0);
    expect(product.calculated_price).toBe(product.sale_price);
    expect(product.calculated_price).toBeLessThan(product.price);
  });

  it('getProducts: by product or variant sku, by id:in, with modifiers when included; paging meta', async () => {
    const giftCard = await productByName('Gift Card');
    const bySku = await shopper.call('getProducts', [{ sku: giftCard.sku }]);
    expect(bySku.body.data.map((p: Product) => p.id)).toEqual([giftCard.id]);
    expect(bySku.body.data[0].modifiers).toBeUndefined();
    const variant = await server.sandbox.db
      .selectFrom('variants')
      .selectAll()
      .where('product_id', '=', giftCard.id)
      .executeTakeFirstOrThrow();
    const byVariantSku = await shopper.call('getProducts', [
      { sku: variant.sku, include: 'variants,modifiers' },
    ]);
    expect(byVariantSku.body.data[0].id).toBe(giftCard.id);
    expect(byVariantSku.body.data[0].modifiers).toHaveLength(7);
    const byIds = await shopper.call('getProducts', [{ 'id:in': `${giftCard.id},101` }]);
    expect(byIds.body.data.map((p: Product) => p.id)).toEqual([101, giftCard.id]);
    expect(byIds.body.meta.pagination).toMatchObject({ total: 2, count: 2, current_page: 1 });
    const everything = await shopper.call('getProducts', [{ limit: 10, page: 2 }]);
    expect(everything.body.data).toHaveLength(10);
    expect(everything.body.meta.pagination.total).toBeGreaterThanOrEqual(300);
    expect(await shopper.call('getProducts', [{ 'id:in': 'a,b' }])).toMatchObject({ status: 400 });
  });

  it('getProductsById and getProductsByIdList: in the order asked, hidden and unknown ids left out', async () => {
    const hidden = await productByName('Archived Sample Dress');
    const freegiftId = (
      await server.sandbox.db
        .selectFrom('product_custom_fields')
        .select('product_id')
        .where('name', '=', 'freegift')
        .executeTakeFirstOrThrow()
    ).product_id;
    const byId = await shopper.call('getProductsById', [[105, 102, hidden.id, 999_999]]);
    expect(byId.body.data.map((p: Product) => p.id)).toEqual([105, 102]);
    const list = await shopper.call('getProductsByIdList', [[freegiftId, 101]]);
    expect(list.body.data.map((p: Product) => isFreeGift(p.custom_fields))).toEqual([true, false]);
    expect(await shopper.call('getProductsByIdList', [['x']])).toMatchObject({ status: 400 });
    expect(await shopper.call('getProductsById', ['101'])).toMatchObject({ status: 400 });
  });

  it('getBySku and getProductByVariantId: sku in, product (and first variant) out; 404 no product', async () => {
    const product = await server.sandbox.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', 120)
      .executeTakeFirstOrThrow();
    const variants = await server.sandbox.db
      .selectFrom('variants')
      .selectAll()
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute();
    const second = variants[1];
    expect((await shopper.call('getBySku', [product.sku])).body.data.id).toBe(product.id);
    expect((await shopper.call('getBySku', [second?.sku])).body.data.id).toBe(product.id);
    expect(await shopper.call('getBySku', ['NOPE-1'])).toMatchObject({
      status: 404,
      body: { message: 'no product' },
    });
    expect((await shopper.call('getProductByVariantId', [second?.sku])).body.data).toEqual({
      entityId: product.id,
      variantEntityId: second?.id,
      sku: second?.sku,
    });
    expect((await shopper.call('getProductByVariantId', [product.sku])).body.data).toMatchObject({
      entityId: product.id,
      variantEntityId: variants[0]?.id,
    });
    expect(await shopper.call('getProductByVariantId', ['NOPE-1'])).toMatchObject({ status: 404 });
    expect(await shopper.call('getProductByVariantId', [''])).toMatchObject({ status: 400 });
  });

  it('getVariantMetadata: name/value entries of the variant colour; English fallback; 404 for a stranger', async () => {
    const dress = await server.sandbox.db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.product_id'])
      .where('p.inventory_tracking', '=', 'variant')
      .where('p.is_visible', '=', true)
      .orderBy('v.id', 'desc')
      .executeTakeFirstOrThrow();
    const { status, body } = await shopper.call('getVariantMetadata', [
      { productId: dress.product_id, variantId: dress.id, language: 'fr' },
    ]);
    expect(status).toBe(200);
    const names = (body.data as { name: string }[]).map((e) => e.name);
    expect(names).toContain('customer_facing_colour');
    expect(names).toContain('fabric_composition');
    expect(await shopper.call('getVariantMetadata', [{ productId: 101, variantId: dress.id }])).toMatchObject(
      {
        status: 404,
        body: { message: 'no variant' },
      },
    );
  });

  it('getVariantsMetadata: many variants in one read, each as getVariantMetadata answers it; names narrow it', async () => {
    const variants = await server.sandbox.db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.product_id'])
      .where('p.is_visible', '=', true)
      .orderBy('v.id')
      .limit(40)
      .execute();
    const { status, body } = await shopper.call('getVariantsMetadata', [
      { variantIds: [...variants.map((v) => v.id), 999_999], language: 'fr' },
    ]);
    expect(status).toBe(200);
    const batch = body.data as { variant_id: number; entries: { name: string; value: string }[] }[];
    // The unknown id is left out; every other variant answers as the single read does.
    expect(batch.map((b) => b.variant_id)).toEqual(variants.map((v) => v.id));
    for (const variant of variants.slice(0, 8)) {
      const single = await shopper.call('getVariantMetadata', [
        { productId: variant.product_id, variantId: variant.id, language: 'fr' },
      ]);
      const entries = batch.find((b) => b.variant_id === variant.id)?.entries ?? [];
      expect(new Map(entries.map((e) => [e.name, e.value]))).toEqual(
        new Map((single.body.data as { name: string; value: string }[]).map((e) => [e.name, e.value])),
      );
    }
    const badges = await shopper.call('getVariantsMetadata', [
      { variantIds: variants.map((v) => v.id), names: ['product_badge'] },
    ]);
    const names = (badges.body.data as { entries: { name: string }[] }[]).flatMap((b) =>
      b.entries.map((e) => e.name),
    );
    expect(new Set(names)).toEqual(new Set(['product_badge']));
    expect(await shopper.call('getVariantsMetadata', [{ variantIds: [] }])).toMatchObject({ status: 400 });
  });

  it('getInventoryAtLocations: records per variant at both locations, by skus, variant ids or product ids', async () => {
    const variants = await server.sandbox.db
      .selectFrom('variants')
      .selectAll()
      .where('product_id', '=', 110)
      .orderBy('id')
      .execute();
    const byIds = await shopper.call('getInventoryAtLocations', [{ variantIds: variants.map((v) => v.id) }]);
    expect(byIds.status).toBe(200);
    const records = byIds.body.data as InventoryRecord[];
    expect(records).toHaveLength(variants.length);
    for (const [i, record] of records.entries()) {
      expect(record.identity).toEqual({
        sku: variants[i]?.sku,
        variant_id: variants[i]?.id,
        product_id: 110,
      });
      expect(record.locations.map((l) => l.location_id)).toEqual([1, 2]);
      expect(record.allLocationsTotalAvailableToSell).toBe(variants[i]?.inventory_level);
    }
    const bySku = await shopper.call('getInventoryAtLocations', [{ skus: [variants[0]?.sku] }]);
    expect(bySku.body.data).toHaveLength(1);
    const byProduct = await shopper.call('getInventoryAtLocations', [{ productIds: [110] }]);
    expect(byProduct.body.data).toEqual(records);
    expect((await shopper.call('getInventoryAtLocations', [{ skus: ['NOPE'] }])).body.data).toEqual([]);
    expect(await shopper.call('getInventoryAtLocations', [{}])).toMatchObject({ status: 400 });
  });

  it('getProductsInventory: stock, tracking and purchasability per variant', async () => {
    const variant = await server.sandbox.db
      .selectFrom('variants')
      .selectAll()
      .where('product_id', '=', 101)
      .executeTakeFirstOrThrow();
    const { body } = await shopper.call('getProductsInventory', [{ skus: [variant.sku] }]);
    expect(body.data).toEqual([
      {
        product_id: 101,
        variant_id: variant.id,
        sku: variant.sku,
        inventory_tracking: 'variant',
        inventory_level: variant.inventory_level,
        inventory_warning_level: 5,
        purchasing_disabled: variant.purchasing_disabled,
      },
    ]);
    const byId = await shopper.call('getProductsInventory', [{ variantIds: [variant.id] }]);
    expect(byId.body.data).toEqual(body.data);
    expect(await shopper.call('getProductsInventory', [{}])).toMatchObject({ status: 400 });
  });

  it('answers a 48-product listing with facets quickly (a sanity bound, not the benchmark)', async () => {
    const womens = await categoryId('/womens/');
    await shopper.call('getProductsWithFilter', [{ categoryId: womens }]);
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      const { status } = await shopper.call('getProductsWithFilter', [
        { categoryId: womens, sort: 'price-asc' },
      ]);
      times.push(performance.now() - start);
      expect(status).toBe(200);
    }
    expect(Math.min(...times)).toBeLessThan(1_000);
  });

  it('getChannel and getStoreMeta: the channel with its currency; 404 for an unknown channel', async () => {
    const uk = await shopper.call('getChannel', []);
    expect(uk.body.data).toMatchObject({
      id: 1,
      currencies: { channel_id: 1, default_currency: 'GBP', enabled_currencies: ['GBP'] },
    });
    const us = await shopper.call('getChannel', [], { channelId: 3 });
    expect(us.body.data.currencies.default_currency).toBe('USD');
    expect(await shopper.call('getChannel', [], { channelId: 7 })).toMatchObject({
      status: 404,
      body: { message: 'no channel' },
    });
    const meta = await shopper.call('getStoreMeta', [], { channelId: 2 });
    expect(meta.body.data).toMatchObject({ name: 'Wardrobe', currency: 'EUR', currency_symbol: '€' });
    expect(meta.body.data.inventory_locations.map((l: { id: number }) => l.id)).toEqual([1, 2]);
  });
});

describe('the catalogue read cache', () => {
  const anyProduct = () =>
    server.sandbox.db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['p.id as productId', 'v.id as variantId', 'v.inventory_level'])
      .where('p.is_visible', '=', true)
      .where('p.inventory_tracking', '=', 'variant')
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
  const variantLevel = async (productId: number, variantId: number) => {
    const answer = await shopper.call('getProductById', [{ entityId: productId }]);
    return (answer.body.data as Product).variants.find((v) => v.id === variantId)?.inventory_level;
  };

  it('answers a catalogue write at once, however it was made', async () => {
    const { productId, variantId, inventory_level } = await anyProduct();
    expect(await variantLevel(productId, variantId)).toBe(inventory_level);
    await server.sandbox.db
      .updateTable('variants')
      .set({ inventory_level: inventory_level + 7 })
      .where('id', '=', variantId)
      .execute();
    expect(await variantLevel(productId, variantId)).toBe(inventory_level + 7);
    await sql`update variants set inventory_level = ${inventory_level} where id = ${variantId}`.execute(
      server.sandbox.db,
    );
    expect(await variantLevel(productId, variantId)).toBe(inventory_level);
  });

  it('keeps nothing a rolled-back transaction read of its own writes', async () => {
    const { productId, variantId, inventory_level } = await anyProduct();
    expect(await variantLevel(productId, variantId)).toBe(inventory_level);
    const { catalogueCache } = await import('./catalogue/cache');
    await server.sandbox.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('variants').set({ inventory_level: 0 }).where('id', '=', variantId).execute();
        const [inside] = await catalogueCache(trx).products(trx, [productId], { currency: 'GBP' });
        expect(inside?.variants.find((v) => v.id === variantId)?.inventory_level).toBe(0);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await variantLevel(productId, variantId)).toBe(inventory_level);
  });

  it('moves the version row with catalogue writes only (what other processes on one server read)', async () => {
    const version = async () =>
      Number(
        (await sql<{ version: string }>`select version from catalogue_version`.execute(server.sandbox.db))
          .rows[0]?.version,
      );
    const before = await version();
    const cart = await shopper.call('createCart', [{ currency: { code: 'GBP' }, line_items: [] }]);
    expect(cart.status).toBe(200);
    expect(await version()).toBe(before);
    const { variantId, inventory_level } = await anyProduct();
    await server.sandbox.db
      .updateTable('variants')
      .set({ inventory_level })
      .where('id', '=', variantId)
      .execute();
    expect(await version()).toBe(before + 1);
  });

  it('answers a listing page that reflects a price change', async () => {
    const womens = await categoryId('/womens/');
    const page = async () =>
      (
        await shopper.call('getProductsWithFilter', [
          { categoryId: womens, sort: 'price-asc', itemsPerPage: 48 },
        ])
      ).body.data as Product[];
    const [cheapest] = await page();
    if (!cheapest) throw new Error('no products');
    const [last] = (await page()).slice(-1);
    if (!last) throw new Error('no products');
    await server.sandbox.db
      .updateTable('product_prices')
      .set({ price_minor: 1, sale_price_minor: null })
      .where('product_id', '=', last.id)
      .where('currency_code', '=', 'GBP')
      .execute();
    expect((await page())[0]?.id).toBe(last.id);
  });
});
