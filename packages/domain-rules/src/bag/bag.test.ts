import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAG_QUANTITY_DEBOUNCE_MS,
  type BagNotification,
  checkoutDisabled,
  EMPTY_BAG_MESSAGE,
  filterShippingOptions,
  MAX_NOTIFICATIONS,
  NO_CART_MESSAGES,
  NOTIFICATION_TIMEOUT_MS,
  notificationTimeout,
  planCustomerCart,
  pushNotification,
  type ShippingFilterContext,
  WALLET_ADDRESS_ERROR,
  WALLET_CONFIRMATION_PATH,
  WALLET_ORDER_COOKIE_MINUTES,
  WALLET_SHIPPING_COUNTRIES,
  WALLET_SHIPPING_ERROR,
  walletAuthorizeFailure,
  walletCartDecision,
  walletShippingError,
} from './bag';

describe('checkoutDisabled', () => {
  const ok = { checkoutLoginLoading: false, promotionsLoading: false, lineStocks: [3, 1, 12] };

  it('is enabled with no flag set and every line in stock (1 is enough)', () => {
    expect(checkoutDisabled(ok)).toBe(false);
    expect(checkoutDisabled({ ...ok, lineStocks: [1] })).toBe(false);
    expect(checkoutDisabled({ ...ok, lineStocks: [] })).toBe(false);
  });

  it('is disabled while checkout login or promotions load', () => {
    expect(checkoutDisabled({ ...ok, checkoutLoginLoading: true })).toBe(true);
    expect(checkoutDisabled({ ...ok, promotionsLoading: true })).toBe(true);
  });

  it('is disabled when any line is sold out (stock 0 or less)', () => {
    expect(checkoutDisabled({ ...ok, lineStocks: [3, 0, 12] })).toBe(true);
    expect(checkoutDisabled({ ...ok, lineStocks: [-1] })).toBe(true);
  });

  it('does not count an unknown stock as sold out', () => {
    expect(checkoutDisabled({ ...ok, lineStocks: [Number.NaN, 2] })).toBe(false);
  });
});

describe('planCustomerCart', () => {
  it('saves the current cart when nothing is saved', () => {
    expect(planCustomerCart({ currentCartId: 'c1', currentCartEmpty: false })).toBe('save-current');
    expect(planCustomerCart({ savedCartId: '', currentCartId: 'c1', currentCartEmpty: true })).toBe(
      'save-current',
    );
    expect(planCustomerCart({ savedCartId: null, currentCartId: null, currentCartEmpty: true })).toBe(
      'save-current',
    );
  });

  it('uses the saved cart when it is the current one', () => {
    expect(planCustomerCart({ savedCartId: 'c1', currentCartId: 'c1', currentCartEmpty: false })).toBe(
      'use-saved',
    );
    expect(planCustomerCart({ savedCartId: 'c1', currentCartId: 'c1', currentCartEmpty: true })).toBe(
      'use-saved',
    );
  });

  it('adopts the saved cart when the current one is empty or absent', () => {
    expect(planCustomerCart({ savedCartId: 's1', currentCartId: 'c1', currentCartEmpty: true })).toBe(
      'adopt-saved',
    );
    expect(planCustomerCart({ savedCartId: 's1', currentCartEmpty: false })).toBe('adopt-saved');
    expect(planCustomerCart({ savedCartId: 's1', currentCartId: '', currentCartEmpty: false })).toBe(
      'adopt-saved',
    );
  });

  it('merges the current items into the saved cart otherwise', () => {
    expect(planCustomerCart({ savedCartId: 's1', currentCartId: 'c1', currentCartEmpty: false })).toBe(
      'merge',
    );
  });
});

describe('walletCartDecision', () => {
  it('aborts for an empty cart', () => {
    expect(walletCartDecision({ physicalCount: 0, digitalCount: 0, stockSufficient: true })).toBe('abort');
    expect(walletCartDecision({ physicalCount: 0, digitalCount: 0, stockSufficient: false })).toBe('abort');
  });

  it('proceeds with only digital items, whatever the stock', () => {
    expect(walletCartDecision({ physicalCount: 0, digitalCount: 1, stockSufficient: false })).toBe('proceed');
    expect(walletCartDecision({ physicalCount: 0, digitalCount: 2, stockSufficient: true })).toBe('proceed');
  });

  it('goes to the bag when stock is insufficient', () => {
    expect(walletCartDecision({ physicalCount: 1, digitalCount: 0, stockSufficient: false })).toBe(
      'go-to-bag',
    );
    expect(walletCartDecision({ physicalCount: 1, digitalCount: 3, stockSufficient: false })).toBe(
      'go-to-bag',
    );
  });

  it('proceeds otherwise', () => {
    expect(walletCartDecision({ physicalCount: 1, digitalCount: 0, stockSufficient: true })).toBe('proceed');
    expect(walletCartDecision({ physicalCount: 2, digitalCount: 1, stockSufficient: true })).toBe('proceed');
  });

  it('counts negative or unknown counts as no items', () => {
    expect(walletCartDecision({ physicalCount: -1, digitalCount: Number.NaN, stockSufficient: true })).toBe(
      'abort',
    );
  });
});

