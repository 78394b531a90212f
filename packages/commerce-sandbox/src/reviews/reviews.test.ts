import type { ProductReview, ProductReviewsResult } from '@wardrobe/commerce-sdk';
import { marketOf } from '@wardrobe/commerce-sdk/server';
import { averageRating } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSeedReviews, seedReviewRows } from '../seed/reviews';
import { type SandboxServer, startSandboxServer } from '../testing/harness';

let server: SandboxServer;
// A sandbox boot (PGlite in memory, migrations, the catalogue seed) takes seconds on a busy 2-core machine.
beforeAll(async () => {
  server = await startSandboxServer();
}, 120_000);
afterAll(() => server?.close());

/** Visible products of the seed, by whether the seed gave them reviews. */
async function shownProducts() {
  const rows = await server.sandbox.db
    .selectFrom('products')
    .select('id')
    .where('is_visible', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

async function storedRatings(productId: number) {
  const rows = await server.sandbox.db
    .selectFrom('product_reviews')
    .select('rating')
    .where('product_id', '=', productId)
    .execute();
  return rows.map((r) => r.rating);
}

const REVIEW = { rating: 4, title: 'Lovely colour', message: 'Soft and well made.' };

describe('the seed', () => {
  it('gives two products in three 1–4 reviews each, with varied ratings, from the product id alone', async () => {
    const ids = await shownProducts();
    const { rows } = await server.sandbox.db
      .selectFrom('product_reviews')
      .select((eb) => ['product_id', eb.fn.countAll<number>().as('count')])
      .groupBy('product_id')
      .execute()
      .then((r) => ({ rows: new Map(r.map((x) => [x.product_id, Number(x.count)])) }));
    const reviewed = ids.filter((id) => rows.has(id));
    expect(reviewed).toEqual(ids.filter(hasSeedReviews));
    expect(reviewed.length / ids.length).toBeGreaterThan(0.6);
    for (const count of rows.values()) expect(count).toBeGreaterThanOrEqual(1);
    expect(Math.max(...rows.values())).toBe(4);
    const ratings = new Set(seedReviewRows(ids).map((r) => r.rating));
    expect([...ratings].sort()).toEqual([1, 2, 3, 4, 5]);
    // No randomness: the same ids give the same reviews, and those are what the seed wrote.
    expect(seedReviewRows(ids)).toEqual(seedReviewRows(ids));
    expect([...rows.values()].reduce((a, b) => a + b, 0)).toBe(seedReviewRows(ids).length);
    const one = seedReviewRows([ids.find(hasSeedReviews) ?? 101]);
    expect(new Set(one.map((r) => r.title)).size).toBe(one.length);
    for (const row of one) {
      expect(row.title.length).toBeGreaterThanOrEqual(3);
      expect(row.message.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('getProductReviews', () => {
  it('lists a seeded product’s reviews newest first, with the average and count of all of them', async () => {
    const id = (await shownProducts()).find(hasSeedReviews) as number;
    const answer = await server
      .shopper()
      .call<ProductReviewsResult>('getProductReviews', [{ productId: id }]);
    expect(answer.status).toBe(200);
    const ratings = await storedRatings(id);
    expect(answer.body.meta).toMatchObject({ count: ratings.length, average: averageRating(ratings) });
    const dates = answer.body.data.map((r) => r.date_created);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.body.data[0]).toMatchObject({ product_id: id, title: expect.any(String) });
  });

  it('answers a product without reviews with none and no average', async () => {
    const id = (await shownProducts()).find((p) => !hasSeedReviews(p)) as number;
    const answer = await server.shopper().call('getProductReviews', [{ productId: id }]);
    expect(answer.body).toEqual({
      data: [],
      meta: {
        average: null,
        count: 0,
        pagination: { total: 0, count: 0, current_page: 1, per_page: 10, total_pages: 0 },
      },
    });
  });

  it('answers 404 no product for an unknown or hidden product', async () => {
    const shopper = server.shopper();
    expect(await shopper.call('getProductReviews', [{ productId: 999_999 }])).toMatchObject({
      status: 404,
      body: { message: 'no product', statusCode: 404 },
    });
    const hidden = await server.sandbox.db
      .selectFrom('products')
      .select('id')
      .where('is_visible', '=', false)
      .executeTakeFirst();
    if (hidden) {
      expect((await shopper.call('getProductReviews', [{ productId: hidden.id }])).status).toBe(404);
    }
  });
});

describe('createProductReview', () => {
  it('stores a guest’s review as Anonymous; it is listed first and counts in the average', async () => {
    const id = (await shownProducts()).filter((p) => !hasSeedReviews(p))[1] as number;
    const guest = server.shopper();
    const created = await guest.call<{ data: ProductReview }>('createProductReview', [
      { productId: id, ...REVIEW, title: '  Lovely colour  ' },
    ]);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      product_id: id,
      rating: 4,
      title: 'Lovely colour',
      message: 'Soft and well made.',
      author: 'Anonymous',
    });
    await guest.call('createProductReview', [
      { productId: id, rating: 1, title: 'Faded', message: 'Not good.' },
    ]);
    const listed = await server
      .shopper()
      .call<ProductReviewsResult>('getProductReviews', [{ productId: id }]);
    expect(listed.body.data.map((r) => r.title)).toEqual(['Faded', 'Lovely colour']);
    expect(listed.body.meta).toMatchObject({ count: 2, average: 2.5 });
    // Kept in the database, so a reload of the page lists them.
    expect(await storedRatings(id)).toEqual(expect.arrayContaining([4, 1]));
  });

  it('writes a signed-in customer’s first name as the author', async () => {
    const id = (await shownProducts()).filter((p) => !hasSeedReviews(p))[2] as number;
    const { shopper } = await server.signedInShopper('reviewer@example.com');
    const created = await shopper.call('createProductReview', [{ productId: id, ...REVIEW }]);
    expect(created.body.data.author).toBe('Test');
  });

  it('answers 400 with the rule’s text through the middleware, and stores nothing', async () => {
    const id = (await shownProducts()).filter((p) => !hasSeedReviews(p))[3] as number;
    const shopper = server.shopper();
    expect(
      await shopper.call('createProductReview', [{ productId: id, ...REVIEW, title: 'Ok' }]),
    ).toMatchObject({
      status: 400,
      body: { message: 'argument 0.title: Title must be at least 3 characters', statusCode: 400 },
    });
    expect(
      (await shopper.call('createProductReview', [{ productId: id, ...REVIEW, message: ' a ' }])).body
        .message,
    ).toBe('argument 0.message: Message must be at least 3 characters');
    expect(
      (await shopper.call('createProductReview', [{ productId: id, ...REVIEW, rating: 6 }])).body.message,
    ).toBe('argument 0.rating: Please choose a rating from 1 to 5');
    expect(await storedRatings(id)).toEqual([]);
  });

  it('answers 404 no product for an unknown product', async () => {
    expect(
      await server.shopper().call('createProductReview', [{ productId: 999_999, ...REVIEW }]),
    ).toMatchObject({ status: 404, body: { message: 'no product' } });
  });

  it('pages the list: each page its reviews, the totals over all', async () => {
    const id = (await shownProducts()).filter((p) => !hasSeedReviews(p))[4] as number;
    const reviews = server.sandbox.services.reviews;
    if (!reviews) throw new Error('The sandbox has no reviews service');
    for (const [i, rating] of [5, 4, 4].entries()) {
      await server
        .shopper()
        .call('createProductReview', [{ productId: id, ...REVIEW, rating, title: `Review ${i}` }]);
    }
    const uk = marketOf(1);
    const second = await reviews.getReviews(
      { channelId: uk.channelId, market: uk },
      { productId: id, page: 2, limit: 2 },
    );
    expect(second.data.map((r) => r.title)).toEqual(['Review 0']);
    expect(second.meta).toEqual({
      average: 4.3,
      count: 3,
      pagination: { total: 3, count: 1, current_page: 2, per_page: 2, total_pages: 2 },
    });
  });
});
