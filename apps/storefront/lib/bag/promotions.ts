import type { Cart, CartLineItem, CommerceClient } from '@wardrobe/commerce-sdk';
import {
  assertPromotionsSession,
  normalizeError,
  planFreeGifts,
  type StoreIntegrationIds,
  sessionItemsDiffer,
  shouldClearCoupons,
  storeIntegrationIdForCurrency,
  toSessionCartItems,
} from '@wardrobe/domain-rules';
import { bagLines } from './lines';
import type { PromotionsMemory } from './promotions-memory';

export { EMPTY_PROMOTIONS_MEMORY, type PromotionsMemory } from './promotions-memory';

export interface PromotionsSyncInput {
  client: Pick<
    CommerceClient,
    | 'getCustomerSession'
    | 'updateCustomerSession'
    | 'getCustomerProfile'
    | 'updateCustomerProfile'
    | 'removeCartItem'
    | 'addCartItems'
    | 'getProductByVariantId'
    | 'getCart'
  >;
  currency: 'GBP' | 'EUR' | 'USD';
  stores: StoreIntegrationIds;
  cart: Cart;
  /** The signed-in customer's email (their loyalty profile id); undefined for a guest. */
  customerEmail: string | undefined;
  /** Whether a line is a free gift (its product has the custom field `freegift`). */
  isFreeGift: (line: CartLineItem) => boolean;
  memory: PromotionsMemory;
}

export interface PromotionsSyncResult {
  /**
   * The cart after the sync; undefined when it is gone: removing a stale free gift took its last line, so the
   * server deleted the cart and cleared its cookie (spec 000 §4: the bag then reloads).
   */
  cart: Cart | undefined;
  memory: PromotionsMemory;
  /** The codes cleared in step 6 (rejected), for the bag to say so. */
  clearedCoupons: string[];
}

export { bagLines } from './lines';

/** One session update (stored, or a dry run), its answer checked for its effects and items (spec 000 §8). */
async function sendSession(
  client: Pick<CommerceClient, 'updateCustomerSession'>,
  session: {
    currency: 'GBP' | 'EUR' | 'USD';
    sessionId: string;
    dryRun: boolean;
    profileId: string;
    storeIntegrationId: string | undefined;
    couponCodes?: string[];
    cartItems: ReturnType<typeof toSessionCartItems>;
  },
) {
  const { currency, sessionId, dryRun, profileId, storeIntegrationId, couponCodes, cartItems } = session;
  const answer = await client.updateCustomerSession({
    currencyCode: currency,
    sessionId,
    dryRun,
    requestData: {
      customerSession: {
        profileId,
        ...(storeIntegrationId ? { storeIntegrationId } : {}),
        ...(couponCodes ? { couponCodes } : {}),
        cartItems,
      },
    },
  });
  return assertPromotionsSession(answer);
}

const log = (event: string, error: unknown) =>
  console.error(JSON.stringify({ level: 'error', event, message: normalizeError(error).message }));

/**
 * Spec 000 §4 "Promotions sync", its six steps in order. Reading: evaluations are dry runs as the spec says; the
 * engine stores a session only where the shopper's choice must reach the cart (creating the session, and a
 * coupon applied or cleared), since only a stored session is applied to the cart by the connector. Free-gift
 * errors are only logged (spec 000 §8); any other error rejects, and the caller logs it and answers false.
 */