describe('walletShippingError', () => {
  it('ships GBP orders to GB, JE and GG only', () => {
    expect(walletShippingError('GBP', 'GB')).toBeUndefined();
    expect(walletShippingError('GBP', 'JE')).toBeUndefined();
    expect(walletShippingError('GBP', 'GG')).toBeUndefined();
    expect(walletShippingError('GBP', 'IE')).toBe('We only ship to UK, Jersey, and Guernsey');
    expect(walletShippingError('GBP', 'IM')).toBe('We only ship to UK, Jersey, and Guernsey');
    expect(walletShippingError('GBP', 'US')).toBe('We only ship to UK, Jersey, and Guernsey');
  });

  it('refuses a GBP order with no country', () => {
    expect(walletShippingError('GBP', '')).toBe('We only ship to UK, Jersey, and Guernsey');
    expect(walletShippingError('GBP', undefined)).toBe('We only ship to UK, Jersey, and Guernsey');
  });

  it('does not restrict other currencies', () => {
    expect(walletShippingError('EUR', 'FR')).toBeUndefined();
    expect(walletShippingError('USD', 'US')).toBeUndefined();
    expect(walletShippingError('EUR', 'GB')).toBeUndefined();
  });

  it('compares codes in any case', () => {
    expect(walletShippingError('gbp', 'gb')).toBeUndefined();
    expect(walletShippingError('gbp', 'fr')).toBe(WALLET_SHIPPING_ERROR);
  });

  it('exports the wallet texts and constants', () => {
    expect(WALLET_SHIPPING_ERROR).toBe('We only ship to UK, Jersey, and Guernsey');
    expect(WALLET_ADDRESS_ERROR).toBe('We can not ship to this address');
    expect(WALLET_SHIPPING_COUNTRIES).toEqual(['GB', 'JE', 'GG']);
    expect(WALLET_ORDER_COOKIE_MINUTES).toBe(1440);
    expect(WALLET_CONFIRMATION_PATH).toBe('/order-confirmation?checkoutsource=applepayexpress');
  });
});

describe('filterShippingOptions', () => {
  const options = [
    { id: 'std', description: 'Standard Delivery' },
    { id: 'cc', description: 'Click & Collect' },
    { id: 'ps', description: 'Collect from a Parcel Shop' },
    { id: 'exp', description: 'Express Delivery' },
    { id: 'nd', description: 'Next Day Delivery' },
    { id: 'nd2', description: 'next-day (order by 8pm)' },
  ];
  const ids = (ctx: ShippingFilterContext) => filterShippingOptions(options, ctx).map((o) => o.id);

  it('keeps express and next-day for en with sufficient stock', () => {
    expect(ids({ localeCode: 'en', stockSufficient: true, countryCode: 'JE' })).toEqual([
      'std',
      'exp',
      'nd',
      'nd2',
    ]);
  });

  it('keeps express and next-day for a GB destination, whatever the locale and stock', () => {
    expect(ids({ localeCode: 'en', stockSufficient: false, countryCode: 'GB' })).toEqual([
      'std',
      'exp',
      'nd',
      'nd2',
    ]);
    expect(ids({ localeCode: 'eu', stockSufficient: false, countryCode: 'gb' })).toEqual([
      'std',
      'exp',
      'nd',
      'nd2',
    ]);
  });

  it('drops express and next-day otherwise', () => {
    expect(ids({ localeCode: 'en', stockSufficient: false, countryCode: 'JE' })).toEqual(['std']);
    expect(ids({ localeCode: 'en', stockSufficient: false, countryCode: 'GG' })).toEqual(['std']);
    expect(ids({ localeCode: 'eu', stockSufficient: true, countryCode: 'IE' })).toEqual(['std']);
    expect(ids({ localeCode: 'us', stockSufficient: true, countryCode: 'US' })).toEqual(['std']);
    expect(ids({ localeCode: 'eu', stockSufficient: true })).toEqual(['std']);
  });

  it('always drops click & collect and parcel shop options, in any case and spelling', () => {
    const collect = [
      { description: 'CLICK & COLLECT in store' },
      { description: 'click and collect' },
      { description: 'Click&Collect' },
      { description: 'Click &amp; Collect' },
      { description: 'parcel shop' },
      { description: 'ParcelShop drop-off' },
    ];
    expect(
      filterShippingOptions(collect, { localeCode: 'en', stockSufficient: true, countryCode: 'GB' }),
    ).toEqual([]);
  });

  it('matches express and next at the start of a word only', () => {
    const words = [
      { description: 'NextDay' },
      { description: 'DPD EXPRESS' },
      { description: 'Annexed warehouse' },
      { description: 'Standard' },
    ];
    expect(
      filterShippingOptions(words, { localeCode: 'eu', stockSufficient: true }).map((o) => o.description),
    ).toEqual(['Annexed warehouse', 'Standard']);
  });

  it('keeps options without a description, keeps the order and does not change its input', () => {
    const list = [{ description: null }, {}, { description: 'Standard' }];
    const before = structuredClone(list);
    expect(filterShippingOptions(list, { localeCode: 'us', stockSufficient: false })).toEqual(list);
    expect(list).toEqual(before);
    expect(filterShippingOptions([], { localeCode: 'en', stockSufficient: true })).toEqual([]);
  });
});

