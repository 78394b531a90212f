import { productCode, roundPrice, unitPrice } from '@wardrobe/domain-rules';

/**
 * The personalisation queue (spec 000 §7 "Personalisation queue: page type, products, cart rows, purchase
 * rows"): entries pushed to `window.personalisationQueue` for the personalisation service's tag to read.
 * Reading: the spec names the rows, not the queue; this is ours, shaped like the data layer.
 */
export interface CartRow {
  /** The six-character product code plus the colour (`300196-Indigo`). */
  productId: string;
  sku: string;
  quantity: number;
  /** The lower of list and sale price. */
  unitPrice: number;
  currency: string;
}

export interface PurchaseRow {
  purchaseId: string;
  productId: string;
  sku: string;
  quantity: number;
  /** Two decimals, as the spec asks ("19.90"). */
  unitPrice: string;
  currency: string;
}

export type PersonalisationEntry =
  | { type: 'page'; pageType: string; products?: string[] }
  | { type: 'cart'; rows: CartRow[] }
  | { type: 'purchase'; rows: PurchaseRow[] };

/** `300196` and `Indigo` → `300196-Indigo`; without a colour, the code alone. */
export function personalisationProductId(sku: string, colour: string | undefined): string {
  const code = productCode(sku);
  return colour ? `${code}-${colour}` : code;
}

export function cartRow(
  line: { sku: string; quantity: number; list_price: number; sale_price?: number | null },
  colour: string | undefined,
  currency: string,
): CartRow {
  return {
    productId: personalisationProductId(line.sku, colour),
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: unitPrice({ list_price: line.list_price, sale_price: line.sale_price }),
    currency,
  };
}

/** Every line of a bag as cart rows, the colour from the line's Color option. */
export function cartRows(
  lines: readonly {
    sku: string;
    quantity: number;
    list_price: number;
    sale_price?: number | null;
    options?: readonly { name: string; value: string }[];
  }[],
  currency: string,
): CartRow[] {
  return lines.map((line) => cartRow(line, line.options?.find((o) => o.name === 'Color')?.value, currency));
}

export function purchaseRows(order: {
  id: number;
  currency_code: string;
  products: {
    sku: string;
    quantity: number;
    price_inc_tax: number;
    product_options: { display_name: string; display_value: string }[];
  }[];
}): PurchaseRow[] {
  return order.products.map((p) => ({
    purchaseId: String(order.id),
    productId: personalisationProductId(
      p.sku,
      p.product_options.find((o) => o.display_name === 'Color')?.display_value,
    ),
    sku: p.sku,
    quantity: p.quantity,
    unitPrice: roundPrice(p.price_inc_tax).toFixed(2),
    currency: order.currency_code,
  }));
}

export function pushPersonalisation(entry: PersonalisationEntry) {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { personalisationQueue?: PersonalisationEntry[] };
  w.personalisationQueue ??= [];
  w.personalisationQueue.push(entry);
}
