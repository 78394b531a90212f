import type { Cart, CommerceClient } from '@wardrobe/commerce-sdk';
import { normalizeError, planCustomerCart } from '@wardrobe/domain-rules';
import { bagLines } from './lines';

type CartClient = Pick<
  CommerceClient,
  'getCustomers' | 'getCart' | 'addCartItems' | 'deleteCart' | 'createCart' | 'updateCustomerFormFields'
>;

const CART_INCLUDE = 'line_items.physical_items.options';

/** Spec 000 §9 "Cart id key name: 'Cart ID'": the customer form field holding their cart (the SDK's value is not
 * imported, so the browser does not load the SDK's schemas). */
export const CART_ID_FIELD = 'Cart ID';

/** The cart id saved in the signed-in customer's record (`Cart ID`, spec 000 §9), if any. */
export async function savedCartId(client: Pick<CommerceClient, 'getCustomers'>): Promise<string | undefined> {
  const customer = (await client.getCustomers()).data[0];
  return customer?.form_fields.find((f) => f.name === CART_ID_FIELD)?.value || undefined;
}

/** Spec 000 §4: a signed-in customer's new cart is saved to their record. */
export async function saveCustomerCart(
  client: Pick<CommerceClient, 'updateCustomerFormFields'>,
  cartId: string,
) {
  await client.updateCustomerFormFields([{ name: CART_ID_FIELD, value: cartId }]);
}

/**
 * Spec 000 §4 "Loading the customer's cart": use the saved cart; if none is saved, the current cart becomes the
 * saved one; if the current cart is empty, adopt the saved cart; otherwise merge the current items into the
 * saved cart (the current cart is then deleted, so its items are not merged again). On failure, a new cart.
 */
export async function loadCustomerCart(
  client: CartClient,
  current: Cart | undefined,
  currency: 'GBP' | 'EUR' | 'USD',
): Promise<Cart | undefined> {
  try {
    let saved = await savedCartId(client);
    let savedCart: Cart | undefined;
    if (saved) {
      // Reading: one field for every market; a cart saved in another market (404 in this one) counts as none.
      savedCart = await client
        .getCart({ id: saved, include: CART_INCLUDE })
        .then((answer) => answer.data)
        .catch((error: unknown) => {
          if (normalizeError(error).statusCode === 404) return undefined;
          throw error;
        });
      if (!savedCart) saved = undefined;
    }
    const plan = planCustomerCart({
      ...(saved ? { savedCartId: saved } : {}),
      ...(current ? { currentCartId: current.id } : {}),
      currentCartEmpty: bagLines(current).length === 0,
    });
    if (plan === 'save-current') {
      if (current) await saveCustomerCart(client, current.id);
      return current;
    }
    if (!savedCart) return current;
    if (plan === 'use-saved' || plan === 'adopt-saved') return savedCart;
    const lines = bagLines(current).filter((line) => !line.is_free_gift);
    const merged =
      lines.length === 0
        ? savedCart
        : (
            await client.addCartItems({
              cartId: savedCart.id,
              data: {
                line_items: lines.map((l) => ({
                  product_id: l.product_id,
                  variant_id: l.variant_id,
                  quantity: l.quantity,
                })),
              },
            })
          ).data;
    if (current) await client.deleteCart({ cartId: current.id });
    return merged;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'customer-cart-failed', message: String(error) }));
    const fresh = (await client.createCart({ currency: { code: currency }, line_items: [] })).data;
    await saveCustomerCart(client, fresh.id).catch(() => {});
    return fresh;
  }
}
