import { z } from 'zod';
import {
  cartCurrencyCodeSchema,
  cartIdSchema,
  cartIncludeSchema,
  cartLineItemRequestSchema,
  cartSchema,
} from '../schemas/cart';
import { stringArg } from '../schemas/fields';
import type { OperationTable } from './table';

const entityId = z.number().int().positive();
const itemId = stringArg().min(1, 'is required').max(100);
const lineItems = z.array(cartLineItemRequestSchema).max(100);
const cartAnswer = z.object({ data: cartSchema });
/** Removing the last line deletes the cart: the answer is then `{}` (contract, BigCommerce DELETE item). */
const cartOrNothing = z.object({ data: cartSchema.optional() });

/**
 * Cart operations (spec 000 §7 "Cart"; shapes: shared/contracts/commerce.md, else BigCommerce REST v3 carts).
 * Each entry: the arguments as a tuple (the JSON body's array) and the result.
 * Identity is never an argument that counts: a `customer_id` that is not the session's is refused (403).
 */
export const cartOperations = {
  /** Spec 000 §7 "Create cart with currency code and empty line_items"; the cart cookie is set. */
  createCart: {
    args: z.tuple([
      z.object({
        currency: z.object({ code: cartCurrencyCodeSchema }),
        line_items: lineItems.default([]),
        customer_id: entityId.optional(),
      }),
    ]),
    result: cartAnswer,
  },
  /** Spec 000 §7 "Get cart by id with includes"; 404 when absent. */
  getCart: {
    args: z.tuple([z.object({ id: cartIdSchema, include: cartIncludeSchema.optional() })]),
    result: cartAnswer,
  },
  /** Spec 000 §7 "Update cart": BigCommerce PUT /carts/{id} assigns the cart to a customer (the session's). */
  updateCart: {
    args: z.tuple([z.object({ cartId: cartIdSchema, data: z.object({ customer_id: entityId }) })]),
    result: cartAnswer,
  },
  /** Spec 000 §7 "Delete cart"; the cart cookie is cleared. */
  deleteCart: {
    args: z.tuple([z.object({ cartId: cartIdSchema })]),
    result: z.object({}),
  },
  /** Spec 000 §7 "Add items"; above stock: 422 'The selected quantity exceeds available stock.' */
  addCartItems: {
    args: z.tuple([
      z.object({
        cartId: cartIdSchema,
        data: z.object({ line_items: lineItems.min(1) }),
        include: cartIncludeSchema.optional(),
      }),
    ]),
    result: cartAnswer,
  },
  /** Spec 000 §7 "Update item: line_item of quantity and product_id"; quantity 0 removes the line (§4). */
  updateCartItem: {
    args: z.tuple([
      z.object({
        cartId: cartIdSchema,
        itemId,
        data: z.object({
          line_item: z.object({
            quantity: z.number().int().min(0).max(9999),
            product_id: entityId,
            variant_id: entityId.optional(),
          }),
        }),
        include: cartIncludeSchema.optional(),
      }),
    ]),
    result: cartOrNothing,
  },
  /** Spec 000 §7 "Remove item: cartId, itemId, include option"; `{}` when the last line went (§4). */
  removeCartItem: {
    args: z.tuple([z.object({ cartId: cartIdSchema, itemId, include: cartIncludeSchema.optional() })]),
    result: cartOrNothing,
  },
} as const satisfies OperationTable;
