import { BAG_SOLD_OUT_MESSAGE } from '../stock/stock';
/** Spec 000 §8: the texts shown when a cart operation runs without a cart. */
export const NO_CART_MESSAGES = {
  add: 'There is no cart to add the item to.',
  remove: 'There is no cart to remove the item from.',
  update: 'There is no cart to update product quantity in.',
  clear: 'There is no cart to clear.',
} as const;

/** Spec 000 §8: the empty bag text. */
export const EMPTY_BAG_MESSAGE = 'Your shopping bag is empty';

/** Spec 000 §4 (Bag sidebar), §9: quantity changes are debounced 500 ms. */
export const BAG_QUANTITY_DEBOUNCE_MS = 500;

export interface CheckoutDisabledInput {
  checkoutLoginLoading: boolean;
  promotionsLoading: boolean;
  /** The stock of each bag line. */
  lineStocks: readonly number[];
}

/**
 * Spec 000 §4 (Bag sidebar), spec 001 §5: the checkout button is disabled while checkout login loads, while
 * promotions load, or when any line is sold out (stock 0 or less). Reading: a stock that is not a number (not
 * yet known) does not count as sold out.
 */
export function checkoutDisabled({
  checkoutLoginLoading,
  promotionsLoading,
  lineStocks,
}: CheckoutDisabledInput): boolean {
  return checkoutLoginLoading || promotionsLoading || lineStocks.some((stock) => stock <= 0);
}

export type CustomerCartPlan = 'save-current' | 'use-saved' | 'adopt-saved' | 'merge';

export interface CustomerCartInput {
  /** The cart id saved in the customer's record. */
  savedCartId?: string | null;
  /** The cart id of the current (cookie) cart. */
  currentCartId?: string | null;
  currentCartEmpty: boolean;
}

/**
 * Spec 000 §4 (Cart loading): loading a signed-in customer's cart. Nothing saved: the current cart becomes the
 * saved one; the same id: use the saved cart; the current cart empty or absent: adopt the saved cart; otherwise
 * merge the current items into the saved cart. Reading: an empty id is no id.
 */
export function planCustomerCart({
  savedCartId,
  currentCartId,
  currentCartEmpty,
}: CustomerCartInput): CustomerCartPlan {
  if (!savedCartId) return 'save-current';
  if (savedCartId === currentCartId) return 'use-saved';
  if (!currentCartId || currentCartEmpty) return 'adopt-saved';
  return 'merge';
}

export type WalletCartDecision = 'abort' | 'proceed' | 'go-to-bag';

export interface WalletCartInput {
  physicalCount: number;
  digitalCount: number;
  stockSufficient: boolean;
}

/**
 * Spec 000 §4 (Express wallet checkout): on click, an empty cart aborts; a cart of only digital items proceeds
 * (no stock to check); insufficient stock aborts and goes to /bag; otherwise proceed. Reading: a count that is
 * not above 0 (or not a number) is no items.
 */
export function walletCartDecision({
  physicalCount,
  digitalCount,
  stockSufficient,
}: WalletCartInput): WalletCartDecision {
  const physical = physicalCount > 0;
  const digital = digitalCount > 0;
  if (!physical && !digital) return 'abort';
  if (!physical) return 'proceed';
  return stockSufficient ? 'proceed' : 'go-to-bag';
}

/**
 * Spec 000 §8 (Wallet): "An out-of-stock failure redirects to /bag", at authorisation as at the click. Reading: the
 * order's creation refusing the bag as sold out (422 with the spec's sold-out text) is that failure; any other
 * error is an authorisation failure (the wallet's failure status).
 */
export function walletAuthorizeFailure(error: {
  statusCode?: number;
  message?: string;
}): 'go-to-bag' | 'failed' {
  const soldOut = error.statusCode === 422 && (error.message ?? '').includes(BAG_SOLD_OUT_MESSAGE);
  return soldOut ? 'go-to-bag' : 'failed';
}

