import { z } from 'zod';
import { cartSchema } from './cart';

/**
 * Checkout and payment entities (spec 000 §3 "Checkout", §7 "Checkout" and "Payment"), in BigCommerce REST v3
 * checkouts shapes (snake_case, money in major units) where the spec is silent.
 */

const text = (max = 255) => z.string().max(max);

/**
 * A checkout address (BigCommerce `address_Base`). Every field is optional here: the backend checks the required
 * ones and answers the forms' own texts ('{field_name} cannot be empty', spec 001 §5), which a schema message
 * could not. Spec 000 §7 wallet payload: address1, city, state_or_province, country_code, postal_code.
 */
export const checkoutAddressSchema = z.object({
  first_name: text().optional(),
  last_name: text().optional(),
  email: text().optional(),
  company: text().optional(),
  address1: text().optional(),
  address2: text().optional(),
  city: text().optional(),
  state_or_province: text().optional(),
  state_or_province_code: text(10).optional(),
  country_code: text(2).optional(),
  postal_code: text(20).optional(),
  phone: text(50).optional(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** Spec 000 §3: a shipping option has id, description, additional_description, cost (major units). */
export const shippingOptionSchema = z.object({
  id: z.string(),
  description: z.string(),
  additional_description: z.string(),
  cost: z.number(),
  type: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const consignmentLineItemSchema = z.object({
  item_id: z.string().trim().min(1, 'is required').max(100),
  quantity: z.number().int().positive(),
});
export type ConsignmentLineItem = z.infer<typeof consignmentLineItemSchema>;

/** Spec 000 §7 wallet consignment payload: address, line_items, version, shipping_option_id. */
export const consignmentRequestSchema = z.object({
  address: checkoutAddressSchema,
  line_items: z.array(consignmentLineItemSchema).min(1).max(100),
  shipping_option_id: z.string().min(1).max(100).optional(),
  version: z.number().int().positive().optional(),
});
export type ConsignmentRequest = z.infer<typeof consignmentRequestSchema>;

/** An update may change the address, the lines or the shipping option (BigCommerce PUT consignment). */
export const consignmentUpdateSchema = z.object({
  address: checkoutAddressSchema.optional(),
  line_items: z.array(consignmentLineItemSchema).min(1).max(100).optional(),
  shipping_option_id: z.string().min(1).max(100).optional(),
  version: z.number().int().positive().optional(),
});
export type ConsignmentUpdate = z.infer<typeof consignmentUpdateSchema>;

export const consignmentSchema = z.object({
  id: z.string(),
  address: checkoutAddressSchema,
  line_item_ids: z.array(z.string()),
  available_shipping_options: z.array(shippingOptionSchema),
  selected_shipping_option: shippingOptionSchema.nullable(),
  shipping_cost_inc_tax: z.number(),
});
export type Consignment = z.infer<typeof consignmentSchema>;

/** Spec 000 §3 Checkout: cart, consignments, grand_total, version (BigCommerce `checkout_Full`, abridged). */
export const checkoutSchema = z.object({
  id: z.string(),
  cart: cartSchema,
  billing_address: checkoutAddressSchema.nullable(),
  consignments: z.array(consignmentSchema),
  subtotal: z.number(),
  shipping_cost_total: z.number(),
  grand_total: z.number(),
  version: z.number().int(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['card', 'wallet']),
  test_mode: z.boolean(),
  supported_instruments: z.array(z.object({ instrument_type: z.string() })),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A payment; `amount` in minor units (spec 000 §7 "Prices are sent as 100 times the amount"). */
export const paymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(['authorized', 'declined']),
  amount: z.number().int(),
  currency: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
