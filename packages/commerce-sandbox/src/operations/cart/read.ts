import type { Cart, CartLineItem, CartLineItemOption } from '@wardrobe/commerce-sdk';
import { colorToParam, isFreeGift, unitPrice } from '@wardrobe/domain-rules';
import { type CartLineForPromotions, discountCart } from '../../promotions/cart';
import { catalogueCache } from '../catalogue/cache';
import { type SandboxDb, toMajor } from '../context';
import { type CartRow, toIso } from './access';
import { type LineRow, loadLines } from './lines';

/**
 * The cart as the API answers it: spec 000 §3 Cart and Line item in BigCommerce REST v3 shapes, money in major
 * units computed from minor units (sums are exact). One query for the lines (none when the caller has them),
 * the products from the catalogue cache.
 */
export async function readCart(q: SandboxDb, cart: CartRow, knownLines?: readonly LineRow[]): Promise<Cart> {
  const lines = knownLines ?? (await loadLines(q, cart.id));
  const records = await catalogueCache(q).records(
    q,
    lines.map((l) => l.product_id),
    cart.currency_code,
  );

  const physical: CartLineItem[] = [];
  const digital: CartLineItem[] = [];
  const priced: CartLineForPromotions[] = [];
  let baseMinor = 0;
  for (const line of lines) {
    // A line whose product or variant has left the catalogue's tables is not answered (it cannot be priced).
    const record = records.get(line.product_id);
    const variant = record?.product.variants.find((v) => v.id === line.variant_id);
    if (!record || !variant) continue;
    const { product } = record;
    const answers = new Map(line.option_selections.map((s) => [s.option_id, String(s.option_value)]));
    const options: CartLineItemOption[] = [
      // Spec 000 §3: options Color, Size, Length from the variant…
      ...variant.option_values.map((o) => ({
        name: o.option_display_name,
        nameId: o.option_id,
        value: o.label,
        valueId: o.id,
      })),
      // …and on gift lines the modifier answers (Recipient email, …, the hidden uid), in the modifiers' order.
      ...(product.modifiers ?? [])
        .filter((m) => answers.has(m.id))
        .map((m) => ({ name: m.display_name, nameId: m.id, value: answers.get(m.id) ?? '', valueId: null })),
    ];
    const freeGift = isFreeGift(product.custom_fields);
    const prices = record.variantPrices.get(variant.id);
    const catalogueMinor = prices?.price_minor ?? 0;
    // A set list price (free gift 0, a gift card's chosen amount) replaces the catalogue's list and sale prices.
    const listMinor = line.list_price_minor ?? catalogueMinor;
    const saleMinor =
      line.list_price_minor ??
      unitPrice({ list_price: catalogueMinor, sale_price: prices?.sale_price_minor ?? null });
    // Reading: a free gift keeps its catalogue price as original_price (what it is worth); a gift card's chosen
    // amount is its original price too.
    const originalMinor = freeGift ? catalogueMinor : listMinor;
    const extendedSaleMinor = saleMinor * line.quantity;
    baseMinor += extendedSaleMinor;
    const colour = variant.option_values.find((o) => o.option_display_name === 'Color')?.label;
    const item: CartLineItem = {
      id: line.id,
      parent_id: null,
      product_id: line.product_id,
      variant_id: line.variant_id,
      sku: variant.sku,
      name: product.name,
      url: product.url,
      quantity: line.quantity,
      is_taxable: true,
      image_url: productImageUrl(product.sku, colour),
      discounts: [],
      coupons: [],
      discount_amount: 0,
      coupon_amount: 0,
      original_price: toMajor(originalMinor),
      list_price: toMajor(listMinor),
      sale_price: toMajor(saleMinor),
      extended_list_price: toMajor(listMinor * line.quantity),
      extended_sale_price: toMajor(extendedSaleMinor),
      is_require_shipping: product.type === 'physical',
      is_mutable: true,
      is_free_gift: freeGift,
      options,
    };
    (product.type === 'digital' ? digital : physical).push(item);
    priced.push({ item, priceMinor: saleMinor, categoryIds: product.categories, freeGift });
  }

  // Spec 000 §3 cart_amount (the "special total") is base_amount (the subtotal of sale prices) less the discounts
  // of the promotions applied to the cart (src/promotions/cart.ts); without any, they are equal.
  const coupons: Cart['coupons'] = [];
  const discounts: Cart['discounts'] = [];
  const { orderDiscountMinor, totalDiscountMinor } = cart.promotions
    ? await discountCart(q, cart.promotions, cart.currency_code, priced, { coupons, discounts })
    : { orderDiscountMinor: 0, totalDiscountMinor: 0 };
  return {
    id: cart.id,
    customer_id: cart.customer_id ?? 0,
    channel_id: cart.channel_id,
    email: cart.email ?? '',
    currency: { code: cart.currency_code },
    // Reading: shelf prices in all three markets are what the shopper pays, tax included.
    tax_included: true,
    base_amount: toMajor(baseMinor),
    discount_amount: toMajor(orderDiscountMinor),
    manual_discount_amount: 0,
    cart_amount: toMajor(baseMinor - totalDiscountMinor),
    coupons,
    discounts,
    line_items: { physical_items: physical, digital_items: digital, gift_certificates: [], custom_items: [] },
    created_time: toIso(cart.created_at),
    updated_time: toIso(cart.updated_at),
  };
}

/**
 * The line's picture. Reading: the storefront serves product pictures at `/images/products/{sku}-{colour}-1.jpg`
 * (the first view), the colour in its URL form (`Light_Blue`, domain-rules `colorToParam`); relative, no host.
 */
export function productImageUrl(productSku: string, colour: string | undefined): string {
  const colourPart = colour ? `-${encodeURIComponent(colorToParam(colour))}` : '';
  return `/images/products/${encodeURIComponent(productSku)}${colourPart}-1.jpg`;
}
