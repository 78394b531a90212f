import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundPrice } from '../prices/prices';
import { guestWishlistItemId, planWishlistMerge, type WishlistItemRef, wishlistTotal } from './wishlist';

describe('guestWishlistItemId', () => {
  it("is 'productId_variantId'", () => {
    expect(guestWishlistItemId(112, 345)).toBe('112_345');
    expect(guestWishlistItemId('112', '345')).toBe('112_345');
    expect(guestWishlistItemId(0, 0)).toBe('0_0');
  });
});

describe('planWishlistMerge', () => {
  const a = { product_id: 1, variant_id: 10 };
  const b = { product_id: 1, variant_id: 11 };
  const c = { product_id: 2, variant_id: 20 };

  it('keeps the guest items not already on the server list, in guest order', () => {
    expect(planWishlistMerge([c, a, b], [a])).toEqual([c, b]);
  });

  it('treats another variant of the same product as another item', () => {
    expect(planWishlistMerge([b], [a])).toEqual([b]);
  });

  it('adds each guest item once', () => {
    expect(planWishlistMerge([a, a, c, { ...a }], [])).toEqual([a, c]);
  });

  it('matches ids by their text: 12 and "12" are the same item', () => {
    expect(planWishlistMerge([{ product_id: '1', variant_id: '10' }], [a])).toEqual([]);
  });

  it('sends only product_id and variant_id', () => {
    const stored = { id: '1_10', product_id: 1, variant_id: 10, name: 'Dress' };
    expect(planWishlistMerge([stored], [])).toEqual([{ product_id: 1, variant_id: 10 }]);
  });

  it('has nothing to add for an empty guest list or when everything is on the server already', () => {
    expect(planWishlistMerge([], [a, b])).toEqual([]);
    expect(planWishlistMerge([a, b], [b, a, c])).toEqual([]);
    expect(planWishlistMerge([], [])).toEqual([]);
  });

  it('does not mutate its inputs', () => {
    const guest = [a, b, a];
    const server = [c];
    planWishlistMerge(guest, server);
    expect(guest).toEqual([a, b, a]);
    expect(server).toEqual([c]);
  });

  it('gives distinct items, none on the server, and every guest item ends up on one of the lists', () => {
    const item = fc.record({
      product_id: fc.integer({ min: 1, max: 4 }),
      variant_id: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(item), fc.array(item), (guest: WishlistItemRef[], server: WishlistItemRef[]) => {
        const key = (i: WishlistItemRef) => guestWishlistItemId(i.product_id, i.variant_id);
        const added = planWishlistMerge(guest, server).map(key);
        const onServer = server.map(key);
        expect(new Set(added).size).toBe(added.length);
        expect(added.filter((k) => onServer.includes(k))).toEqual([]);
        const merged = new Set([...onServer, ...added]);
        expect(guest.every((i) => merged.has(key(i)))).toBe(true);
      }),
    );
  });
});

describe('wishlistTotal', () => {
  it('sums the sale prices when present, else the prices, plus shipping', () => {
    expect(wishlistTotal([{ price: 30, sale_price: 20 }, { price: 15 }], 3.95)).toBe(38.95);
  });

  it('takes the sale price only when it is above 0', () => {
    expect(wishlistTotal([{ price: 30, sale_price: 0 }], 0)).toBe(30);
    expect(wishlistTotal([{ price: 30, sale_price: 0.01 }], 0)).toBe(0.01);
    expect(wishlistTotal([{ price: 30, sale_price: null }], 0)).toBe(30);
    expect(wishlistTotal([{ price: 30, sale_price: -5 }], 0)).toBe(30);
  });

  it('rounds the total to cents without binary noise', () => {
    expect(wishlistTotal([{ price: 0.1 }, { price: 0.2 }], 0)).toBe(0.3);
    expect(wishlistTotal([{ price: 19.99 }, { price: 19.99 }, { price: 19.99 }], 4.99)).toBe(64.96);
    expect(wishlistTotal([{ price: 1.005 }], 0)).toBe(1.01);
  });

  it('is the shipping alone for an empty list', () => {
    expect(wishlistTotal([], 3.95)).toBe(3.95);
    expect(wishlistTotal([], 0)).toBe(0);
  });

  it('counts a broken price or shipping cost as 0', () => {
    expect(wishlistTotal([{ price: Number.NaN }, { price: 10 }], Number.NaN)).toBe(10);
    expect(wishlistTotal([{ price: 10, sale_price: Number.POSITIVE_INFINITY }], 1)).toBe(11);
  });

  it('is the rounded sum of the prices that apply, whatever their order', () => {
    const cents = fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100);
    const item = fc.record({ price: cents, sale_price: fc.option(cents, { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(item), cents, (items, shipping) => {
        const expected = items.reduce((sum, i) => sum + Math.round((i.sale_price || i.price) * 100), 0);
        const total = wishlistTotal(items, shipping);
        expect(total).toBe(roundPrice(expected / 100 + shipping));
        expect(wishlistTotal([...items].reverse(), shipping)).toBe(total);
      }),
    );
  });
});