export async function runPromotionsSync(input: PromotionsSyncInput): Promise<PromotionsSyncResult> {
  const { client, currency, stores, customerEmail, isFreeGift } = input;
  let cart = input.cart;
  const memory: PromotionsMemory = { ...input.memory };
  const storeIntegrationId = storeIntegrationIdForCurrency(currency, stores);

  // 1. Signed in: the profile is the customer's (created when the lookup times out, spec 000 §8); else none.
  if (customerEmail) {
    if (memory.profileId !== customerEmail) {
      try {
        await client.getCustomerProfile(currency, customerEmail);
      } catch (error) {
        if (normalizeError(error).statusCode !== 408) throw error;
        await client.updateCustomerProfile(currency, customerEmail, {});
      }
      memory.profileId = customerEmail;
    }
  } else {
    memory.profileId = '';
  }

  const cartItems = toSessionCartItems(bagLines(cart));
  let profileChanged = false;

  // 2. A session for this cart: loaded, or created (stored) with the cart id, profile, store and coupons.
  if (memory.sessionId !== cart.id) {
    try {
      const answer = await client.getCustomerSession(currency, cart.id);
      const loaded = assertPromotionsSession(answer);
      memory.items = loaded.cartItems;
      memory.effects = loaded.effects;
      memory.couponCodes = answer.customerSession.couponCodes;
      profileChanged = answer.customerSession.profileId !== memory.profileId;
    } catch (error) {
      if (normalizeError(error).statusCode !== 404) throw error;
      const couponCodes = cart.coupons.map((c) => c.code);
      const state = await sendSession(client, {
        currency,
        sessionId: cart.id,
        dryRun: false,
        profileId: memory.profileId,
        storeIntegrationId,
        couponCodes,
        cartItems,
      });
      memory.items = state.cartItems;
      memory.effects = state.effects;
      memory.couponCodes = couponCodes;
      cart = (await client.getCart({ id: cart.id, include: 'line_items.physical_items.options' })).data;
    }
    memory.sessionId = cart.id;
  }

  // 3. The bag's items against the session's: a dry run when they differ (an empty bag sends an empty list).
  if (profileChanged || sessionItemsDiffer(cartItems, memory.items)) {
    const state = await sendSession(client, {
      currency,
      sessionId: cart.id,
      dryRun: true,
      profileId: memory.profileId,
      storeIntegrationId,
      cartItems,
    });
    memory.items = state.cartItems;
    memory.effects = state.effects;
  }

  // 4–5. Free gifts follow the addFreeItem effects: stale ones leave, missing ones come at quantity 1, price 0.
  const plan = planFreeGifts({
    lines: bagLines(cart).map((line) => ({ id: line.id, sku: line.sku, isFreeGift: isFreeGift(line) })),
    effects: memory.effects,
  });
  for (const lineId of plan.remove) {
    try {
      const answer = await client.removeCartItem({ cartId: cart.id, itemId: String(lineId) });
      if (!('data' in answer && answer.data)) return { cart: undefined, memory, clearedCoupons: [] };
      cart = answer.data;
    } catch (error) {
      log('free-gift-remove-failed', error);
    }
  }
  for (const gift of plan.add) {
    try {
      const found = (await client.getProductByVariantId(gift.sku)).data;
      cart = (
        await client.addCartItems({
          cartId: cart.id,
          data: {
            line_items: [
              {
                product_id: found.entityId,
                variant_id: found.variantEntityId,
                quantity: gift.quantity,
                list_price: gift.list_price,
              },
            ],
          },
        })
      ).data;
    } catch (error) {
      log('free-gift-add-failed', error);
    }
  }

  // 6. A rejected coupon, or codes with none accepted: the session is sent again with no coupons (stored).
  const clearedCoupons: string[] = [];
  if (shouldClearCoupons({ couponCodes: memory.couponCodes, effects: memory.effects })) {
    clearedCoupons.push(...memory.couponCodes);
    const state = await sendSession(client, {
      currency,
      sessionId: cart.id,
      dryRun: false,
      profileId: memory.profileId,
      storeIntegrationId,
      couponCodes: [],
      cartItems: toSessionCartItems(bagLines(cart)),
    });
    memory.items = state.cartItems;
    memory.effects = state.effects;
    memory.couponCodes = [];
    cart = (await client.getCart({ id: cart.id, include: 'line_items.physical_items.options' })).data;
  }

  return { cart, memory, clearedCoupons };
}

/**
 * A coupon the shopper enters: the session is stored with it (so the cart is given its discount) and the
 * effects say whether it was accepted. A rejected code is cleared again (step 6) and its reason kept.
 */
export async function applyCoupon(
  input: Omit<PromotionsSyncInput, 'isFreeGift'>,
  code: string,
): Promise<{ accepted: boolean; reason?: string; memory: PromotionsMemory; cart: Cart }> {
  const { client, currency, stores, cart } = input;
  const storeIntegrationId = storeIntegrationIdForCurrency(currency, stores);
  const send = (couponCodes: string[]) =>
    sendSession(client, {
      currency,
      sessionId: cart.id,
      dryRun: false,
      profileId: input.memory.profileId,
      storeIntegrationId,
      couponCodes,
      cartItems: toSessionCartItems(bagLines(cart)),
    });
  const state = await send([code]);
  const accepted = state.effects.some(
    (e) => e.effectType === 'acceptCoupon' && (e.props as { value?: string } | undefined)?.value === code,
  );
  let memory: PromotionsMemory = {
    ...input.memory,
    sessionId: cart.id,
    couponCodes: [code],
    items: state.cartItems,
    effects: state.effects,
  };
  let reason: string | undefined;
  if (!accepted) {
    const rejection = state.effects.find((e) => e.effectType === 'rejectCoupon');
    reason = (rejection?.props as { rejectionReason?: string } | undefined)?.rejectionReason;
    const cleared = await send([]);
    memory = { ...memory, couponCodes: [], items: cleared.cartItems, effects: cleared.effects };
  }
  const fresh = (await client.getCart({ id: cart.id, include: 'line_items.physical_items.options' })).data;
  return { accepted, ...(reason ? { reason } : {}), memory, cart: fresh };
}

/**
 * What the shopper reads for a rejected code. Reading: the spec gives no texts for coupon rejections; these are
 * ours, one per reason the engine gives (Talon.One's `rejectionReason`).
 */
export function couponRejectionMessage(reason: string | undefined): string {
  switch (reason) {
    case 'CouponExpired':
      return 'Sorry, this code has expired';
    case 'CouponStartDateInFuture':
    case 'CouponPartOfNotRunningCampaign':
      return 'Sorry, this code is not active yet';
    case 'CouponRejectedByCondition':
      return 'Sorry, your bag does not meet the conditions of this code';
    default:
      return 'Sorry, this code is not valid';
  }
}