describe('pushNotification', () => {
  const n = (message: string): BagNotification => ({ message });

  it('appends to a list below 3', () => {
    expect(pushNotification([], n('a'))).toEqual([n('a')]);
    expect(pushNotification([n('a'), n('b')], n('c'))).toEqual([n('a'), n('b'), n('c')]);
  });

  it('drops the oldest once 3 are shown', () => {
    expect(pushNotification([n('a'), n('b'), n('c')], n('d'))).toEqual([n('b'), n('c'), n('d')]);
  });

  it('never holds more than 3, keeps the newest and does not change its input', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 8 }), fc.string(), (messages, message) => {
        const list = messages.map(n);
        const before = structuredClone(list);
        const next = pushNotification(list, n(message));
        expect(next.length).toBeLessThanOrEqual(3);
        expect(next.length).toBe(Math.min(3, list.length + 1));
        expect(next.at(-1)).toEqual(n(message));
        expect(next).toEqual([...list, n(message)].slice(-3));
        expect(list).toEqual(before);
      }),
    );
  });

  it('keeps the notifications as they are (same objects)', () => {
    const a = n('a');
    const b = { message: 'b', persist: true };
    const next = pushNotification([a], b);
    expect(next[0]).toBe(a);
    expect(next[1]).toBe(b);
  });
});

describe('notificationTimeout', () => {
  it('dismisses after 3000 ms unless persistent', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(3000);
    expect(MAX_NOTIFICATIONS).toBe(3);
    expect(notificationTimeout({})).toBe(3000);
    expect(notificationTimeout({ persist: false })).toBe(3000);
    expect(notificationTimeout({ persist: true })).toBeUndefined();
  });
});

describe('bag texts and constants', () => {
  it('are the spec texts letter for letter', () => {
    expect(NO_CART_MESSAGES).toEqual({
      add: 'There is no cart to add the item to.',
      remove: 'There is no cart to remove the item from.',
      update: 'There is no cart to update product quantity in.',
      clear: 'There is no cart to clear.',
    });
    expect(EMPTY_BAG_MESSAGE).toBe('Your shopping bag is empty');
    expect(BAG_QUANTITY_DEBOUNCE_MS).toBe(500);
  });
});

describe('walletAuthorizeFailure', () => {
  const SOLD_OUT =
    'Sorry! Some products in your bag have sold out and will need to be removed before you can checkout';
  it('goes to the bag when the order is refused as sold out', () => {
    expect(walletAuthorizeFailure({ statusCode: 422, message: SOLD_OUT })).toBe('go-to-bag');
  });
  it('is a failure for anything else', () => {
    expect(walletAuthorizeFailure({ statusCode: 422, message: 'Invalid address' })).toBe('failed');
    expect(walletAuthorizeFailure({ statusCode: 500, message: SOLD_OUT })).toBe('failed');
    expect(walletAuthorizeFailure({})).toBe('failed');
  });
});
