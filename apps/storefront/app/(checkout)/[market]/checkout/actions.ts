'use server';

import { NOT_A_TEST_CARD, testCardToken } from '@wardrobe/commerce-sandbox';
import type { CheckoutAddress } from '@wardrobe/commerce-sdk';
import {
  EMPTY_BAG_MESSAGE,
  formatPrice,
  localizePath,
  type Market,
  marketByCode,
  normalizeError,
} from '@wardrobe/domain-rules';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { commerceForAction } from '../../../../lib/commerce';
import { countriesFor } from '../../../../lib/countries';
import { CHOOSE_DELIVERY, deliveryField, type FormState, formValues } from './form-state';
import { decodePending, encodePending, PENDING_MAX_AGE_S, pendingCookieName } from './pending';
import { CARD_FIELD_NAMES, DETAILS_FIELD_NAMES, validateCard, validateDetails } from './validation';
import { pendingOf, type StepName, viewOfCheckout } from './view';

/**
 * The hosted checkout's server actions, one per step. Each takes the market and the cart id (bound by the page;
 * both are re-checked here: the market must be one of ours, and the cart is reached through the middleware with
 * the shopper's cookies, so its access rules apply) and the form. Field errors and operation failures come back
 * as form state; success redirects (303 without client JS) to the next step or to the order confirmation.
 * Next refuses a server action whose Origin is not the host (its default, kept).
 */

function marketOf(code: string): Market {
  const market = marketByCode(code);
  if (!market) throw new Error(`Unknown market ${code}`);
  return market;
}

/**
 * The page again with the next step open. The step is in the query as well as the fragment: a URL that differed
 * from the current one only by its fragment would be a scroll, not a new render of the page.
 */
const checkoutUrl = (market: Market, cartId: string, step: StepName) =>
  `${localizePath('/checkout', market.code)}?cart=${encodeURIComponent(cartId)}&step=${step}#${step}`;

const answer = (
  prev: FormState,
  values: Record<string, string>,
  errors: Record<string, string>,
): FormState => ({
  values,
  errors,
  submission: prev.submission + 1,
});

/**
 * An operation's failure for the alert region, with its own message (the middleware's texts: the sold-out text of
 * spec 000 §8, the declined card, a missing cart…). Where the bag is the way on (no cart, not yours, sold out),
 * the alert links to it.
 */
function failure(prev: FormState, values: Record<string, string>, error: unknown): FormState {
  const { statusCode, message } = normalizeError(error);
  return {
    ...answer(prev, values, {}),
    alert: { message, bagLink: statusCode === 404 || statusCode === 403 || statusCode === 422 },
  };
}

/** Step 1: contact email and address → one consignment for every physical line; billing address the same. */
export async function submitDetails(
  marketCode: string,
  cartId: string,
  prev: FormState,
  form: FormData,
): Promise<FormState> {
  const market = marketOf(marketCode);
  const values = formValues(form, DETAILS_FIELD_NAMES);
  const errors = validateDetails(
    values,
    countriesFor(market).map((c) => c.code),
  );
  if (Object.keys(errors).length > 0) return answer(prev, values, errors);

  const address: CheckoutAddress = {};
  for (const name of DETAILS_FIELD_NAMES) {
    const value = (values[name] ?? '').trim();
    if (name !== 'email' && value !== '')
      address[name] = name === 'country_code' ? value.toUpperCase() : value;
  }
  const email = (values.email ?? '').trim();

  let next: StepName;
  try {
    const commerce = await commerceForAction(market);
    const { data: checkout } = await commerce.getCheckout({ cartId });
    const { physical_items: physical, digital_items: digital } = checkout.cart.line_items;
    if (physical.length + digital.length === 0) {
      return { ...answer(prev, values, {}), alert: { message: EMPTY_BAG_MESSAGE, bagLink: true } };
    }
    // The lines come from the checkout, never from the form: every physical line, in its full quantity.
    if (physical.length > 0) {
      await commerce.postCheckoutConsignment({
        cartId,
        data: [
          {
            address: { ...address, email },
            line_items: physical.map((line) => ({ item_id: line.id, quantity: line.quantity })),
          },
        ],
      });
    }
    await commerce.addCheckoutBillingAddress({ cartId, data: { ...address, email } });
    next = physical.length > 0 ? 'delivery' : 'payment';
  } catch (error) {
    return failure(prev, values, error);
  }
  redirect(checkoutUrl(market, cartId, next));
}

