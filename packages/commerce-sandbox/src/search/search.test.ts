import type { SearchFacet, SearchItem, SearchResult } from '@wardrobe/commerce-sdk';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import { COMPLETE_THE_LOOK } from './complete-the-look';
import { loadTermIndex, loadVocabulary, matchTerm, typoCorrections } from './match';
import { termWords, tsQueryText } from './text';

let server: SandboxServer;
let shopper: Shopper;

beforeAll(async () => {
  server = await startSandboxServer();
  shopper = server.shopper();
}, 60_000);
afterAll(() => server.close());

/** Searchable, as the seeded catalogue reads: visible, buyable, not a free gift. */
const SEARCHABLE = sql`p.is_visible and not p.purchasing_disabled
  and exists (select 1 from variants v where v.product_id = p.id and not v.purchasing_disabled)
  and not exists (select 1 from product_custom_fields f where f.product_id = p.id and lower(f.name) = 'freegift')`;

/** Names of searchable products meeting a condition on `p`, sorted. */
async function productNames(condition: RawBuilder<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select p.name from products p
    where ${SEARCHABLE} and ${condition} order by p.name`.execute(server.sandbox.db);
  return rows.map((r) => r.name);
}

/** Offers a purchasable variant in the colour. */
const offersColour = (colour: string) => sql`exists (select 1 from variants v
  join variant_option_values x on x.variant_id = v.id
  join product_option_values ov on ov.id = x.option_value_id
  join product_options o on o.id = ov.option_id
  where v.product_id = p.id and not v.purchasing_disabled and o.display_name = 'Color' and ov.label = ${colour})`;

const autocomplete = async (query: string, extra: Record<string, unknown> = {}, channelId = 1) => {
  const answer = await shopper.call('autocomplete', [{ query, ...extra }], { channelId });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Every result of a search or browse, page after page. */
async function allResults(
  operation: 'searchProducts' | 'browseProducts',
  args: Record<string, unknown>,
): Promise<{ results: SearchItem[]; first: SearchResult }> {
  const results: SearchItem[] = [];
  let first: SearchResult | undefined;
  for (let page = 1; ; page++) {
    const answer = await shopper.call<SearchResult>(operation, [{ ...args, page, resultsPerPage: 48 }]);
    expect(answer.status).toBe(200);
    first ??= answer.body;
    results.push(...answer.body.response.results);
    if (answer.body.response.results.length < 48) break;
  }
  expect(results).toHaveLength(first?.response.total_num_results ?? -1);
  return { results, first: first as SearchResult };
}

const names = (items: { value: string }[]) => items.map((item) => item.value).sort();

describe('autocomplete', () => {
  it('finds products by a word’s beginning, within one typo, and by every word of several', async () => {
    const jumpers = await productNames(sql`p.name ~* '\\mjumper'`);
    expect(jumpers.length).toBeGreaterThan(10);
    for (const typed of ['jum', 'jumpr', 'jmuper']) {
      const answer = await autocomplete(typed);
      expect(answer.total_num_results_per_section.Products).toBe(jumpers.length);
      expect(answer.sections.Products).toHaveLength(10);
      for (const item of answer.sections.Products) expect(item.value).toMatch(/Jumper/);
    }

    // `dresss` (one letter too many): every dress is found, and the dresses come first.
    const dresses = await productNames(sql`p.name ~ ' Dress$'`);
    const dresss = await allResults('searchProducts', { query: 'dresss' });
    expect(names(dresss.results)).toEqual(expect.arrayContaining(dresses));
    expect(dresss.results.slice(0, dresses.length).every((item) => / Dress$/.test(item.value))).toBe(true);
    expect((await autocomplete('dresss')).sections.Products[0].value).toMatch(/ Dress$/);

    // `trosers` (one letter missing): every pair of trousers, and nothing outside the trousers categories.
    const trousers = await productNames(sql`p.name ~ 'Trousers'`);
    const trosers = await allResults('searchProducts', { query: 'trosers' });
    expect(names(trosers.results)).toEqual(expect.arrayContaining(trousers));
    const inTrousers = await productNames(sql`exists (select 1 from product_categories pc
      join categories c on c.id = pc.category_id where pc.product_id = p.id and c.name = 'Trousers')`);
    for (const item of trosers.results) expect(inTrousers).toContain(item.value);

    // Several words: each must match; the colour named is the one shown.
    const blackDresses = await productNames(sql`p.name ~* '\\mdress' and ${offersColour('Black')}`);
    const black = await autocomplete('black dress', { numResults: { Products: 50 } });
    expect(names(black.sections.Products)).toEqual(blackDresses);
    for (const item of black.sections.Products) {
      expect(item.data).toMatchObject({
        colour: 'Black',
        url: expect.stringMatching(/^\/p\/\d+\/[\w-]+\/Black$/),
      });
    }
    const woolJumpers = await autocomplete('wool jumper');
    expect(woolJumpers.sections.Products.length).toBeGreaterThan(0);
    for (const item of woolJumpers.sections.Products) expect(item.value).toMatch(/Jumper/);
    expect(woolJumpers.total_num_results_per_section.Products).toBeLessThan(jumpers.length);

    expect((await autocomplete('xqzvw')).total_num_results_per_section).toEqual({
      Products: 0,
      'Search Suggestions': 0,
    });
  });

  it('suggests terms shoppers type, honours numResults, and answers items in Constructor’s shape', async () => {
    const dr = await autocomplete('dr');
    const suggested = dr.sections['Search Suggestions'].map((s: { value: string }) => s.value);
    expect(suggested).toHaveLength(5);
    expect(suggested.slice(0, 2)).toEqual(['dress', 'dresses']);
    for (const suggestion of dr.sections['Search Suggestions'])
      expect(suggestion.data.id).toBe(suggestion.value);
    expect(dr.result_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(dr.request.term).toBe('dr');

    const blackDr = await autocomplete('black dr');
    expect(blackDr.sections['Search Suggestions'].length).toBeGreaterThan(0);
    // Every word matches a word of each suggestion; those that begin as typed come first.
    for (const s of blackDr.sections['Search Suggestions']) expect(s.value).toMatch(/^black( \w+)* dr/);
    expect(blackDr.sections['Search Suggestions'][0].value).toMatch(/^black dr/);

    const few = await autocomplete('dr', { numResults: { Products: 3, 'Search Suggestions': 2 } });
    expect(few.sections.Products).toHaveLength(3);
    expect(few.sections['Search Suggestions']).toHaveLength(2);
    expect(few.total_num_results_per_section).toEqual(dr.total_num_results_per_section);

    const [item] = dr.sections.Products;
    const product = await server.sandbox.db
      .selectFrom('products')
      .select(['id', 'sku', 'url'])
      .where('id', '=', Number(item.data.id))
      .executeTakeFirstOrThrow();
    expect(item.data).toMatchObject({
      sku: product.sku,
      url: `/p/${product.id}${product.url.replace(/\/$/, '')}/${item.data.colour.replaceAll(' ', '_')}`,
      image_url: expect.stringMatching(/^\/images\/products\/.+\.jpg$/),
      price: expect.any(Number),
      original_price: expect.any(Number),
      variation_id: expect.stringMatching(/^\d+$/),
    });
  });

  it('prices in the channel’s currency (EUR on channel 2)', async () => {
    const priceOf = async (variationId: string, currency: string) =>
      (
        await server.sandbox.db
          .selectFrom('variant_prices')
          .select(['price_minor', 'sale_price_minor'])
          .where('variant_id', '=', Number(variationId))
          .where('currency_code', '=', currency as 'EUR')
          .executeTakeFirstOrThrow()
      ).price_minor / 100;
    const uk = (await autocomplete('midi dress', {}, 1)).sections.Products[0];
    const eu = (await autocomplete('midi dress', {}, 2)).sections.Products[0];
    expect(eu.data.variation_id).toBe(uk.data.variation_id);
    expect(eu.data.original_price).toBe(await priceOf(eu.data.variation_id, 'EUR'));
    expect(uk.data.original_price).toBe(await priceOf(uk.data.variation_id, 'GBP'));
    expect(eu.data.original_price).not.toBe(uk.data.original_price);
  });

  it('refuses a blank term', async () => {
    expect((await shopper.call('autocomplete', [{ query: '   ' }])).status).toBe(400);
    expect((await shopper.call('searchProducts', [{ query: '' }])).status).toBe(400);
  });

  it('passes the user id only for a signed-in shopper', async () => {
    const guest = await autocomplete('dress');
    expect(guest.request).not.toHaveProperty('ui');
    const { shopper: member, customerId } = await server.signedInShopper('search-shopper@example.com');
    const signedIn = await member.call('autocomplete', [{ query: 'dress' }]);
    expect(signedIn.body.request.ui).toBe(String(customerId));
  });
});

describe('the term index', () => {
  it('matches exactly what Postgres full-text search matches for the same query', async () => {
    const db = server.sandbox.db;
    await autocomplete('dress'); // builds the index
    const index = await loadTermIndex(db);
    const vocabulary = await loadVocabulary(db);
    const terms = [
      'd',
      'dr',
      'dres',
      'dresss',
      'jumpr',
      'black dr',
      'wool jumper',
      'trosers',
      'linen',
      'navy knit',
    ];
    for (const term of terms) {
      const words = termWords(term);
      const corrections = await Promise.all(words.map((word) => typoCorrections(db, vocabulary, word)));
      const query = { words, corrections };
      const inMemory = matchTerm(index, query);
      const ids = async (table: 'search_documents' | 'search_suggestions', strict: boolean) => {
        const key = table === 'search_documents' ? sql`product_id::text` : sql`term`;
        const { rows } = await sql<{ key: string }>`select ${key} as key from ${sql.table(table)}
          where document @@ to_tsquery('simple', ${tsQueryText(query, strict)})`.execute(db);
        return rows.map((row) => row.key).sort();
      };
      expect({ term, products: inMemory.products.map((p) => String(p.id)).sort() }).toEqual({
        term,
        products: await ids('search_documents', false),
      });
      expect({
        term,
        strict: inMemory.products
          .filter((p) => p.strict)
          .map((p) => String(p.id))
          .sort(),
      }).toEqual({
        term,
        strict: await ids('search_documents', true),
      });
      const suggestions = await ids('search_suggestions', false);
      expect({ term, total: inMemory.suggestionsTotal }).toEqual({ term, total: suggestions.length });
      expect(inMemory.suggestions.every((suggestion) => suggestions.includes(suggestion))).toBe(true);
    }
  });
});

describe('search and browse', () => {
  it('counts each facet option as the products it returns, and narrows by filters', async () => {
    const { results, first } = await allResults('searchProducts', { query: 'dress' });
    const facet = (answer: SearchResult, name: string) =>
      answer.response.facets.find((f) => f.name === name) as SearchFacet;
    for (const name of ['color', 'size']) {
      const options = facet(first, name).options;
      expect(options.length).toBeGreaterThan(1);
      for (const option of options) {
        const having = results.filter((item) =>
          item.data.facets?.find((f) => f.name === name)?.values.includes(option.value),
        );
        expect(option.count, `${name} ${option.value}`).toBe(having.length);
      }
    }

    const filters = { color: ['Black', 'Navy'] };
    const filtered = await allResults('searchProducts', { query: 'dress', filters });
    expect(filtered.results.length).toBeGreaterThan(0);
    expect(filtered.results.length).toBeLessThan(results.length);
    for (const item of filtered.results) expect(['Black', 'Navy']).toContain(item.data.colour);
    const colours = facet(filtered.first, 'color').options;
    expect(colours.filter((o) => o.status === 'selected').map((o) => o.value)).toEqual(['Black', 'Navy']);
    // Under the colour filter, each size's count is what choosing that size as well returns.
    for (const option of facet(filtered.first, 'size').options) {
      const both = await shopper.call('searchProducts', [
        { query: 'dress', filters: { ...filters, size: option.value } },
      ]);
      expect(both.body.response.total_num_results, `size ${option.value}`).toBe(option.count);
    }

    const cheap = await allResults('searchProducts', { query: 'dress', filters: { price: '10-50' } });
    expect(cheap.results.length).toBeGreaterThan(0);
    for (const item of cheap.results) {
      expect(item.data.price).toBeGreaterThanOrEqual(10);
      expect(item.data.price).toBeLessThanOrEqual(50);
    }
    expect(facet(cheap.first, 'price').status).toEqual({ min: 10, max: 50 });
  });

  it('sorts by price both ways, and says which sort it used', async () => {
    const prices = async (sortOrder: 'ascending' | 'descending') => {
      const { results, first } = await allResults('searchProducts', {
        query: 'jumper',
        sortBy: 'price',
        sortOrder,
      });
      const selected = first.response.sort_options.filter((o) => o.status === 'selected');
      expect(selected).toEqual([expect.objectContaining({ sort_by: 'price', sort_order: sortOrder })]);
      return results.map((item) => item.data.price as number);
    };
    const up = await prices('ascending');
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up[0]).toBeLessThan(up.at(-1) as number);
    const down = await prices('descending');
    expect(down).toEqual([...up].reverse());
  });

  it('browses a root category with all its descendants, and its tree of groups', async () => {
    const womens = await server.sandbox.db
      .selectFrom('categories')
      .select('id')
      .where('url', '=', '/womens/')
      .executeTakeFirstOrThrow();
    const expected = await productNames(
      sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${womens.id})`,
    );
    const { results, first } = await allResults('browseProducts', {
      filterName: 'group_id',
      filterValue: String(womens.id),
    });
    expect(names(results)).toEqual(expected);
    expect(results.some((item) => / Dress$/.test(item.value))).toBe(true);
    const [root] = first.response.groups;
    expect(root).toMatchObject({
      group_id: String(womens.id),
      display_name: 'Womens',
      count: expected.length,
    });
    const clothing = root?.children.find((g) => g.display_name === 'Clothing');
    expect(clothing?.parents).toEqual([{ group_id: String(womens.id), display_name: 'Womens' }]);
    expect(clothing?.children.map((g) => g.display_name)).toContain('Dresses');

    const sale = await allResults('browseProducts', { filterName: 'collection_id', filterValue: 'sale' });
    expect(sale.results.length).toBeGreaterThan(0);
    for (const item of sale.results)
      expect(item.data.sale_price).toBeLessThan(item.data.original_price as number);
    const unknown = await shopper.call('browseProducts', [{ filterName: 'group_id', filterValue: '999999' }]);
    expect(unknown.body.response.total_num_results).toBe(0);
  });

  it('follows the catalogue: a renamed product is found by its new name, a hidden one no more', async () => {
    const db = server.sandbox.db;
    const product = await db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('name', '~', ' Jumper$')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ name: 'Zigzag Kaftan' }).where('id', '=', product.id).execute();
    expect(names((await autocomplete('kaftan')).sections.Products)).toEqual(['Zigzag Kaftan']);
    await db.updateTable('products').set({ is_visible: false }).where('id', '=', product.id).execute();
    expect((await autocomplete('kaftan')).sections.Products).toEqual([]);
    await db
      .updateTable('products')
      .set({ name: product.name, is_visible: true })
      .where('id', '=', product.id)
      .execute();
    // As migration 0011 leaves a database seeded before it: an empty index marked stale is built on first use.
    await db.deleteFrom('search_documents').execute();
    await db.updateTable('search_index_state').set({ stale: true }).execute();
    // Any catalogue write (here one that changes no row) has the service read the stale flag again.
    await db.updateTable('products').set({ sort_order: 0 }).where('id', '=', -1).execute();
    expect(
      names((await autocomplete('jumper', { numResults: { Products: 50 } })).sections.Products),
    ).toContain(product.name);
  });
});

