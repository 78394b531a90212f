import { z } from 'zod';
import { idArg } from './fields';

/**
 * Zod schemas and inferred types of the cart area: spec 000 §3 (Cart, Line item), in BigCommerce REST v3 cart
 * shapes (`shared/reference/bigcommerce/carts.v3.yml`), which the production adapter passes through.
 * Money is in major units (`19.99`), as BigCommerce answers. Every export is prefixed `cart` / `Cart` so the
 * area never clashes with another area's names in the schemas barrel.
 */

/** The three currencies of the markets (domain-rules MARKETS: GBP, EUR, USD). */
export const cartCurrencyCodeSchema = z.enum(['GBP', 'EUR', 'USD']);
export type CartCurrencyCode = z.infer<typeof cartCurrencyCodeSchema>;

const money = z.number().finite();
const entityId = z.number().int().positive();
/** A cart id travels as a string (the sandbox's are random UUIDs); anything else is refused with 400. */
export const cartIdSchema = idArg(100);

/**
 * One modifier answer on a line (spec 000 §3: gift lines carry Recipient email, Recipient name, Your email,
 * Your name, a send-date option, Your message and a hidden uid). BigCommerce: `{ option_id, option_value }`.
 */
export const cartOptionSelectionSchema = z.object({
  option_id: entityId,
  option_value: z.union([z.string().max(2000), z.number().finite()]),
});
export type CartOptionSelection = z.infer<typeof cartOptionSelectionSchema>;

/** A line to add (spec 000 §7 "Add items"; `list_price` for free gifts and gift cards only). */
export const cartLineItemRequestSchema = z.object({
  product_id: entityId,
  variant_id: entityId,
  quantity: z.number().int().min(1).max(9999),
  option_selections: z.array(cartOptionSelectionSchema).max(50).optional(),
  list_price: z.number().finite().nonnegative().optional(),
});
export type CartLineItemRequest = z.infer<typeof cartLineItemRequestSchema>;

/** Spec 000 §3 line item options: Color, Size, Length (and gift modifiers' answers). BigCommerce keeps the ids. */
export const cartLineItemOptionSchema = z.object({
  name: z.string(),
  nameId: z.number().int(),
  value: z.string(),
  valueId: z.number().int().nullable(),
});
export type CartLineItemOption = z.infer<typeof cartLineItemOptionSchema>;

export const cartAppliedDiscountSchema = z.object({
  id: z.union([z.string(), z.number()]),
  discounted_amount: money,
});

/** Spec 000 §3 Line item, in BigCommerce's physical/digital item shape. */
export const cartLineItemSchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  product_id: entityId,
  variant_id: entityId,
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  quantity: z.number().int().positive(),
  is_taxable: z.boolean(),
  image_url: z.string(),
  discounts: z.array(cartAppliedDiscountSchema),
  coupons: z.array(z.unknown()),
  discount_amount: money,
  coupon_amount: money,
  original_price: money,
  list_price: money,
  sale_price: money,
  extended_list_price: money,
  extended_sale_price: money,
  is_require_shipping: z.boolean(),
  is_mutable: z.boolean(),
  /** Spec 000 §3–4: a product with a `freegift` custom field; the bag shows a free label and no remove button. */
  is_free_gift: z.boolean(),
  options: z.array(cartLineItemOptionSchema),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/** BigCommerce gift certificates (its own gift vouchers, not the gift card products): always empty here. */
export const cartGiftCertificateSchema = z.object({
  id: z.string(),
  name: z.string(),
  theme: z.string(),
  amount: money,
  is_taxable: z.boolean(),
  sender: z.object({ name: z.string(), email: z.string() }),
  recipient: z.object({ name: z.string(), email: z.string() }),
  message: z.string(),
});

export const cartCustomItemSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  list_price: money,
  extended_list_price: money,
});

export const cartLineItemsSchema = z.object({
  physical_items: z.array(cartLineItemSchema),
  digital_items: z.array(cartLineItemSchema),
  gift_certificates: z.array(cartGiftCertificateSchema),
  custom_items: z.array(cartCustomItemSchema),
});
export type CartLineItems = z.infer<typeof cartLineItemsSchema>;

export const cartCouponSchema = z.object({
  id: z.number().int().optional(),
  code: z.string(),
  coupon_type: z.string().optional(),
  discounted_amount: money,
});

/** Spec 000 §3 Cart: id, currency.code, cart_amount (special total), base_amount (subtotal), coupons, line_items. */
export const cartSchema = z.object({
  id: z.string(),
  /** 0 for a guest cart (BigCommerce's convention). */
  customer_id: z.number().int().nonnegative(),
  channel_id: z.number().int().positive(),
  email: z.string(),
  currency: z.object({ code: cartCurrencyCodeSchema }),
  tax_included: z.boolean(),
  base_amount: money,
  discount_amount: money,
  manual_discount_amount: money,
  cart_amount: money,
  coupons: z.array(cartCouponSchema),
  discounts: z.array(cartAppliedDiscountSchema),
  line_items: cartLineItemsSchema,
  created_time: z.string(),
  updated_time: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/** BigCommerce `include` values (`line_items.physical_items.options`…), as a comma list or an array. */
export const cartIncludeSchema = z.union([z.string().max(500), z.array(z.string().max(100)).max(20)]);
