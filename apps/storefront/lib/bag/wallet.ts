import type { Cart, Checkout, CommerceClient } from '@wardrobe/commerce-sdk';
import {
  availableToSell,
  filterShippingOptions,
  normalizeError,
  WALLET_ADDRESS_ERROR,
  WALLET_CONFIRMATION_PATH,
  WALLET_ORDER_COOKIE_MINUTES,
  walletAuthorizeFailure,
  walletCartDecision,
  walletShippingError,
} from '@wardrobe/domain-rules';
import { bagLines } from './lines';

/**
 * The express wallet's steps (spec 000 §4 "Express wallet checkout"), the same whichever sheet the shopper
 * pays in (the browser's Payment Request sheet, or the sandbox's own): each sheet event calls one function here.
 */

type WalletClient = Pick<
  CommerceClient,
  | 'getInventoryAtLocations'
  | 'getCheckout'
  | 'postCheckoutConsignment'
  | 'deleteCheckoutConsignment'
  | 'updateCheckoutConsignment'
  | 'addCheckoutBillingAddress'
  | 'createOrderFromCheckout'
  | 'walletPayment'
  | 'removeAllBCPromotionsAndCoupons'
>;

export interface WalletAddress {
  first_name?: string;
  last_name?: string;
  email?: string;
  address1: string;
  city: string;
  state_or_province?: string;
  postal_code: string;
  country_code: string;
}

export interface WalletShippingOption {
  id: string;
  description: string;
  additional_description?: string;
  cost: number;
}

/** The order cookie the confirmation page reads (spec 000 §4: kept 1440 minutes). */
export const WALLET_ORDER_COOKIE = 'wardrobe-wallet-order';

/** Does every line have the stock it asks for (this market's available to sell)? */
async function stockSufficient(client: WalletClient, cart: Cart, localeCode: string): Promise<boolean> {
  const lines = bagLines(cart);
  if (lines.length === 0) return true;
  const { data } = await client.getInventoryAtLocations({ variantIds: lines.map((l) => l.variant_id) });
  const stock = new Map(data.map((r) => [r.identity.variant_id, availableToSell(r, localeCode)]));
  return lines.every((line) => (stock.get(line.variant_id) ?? 0) >= line.quantity);
}

/** Click: validate the cart. An empty one aborts; digital items only proceed; short stock goes to the bag. */
export async function walletStart(client: WalletClient, cart: Cart | undefined, localeCode: string) {
  const physicalCount = cart?.line_items.physical_items.length ?? 0;
  const digitalCount = cart?.line_items.digital_items.length ?? 0;
  if (!cart || physicalCount + digitalCount === 0) return 'abort' as const;
  const sufficient = physicalCount === 0 ? true : await stockSufficient(client, cart, localeCode);
  return walletCartDecision({ physicalCount, digitalCount, stockSufficient: sufficient });
}

/**
 * Shipping address chosen: GBP ships to GB, JE and GG only; the checkout's consignments are cleared, a new one is
 * created for every line, and its shipping methods come back filtered (spec 000 §5).
 */
export async function walletShippingAddress(
  client: WalletClient,
  cart: Cart,
  localeCode: string,
  address: WalletAddress,
): Promise<
  { error: string } | { consignmentId: string; options: WalletShippingOption[]; checkout: Checkout }
> {
  const refused = walletShippingError(cart.currency.code, address.country_code);
  if (refused) return { error: refused };
  try {
    let checkout = (await client.getCheckout({ cartId: cart.id })).data;
    for (const consignment of checkout.consignments) {
      checkout = (await client.deleteCheckoutConsignment({ cartId: cart.id, consignmentId: consignment.id }))
        .data;
    }
    const lines = bagLines(cart).filter((l) => l.is_require_shipping);
    checkout = (
      await client.postCheckoutConsignment({
        cartId: cart.id,
        data: [{ address, line_items: lines.map((l) => ({ item_id: l.id, quantity: l.quantity })) }],
      })
    ).data;
    const consignment = checkout.consignments[0];
    if (!consignment) return { error: WALLET_ADDRESS_ERROR };
    const options = filterShippingOptions(consignment.available_shipping_options, {
      localeCode,
      stockSufficient: await stockSufficient(client, cart, localeCode),
      countryCode: address.country_code,
    }).map((o) => ({
      id: o.id,
      description: o.description,
      ...(o.additional_description ? { additional_description: o.additional_description } : {}),
      cost: o.cost,
    }));
    if (options.length === 0) return { error: WALLET_ADDRESS_ERROR };
    return { consignmentId: consignment.id, options, checkout };
  } catch (error) {
    const { statusCode } = normalizeError(error);
    // An address the checkout refuses (400/422) is one it cannot ship to; anything else is a failure.
    if (statusCode === 400 || statusCode === 422) return { error: WALLET_ADDRESS_ERROR };
    throw error;
  }
}

/** Shipping method chosen: the consignment is updated; the checkout (with its new total) comes back. */
export async function walletShippingOption(
  client: WalletClient,
  cartId: string,
  consignmentId: string,
  optionId: string,
): Promise<Checkout> {
  return (
    await client.updateCheckoutConsignment({ cartId, consignmentId, data: { shipping_option_id: optionId } })
  ).data;
}

/**
 * Authorised: the consignment's address is updated (the sheet gives the full one only now), the billing address
 * added, the order created and paid with the wallet's token (in minor units, by the provider), and the order
 * cookie set for 1440 minutes. Answers where to go: the confirmation page, or the bag when the order is refused
 * because something sold out meanwhile (spec 000 §8, as at the click).
 */
export async function walletAuthorize(
  client: WalletClient,
  cartId: string,
  consignmentId: string,
  shipping: WalletAddress,
  billing: WalletAddress,
  paymentToken: string,
): Promise<{ outcome: 'confirmed'; orderId: number; redirect: string } | { outcome: 'go-to-bag' }> {
  await client.updateCheckoutConsignment({ cartId, consignmentId, data: { address: shipping } });
  await client.addCheckoutBillingAddress({ cartId, data: billing });
  let order: { id: number };
  try {
    order = (await client.createOrderFromCheckout({ cartId })).data;
  } catch (error) {
    if (walletAuthorizeFailure(normalizeError(error)) === 'go-to-bag') return { outcome: 'go-to-bag' };
    throw error;
  }
  const { data: payment } = await client.walletPayment({ orderId: order.id, paymentToken });
  if (payment.status !== 'authorized') throw new Error('The payment was declined');
  if (typeof document !== 'undefined') {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `${WALLET_ORDER_COOKIE}=${order.id}; max-age=${WALLET_ORDER_COOKIE_MINUTES * 60}; path=/; samesite=lax${secure}`;
  }
  return { outcome: 'confirmed', orderId: order.id, redirect: WALLET_CONFIRMATION_PATH };
}

/** Dismissed by the shopper: the cart's promotions are removed (the bag then reloads it). */
export async function walletDismissed(client: WalletClient, cartId: string): Promise<void> {
  await client.removeAllBCPromotionsAndCoupons({ id: cartId });
}