/** Spec 000 §5: the countries the wallet ships to when paying in GBP. */
export const WALLET_SHIPPING_COUNTRIES = ['GB', 'JE', 'GG'] as const;
/** Spec 000 §5: the wallet's shipping texts. */
export const WALLET_SHIPPING_ERROR = 'We only ship to UK, Jersey, and Guernsey';
export const WALLET_ADDRESS_ERROR = 'We can not ship to this address';

/** Spec 000 §4 (Express wallet checkout): the wallet order cookie lives 1440 minutes. */
export const WALLET_ORDER_COOKIE_MINUTES = 1440;
/** Spec 000 §2, §4: where the wallet checkout lands. */
export const WALLET_CONFIRMATION_PATH = '/order-confirmation?checkoutsource=applepayexpress';

/**
 * Spec 000 §5: paying in GBP, the wallet ships only to GB, JE and GG. Other currencies are not restricted here.
 * Reading: currency and country codes are compared in any case and without surrounding spaces.
 */
export function walletShippingError(
  currency: string,
  countryCode: string | null | undefined,
): typeof WALLET_SHIPPING_ERROR | undefined {
  if (currency.trim().toUpperCase() !== 'GBP') return undefined;
  const country = (countryCode ?? '').trim().toUpperCase();
  return (WALLET_SHIPPING_COUNTRIES as readonly string[]).includes(country)
    ? undefined
    : WALLET_SHIPPING_ERROR;
}

/** Spec 000 §3 (Checkout): a shipping option of a consignment; only its description is read. */
export interface ShippingOptionLike {
  description?: string | null;
}

export interface ShippingFilterContext {
  localeCode: string;
  stockSufficient: boolean;
  /** The destination country (ISO 3166-1 alpha-2). */
  countryCode?: string | null;
}

/**
 * Spec 000 §5 (Shipping option filtering): options whose description mentions click & collect or parcel shop are
 * dropped; express or next(-day) options are dropped unless (the locale is `en` and stock is sufficient) or the
 * destination is GB. Order is kept and the input is not changed.
 * Reading: "click & collect" also matches "click and collect" and "click&collect", "parcel shop" also
 * "parcelshop"; express and next match at the start of a word ("Next Day", "next-day", "NextDay", "EXPRESS"), so
 * words that merely contain them ("annexed") do not; the country code is compared in any case.
 */
export function filterShippingOptions<T extends ShippingOptionLike>(
  options: readonly T[],
  { localeCode, stockSufficient, countryCode }: ShippingFilterContext,
): T[] {
  const fastAllowed = (localeCode === 'en' && stockSufficient) || countryCode?.trim().toUpperCase() === 'GB';
  return options.filter((option) => {
    const description = option.description ?? '';
    if (/click\s*(?:&|&amp;|and)\s*collect|parcel\s*shop/i.test(description)) return false;
    return fastAllowed || !/\b(?:express|next)/i.test(description);
  });
}

/** Spec 000 §3: a notification is a message plus a persist flag. */
export interface BagNotification {
  message: string;
  persist?: boolean;
}

/** Spec 000 §4 (Notifications), §9: at most 3 shown at once; each auto-dismisses after 3000 ms. */
export const MAX_NOTIFICATIONS = 3;
export const NOTIFICATION_TIMEOUT_MS = 3000;

/**
 * Spec 000 §4 (Notifications): the list with the notification appended, keeping the newest 3 (the oldest are
 * dropped). The input list is not changed.
 */
export function pushNotification<T>(list: readonly T[], notification: T): T[] {
  return [...list, notification].slice(-MAX_NOTIFICATIONS);
}

/**
 * Spec 000 §4 (Notifications): how long a notification stays before it dismisses itself; persistent ones stay
 * (undefined).
 */
export function notificationTimeout(notification: Pick<BagNotification, 'persist'>): number | undefined {
  return notification.persist === true ? undefined : NOTIFICATION_TIMEOUT_MS;
}
