import type { Cart } from '@wardrobe/commerce-sdk';
import { describe, expect, it } from 'vitest';
import { bagCount, quantityInBag } from './store';

const line = (variant_id: number, quantity: number) =>
  ({ variant_id, quantity }) as Cart['line_items']['physical_items'][number];

describe('bag counts', () => {
  it('counts every unit of every line, digital and gift certificates too', () => {
    const cart = {
      line_items: {
        physical_items: [line(1, 2), line(2, 1)],
        digital_items: [line(3, 1)],
        gift_certificates: [{}],
      },
    } as unknown as Cart;
    expect(bagCount(cart)).toBe(5);
    expect(bagCount(undefined)).toBe(0);
    expect(quantityInBag(cart, 1)).toBe(2);
    expect(quantityInBag(cart, 9)).toBe(0);
  });
});