describe('recommendations', () => {
  const categoryIds = async (urls: readonly string[]) =>
    (await server.sandbox.db.selectFrom('categories').select('id').where('url', 'in', urls).execute()).map(
      (c) => c.id,
    );
  const inCategories = async (ids: number[]) =>
    new Set(
      (
        await server.sandbox.db
          .selectFrom('product_categories')
          .select('product_id')
          .where('category_id', 'in', ids)
          .execute()
      ).map((r) => String(r.product_id)),
    );

  /** The first searchable product of a category. */
  const firstIn = async (url: string) => {
    const { rows } = await sql<{ id: number }>`select p.id from products p
      join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
      where c.url = ${url} and ${SEARCHABLE} order by p.id limit 1`.execute(server.sandbox.db);
    return String(rows[0]?.id);
  };

  it('pdp-recs: 8 similar items, the item’s own category first, never the item', async () => {
    const [dressesId] = await categoryIds(['/womens/clothing/dresses/']);
    const dresses = await inCategories([dressesId as number]);
    const item = await firstIn('/womens/clothing/dresses/');
    const answer = await shopper.call('getRecommendations', [{ podId: 'pdp-recs', itemIds: [item] }]);
    expect(answer.status).toBe(200);
    const ids = answer.body.response.results.map((r: SearchItem) => r.data.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    expect(ids).not.toContain(item);
    for (const id of ids) expect(dresses.has(id)).toBe(true);
    expect(answer.body).toMatchObject({
      request: { pod_id: 'pdp-recs', num_results: 8, item_id: [item] },
      response: { pod: { id: 'pdp-recs' }, total_num_results: 8 },
    });
    expect(answer.body.response.results[0].strategy).toEqual({ id: 'alternative_items' });
    const again = await shopper.call('getRecommendations', [{ podId: 'pdp-recs', itemIds: [item] }]);
    expect(again.body.response.results.map((r: SearchItem) => r.data.id)).toEqual(ids);
  });

  it('pdp-ctl: 8 distinct products from the complementary categories; an unknown item gives none', async () => {
    const item = await firstIn('/womens/clothing/dresses/');
    const complementary = await inCategories(
      await categoryIds(COMPLETE_THE_LOOK['/womens/clothing/dresses/'] ?? []),
    );
    const answer = await shopper.call('getRecommendations', [{ podId: 'pdp-ctl', itemIds: [item] }]);
    const ids = answer.body.response.results.map((r: SearchItem) => r.data.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    for (const id of ids) expect(complementary.has(id)).toBe(true);
    expect(answer.body.response.pod.display_name).toBe('Complete The Look');

    const unknown = await shopper.call('getRecommendations', [{ podId: 'pdp-ctl', itemIds: ['999999'] }]);
    expect(unknown.status).toBe(200);
    expect(unknown.body.response).toMatchObject({ results: [], total_num_results: 0 });
  });
});
