import { createSandbox, type Sandbox } from '@wardrobe/commerce-sandbox';
import { CommerceError, type CommerceProvider } from '@wardrobe/commerce-sdk';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadProductReviews, ratingText, reviewCountText } from './product-reviews';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => sandbox.close());

const client = (provider: CommerceProvider) =>
  createServerCaller({ providers: { bigcommerce: provider }, channelId: 1 });

describe('loadProductReviews', () => {
  it('answers a seeded product’s reviews, newest first, with their average and count', async () => {
    // Product 101 is one of the two in three the seed gives reviews (its id is not a multiple of 3).
    const data = await loadProductReviews(client(sandbox.commerce), 101);
    expect(data.count).toBeGreaterThan(0);
    expect(data.reviews).toHaveLength(Math.min(data.count, 20));
    expect(data.average).toBeGreaterThanOrEqual(1);
    const dates = data.reviews.map((r) => r.date_created);
    expect(dates).toEqual([...dates].sort().reverse());
  }, 30_000);

  it('logs a failure and answers no reviews, so the page still sells', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: CommerceProvider = {
      getProductReviews: async () => {
        throw new CommerceError('The shop is busy right now. Please try again in a moment.', 503);
      },
    };
    expect(await loadProductReviews(client(failing), 101)).toEqual({ reviews: [], average: null, count: 0 });
    expect(await loadProductReviews(client(sandbox.commerce), 999_999)).toEqual({
      reviews: [],
      average: null,
      count: 0,
    });
    expect(error).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      event: 'product-reviews-failed',
      productId: 101,
    });
    error.mockRestore();
  });
});

describe('ratingText and reviewCountText', () => {
  it('read as a shopper says them', () => {
    expect(ratingText(4.3)).toBe('4.3 out of 5');
    expect(ratingText(5)).toBe('5 out of 5');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(0)).toBe('0 reviews');
    expect(reviewCountText(12)).toBe('12 reviews');
  });
});
