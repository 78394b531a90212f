import { z } from 'zod';
import { cartIdSchema } from '../schemas/cart';
import {
  checkoutAddressSchema,
  checkoutSchema,
  consignmentRequestSchema,
  consignmentUpdateSchema,
  paymentMethodSchema,
  paymentSchema,
} from '../schemas/checkout';
import { orderSchema } from '../schemas/customers';
import { idArg } from '../schemas/fields';
import type { OperationTable } from './table';

const consignmentId = idArg(100);
const orderId = z.number().int().positive();
/** Optimistic concurrency (BigCommerce checkout `version`): a stale version answers 409. */
const version = z.number().int().positive().optional();
const checkoutAnswer = z.object({ data: checkoutSchema });

/**
 * Checkout and payment operations (spec 000 §7 "Checkout", "Payment"; spec 001 §7 "Checkout login"; shapes: the
 * contract, else BigCommerce REST v3 checkouts). The checkout's id is its cart's id, as in BigCommerce.
 */
export const checkoutOperations = {
  /** Spec 000 §7 getCheckout({cartId}); 404 when the cart is absent. */
  getCheckout: {
    args: z.tuple([z.object({ cartId: cartIdSchema })]),
    result: checkoutAnswer,
  },
  /** Spec 000 §7 postCheckoutConsignment({cartId, data}): data is a list of consignments. */
  postCheckoutConsignment: {
    args: z.tuple([
      z.object({ cartId: cartIdSchema, data: z.array(consignmentRequestSchema).min(1).max(20), version }),
    ]),
    result: checkoutAnswer,
  },
  updateCheckoutConsignment: {
    args: z.tuple([
      z.object({ cartId: cartIdSchema, consignmentId, data: consignmentUpdateSchema, version }),
    ]),
    result: checkoutAnswer,
  },
  deleteCheckoutConsignment: {
    args: z.tuple([z.object({ cartId: cartIdSchema, consignmentId, version })]),
    result: checkoutAnswer,
  },
  addCheckoutBillingAddress: {
    args: z.tuple([z.object({ cartId: cartIdSchema, data: checkoutAddressSchema, version })]),
    result: checkoutAnswer,
  },
  /** Creates the order (status Pending) and deletes the cart; sold out: 422 with the spec's text. */
  createOrderFromCheckout: {
    args: z.tuple([z.object({ cartId: cartIdSchema })]),
    result: z.object({ data: z.object({ id: z.number().int() }) }),
  },
  /**
   * Spec 001 §7 "Checkout login: customerId, cartId, email in; redirect_url out". The customer is the session's:
   * a customerId that is not is refused (403); the email is accepted and not trusted.
   */
  checkoutLogin: {
    args: z.tuple([
      z.object({
        cartId: cartIdSchema,
        customerId: z.number().int().positive().optional(),
        email: z.string().max(255).optional(),
      }),
    ]),
    result: z.object({ redirect_url: z.string() }),
  },
  /**
   * An order with its products (BigCommerce v2 `GET /orders/{id}` with its products), for the confirmation
   * page's purchase rows (spec 000 §7 "Personalisation queue"). A customer's order is theirs only (403); a
   * guest's needs the token its checkout left in the browser; absent or another channel's: 404.
   */
  getOrder: {
    args: z.tuple([z.object({ orderId })]),
    result: z.object({ data: orderSchema }),
  },
  /** Spec 000 §7 "paymentMethods". */
  paymentMethods: {
    args: z.tuple([z.object({ orderId })]),
    result: z.object({ data: z.array(paymentMethodSchema) }),
  },
  /** Spec 000 §7 "Wallet payment with {orderId, paymentToken}. Prices are sent as 100 times the amount". */
  walletPayment: {
    args: z.tuple([z.object({ orderId, paymentToken: z.string().trim().min(1, 'is required').max(200) })]),
    result: z.object({ data: paymentSchema }),
  },
} as const satisfies OperationTable;
