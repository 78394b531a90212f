import type { CommerceClient } from '@wardrobe/commerce-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInCustomerId } from './shopper-id';
import { personalisedStylingOutfits } from './styling-session';

// The styling widget's customer id in the browser (spec 000 §8, §9): hashed, asked again 5 times at 200 ms while
// the session is not ready, and a warning only when it never is.
const OUTFITS = {
  data: {
    productId: 196,
    colour: 'Indigo',
    personalised: true,
    outfits: [
      {
        id: '196-picked',
        title: 'Picked for you',
        products: [
          {
            id: 241,
            name: 'Checked Scarf',
            colour: 'Light Blue',
            price: 36.99,
            image: '/images/products/300241-Light_Blue-1.jpg',
            url: '/p/241/checked-scarf-300241/Light_Blue',
          },
        ],
      },
    ],
  },
};

function commerce(customers: ({ id: number } | undefined)[]) {
  let asked = 0;
  return {
    getCustomers: vi.fn(async () => {
      const customer = customers[Math.min(asked++, customers.length - 1)];
      return { data: customer ? [customer] : [] };
    }),
    getStylingOutfits: vi.fn(async () => OUTFITS),
  } as unknown as Pick<CommerceClient, 'getCustomers' | 'getStylingOutfits'> & {
    getCustomers: ReturnType<typeof vi.fn>;
    getStylingOutfits: ReturnType<typeof vi.fn>;
  };
}

const signIn = (signedIn: boolean) =>
  vi.stubGlobal('document', { cookie: signedIn ? 'wardrobe-logged-in=1' : 'wardrobe-logged-in=0' });

beforeEach(async () => {
  // Forget a customer found by an earlier test (a signed-out look-up does).
  signIn(false);
  await signedInCustomerId(commerce([]));
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('personalisedStylingOutfits', () => {
  it('asks nothing for a guest: the server’s outfits stay, with no warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = commerce([{ id: 42 }]);
    await expect(
      personalisedStylingOutfits(client, { code: 'en' }, { productId: 196 }),
    ).resolves.toBeUndefined();
    expect(client.getCustomers).not.toHaveBeenCalled();
    expect(client.getStylingOutfits).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('hands the styling service the SHA-256 hex of the customer id once the session is ready', async () => {
    signIn(true);
    const client = commerce([undefined, undefined, { id: 42 }]);
    const result = personalisedStylingOutfits(client, { code: 'us' }, { productId: 196, colour: 'Indigo' });
    await vi.advanceTimersByTimeAsync(400);
    const outfits = await result;
    expect(client.getCustomers).toHaveBeenCalledTimes(3);
    expect(client.getStylingOutfits).toHaveBeenCalledExactlyOnceWith({
      productId: 196,
      colour: 'Indigo',
      customerId: '73475cb40a568e8da8a045ced110137e159f890ac4da883b6b17dc651b3a8049',
    });
    expect(outfits?.[0]?.title).toBe('Picked for you');
    // The piece links to its page in its colour, in the market.
    expect(outfits?.[0]?.pieces[0]?.href).toBe('/us/p/241/checked-scarf-300241/Light_Blue');
  });

  it('tries 5 more times at 200 ms while the session is not ready, then only warns', async () => {
    signIn(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = commerce([undefined]);
    const result = personalisedStylingOutfits(client, { code: 'en' }, { productId: 196 });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getCustomers).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(client.getCustomers).toHaveBeenCalledTimes(5);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeUndefined();
    expect(client.getCustomers).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Styling insights not ready');
    expect(client.getStylingOutfits).not.toHaveBeenCalled();
  });
});