/** Step 2: the delivery option of each consignment. */
export async function chooseDelivery(
  marketCode: string,
  cartId: string,
  prev: FormState,
  form: FormData,
): Promise<FormState> {
  const market = marketOf(marketCode);
  const values: Record<string, string> = {};
  try {
    const commerce = await commerceForAction(market);
    const { data: checkout } = await commerce.getCheckout({ cartId });
    const errors: Record<string, string> = {};
    for (const consignment of checkout.consignments) {
      const name = deliveryField(consignment.id);
      const chosen = form.get(name);
      if (typeof chosen === 'string' && chosen !== '') values[name] = chosen;
      else errors[name] = CHOOSE_DELIVERY;
    }
    if (Object.keys(errors).length > 0) return answer(prev, values, errors);
    for (const consignment of checkout.consignments) {
      const chosen = values[deliveryField(consignment.id)] as string;
      if (chosen === consignment.selected_shipping_option?.id) continue;
      await commerce.updateCheckoutConsignment({
        cartId,
        consignmentId: consignment.id,
        data: { shipping_option_id: chosen },
      });
    }
  } catch (error) {
    return failure(prev, values, error);
  }
  redirect(checkoutUrl(market, cartId, 'payment'));
}

/**
 * Step 3: the test card is tokenised in the sandbox (a number that is not a test card is a field error), the
 * order is created from the checkout (this deletes the cart), then paid with the token. A declined payment
 * leaves the order unpaid: a snapshot of it goes into an httpOnly cookie (pending.ts) so the page can show it
 * and the next card pays the same order instead of creating another.
 */
export async function pay(
  marketCode: string,
  cartId: string,
  prev: FormState,
  form: FormData,
): Promise<FormState> {
  const market = marketOf(marketCode);
  const typed = formValues(form, CARD_FIELD_NAMES);
  const token = testCardToken(typed.card_number ?? '');
  // Sent back so nothing typed is lost, except a number that is not a test card (it may be a real card) and
  // then its security code too: those are never written into the page.
  const values: Record<string, string> = token
    ? typed
    : { expiry: typed.expiry ?? '', card_name: typed.card_name ?? '' };
  const errors: Record<string, string> = validateCard(typed, new Date());
  if (!errors.card_number && !token) errors.card_number = NOT_A_TEST_CARD;
  if (Object.keys(errors).length > 0 || !token) return answer(prev, values, errors);

  const store = await cookies();
  const cookieName = pendingCookieName(market.channelId);
  const saved = decodePending(store.get(cookieName)?.value);
  const pending = saved?.cart === cartId ? saved : undefined;
  const secure = (await headers()).get('x-forwarded-proto') === 'https';
  let orderId: number;
  try {
    const commerce = await commerceForAction(market);
    if (pending) {
      orderId = pending.order;
    } else {
      const { data: checkout } = await commerce.getCheckout({ cartId });
      const view = viewOfCheckout(checkout, (n) => formatPrice(n, checkout.cart.currency.code));
      const { data: order } = await commerce.createOrderFromCheckout({ cartId });
      orderId = order.id;
      store.set(cookieName, encodePending(pendingOf(view, orderId)), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: PENDING_MAX_AGE_S,
        secure,
      });
    }
    await commerce.walletPayment({ orderId, paymentToken: token });
  } catch (error) {
    const { statusCode } = normalizeError(error);
    // Paid already (a second tab, a repeated post): the order is done, so is this checkout.
    if (pending && statusCode === 409) {
      store.delete(cookieName);
      redirect(`${localizePath('/order-confirmation', market.code)}?order=${pending.order}`);
    }
    // The pending order is not this shopper's or no longer exists: forget it.
    if (pending && (statusCode === 404 || statusCode === 403)) store.delete(cookieName);
    return failure(prev, values, error);
  }
  store.delete(cookieName);
  redirect(`${localizePath('/order-confirmation', market.code)}?order=${orderId}`);
}
