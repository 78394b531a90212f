import type { Cart, CartLineItem, CartLineItemOption } from '@wardrobe/commerce-sdk';
import { colorToParam, isFreeGift, unitPrice } from '@wardrobe/domain-rules';
import { type SandboxDb, toMajor } from '../context';
import { type CartRow, toIso } from './access';

/**
 * The cart as the API answers it: spec 000 §3 Cart and Line item in BigCommerce REST v3 shapes, money in major
 * units computed from minor units (sums are exact). Five queries whatever the number of lines (no N+1).
 */
export async function readCart(q: SandboxDb, cart: CartRow): Promise<Cart> {
  const lines = await q
    .selectFrom('cart_line_items as l')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('variant_prices as vp', (join) =>
      join.onRef('vp.variant_id', '=', 'l.variant_id').on('vp.currency_code', '=', cart.currency_code),
    )
    .select([
      'l.id',
      'l.product_id',
      'l.variant_id',
      'l.quantity',
      'l.list_price_minor',
      'l.option_selections',
      'v.sku',
      'p.sku as product_sku',
      'p.name',
      'p.url',
      'p.type',
      'vp.price_minor',
      'vp.sale_price_minor',
    ])
    .where('l.cart_id', '=', cart.id)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();

  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const variantIds = [...new Set(lines.map((l) => l.variant_id))];
  const [optionRows, modifierRows, fieldRows] =
    lines.length === 0
      ? [[], [], []]
      : await Promise.all([
          q
            .selectFrom('variant_option_values as vov')
            .innerJoin('product_option_values as ov', 'ov.id', 'vov.option_value_id')
            .innerJoin('product_options as o', 'o.id', 'ov.option_id')
            .select([
              'vov.variant_id',
              'o.id as option_id',
              'o.display_name',
              'ov.id as value_id',
              'ov.label',
            ])
            .where('vov.variant_id', 'in', variantIds)
            .orderBy('o.sort_order')
            .orderBy('o.id')
            .execute(),
          q
            .selectFrom('product_modifiers')
            .select(['id', 'product_id', 'display_name'])
            .where('product_id', 'in', productIds)
            .orderBy('sort_order')
            .orderBy('id')
            .execute(),
          q
            .selectFrom('product_custom_fields')
            .select(['product_id', 'name', 'value'])
            .where('product_id', 'in', productIds)
            .execute(),
        ]);

  const physical: CartLineItem[] = [];
  const digital: CartLineItem[] = [];
  let baseMinor = 0;
  for (const line of lines) {
    const variantOptions = optionRows.filter((o) => o.variant_id === line.variant_id);
    const answers = new Map(line.option_selections.map((s) => [s.option_id, String(s.option_value)]));
    const options: CartLineItemOption[] = [
      // Spec 000 §3: options Color, Size, Length from the variant…
      ...variantOptions.map((o) => ({
        name: o.display_name,
        nameId: o.option_id,
        value: o.label,
        valueId: o.value_id,
      })),
      // …and on gift lines the modifier answers (Recipient email, …, the hidden uid), in the modifiers' order.
      ...modifierRows
        .filter((m) => m.product_id === line.product_id && answers.has(m.id))
        .map((m) => ({ name: m.display_name, nameId: m.id, value: answers.get(m.id) ?? '', valueId: null })),
    ];
    const freeGift = isFreeGift(fieldRows.filter((f) => f.product_id === line.product_id));
    const catalogueMinor = line.price_minor ?? 0;
    // A set list price (free gift 0, a gift card's chosen amount) replaces the catalogue's list and sale prices.
    const listMinor = line.list_price_minor ?? catalogueMinor;
    const saleMinor =
      line.list_price_minor ?? unitPrice({ list_price: catalogueMinor, sale_price: line.sale_price_minor });
    // Reading: a free gift keeps its catalogue price as original_price (what it is worth); a gift card's chosen
    // amount is its original price too.
    const originalMinor = freeGift ? catalogueMinor : listMinor;
    const extendedSaleMinor = saleMinor * line.quantity;
    baseMinor += extendedSaleMinor;
    const colour = variantOptions.find((o) => o.display_name === 'Color')?.label;
    const item: CartLineItem = {
      id: line.id,
      parent_id: null,
      product_id: line.product_id,
      variant_id: line.variant_id,
      sku: line.sku,
      name: line.name,
      url: line.url,
      quantity: line.quantity,
      is_taxable: true,
      image_url: productImageUrl(line.product_sku, colour),
      discounts: [],
      coupons: [],
      discount_amount: 0,
      coupon_amount: 0,
      original_price: toMajor(originalMinor),
      list_price: toMajor(listMinor),
      sale_price: toMajor(saleMinor),
      extended_list_price: toMajor(listMinor * line.quantity),
      extended_sale_price: toMajor(extendedSaleMinor),
      is_require_shipping: line.type === 'physical',
      is_mutable: true,
      is_free_gift: freeGift,
      options,
    };
    (line.type === 'digital' ? digital : physical).push(item);
  }

  // Reading: the sandbox cart carries no cart-level discounts or coupons (promotions are the engine's, applied
  // at checkout), so cart_amount (the "special total") equals base_amount (the subtotal of sale prices).
  const discountMinor = 0;
  return {
    id: cart.id,
    customer_id: cart.customer_id ?? 0,
    channel_id: cart.channel_id,
    email: cart.email ?? '',
    currency: { code: cart.currency_code },
    // Reading: shelf prices in all three markets are what the shopper pays, tax included.
    tax_included: true,
    base_amount: toMajor(baseMinor),
    discount_amount: toMajor(discountMinor),
    manual_discount_amount: 0,
    cart_amount: toMajor(baseMinor - discountMinor),
    coupons: [],
    discounts: [],
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
