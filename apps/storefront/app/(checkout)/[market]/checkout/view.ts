import type { CartLineItem, Checkout, CheckoutAddress, ShippingOption } from '@wardrobe/commerce-sdk';
import type { PendingOrder } from './pending';

export interface SummaryLine {
  key: string;
  name: string;
  /** `Colour: Black, Size: 12`. */
  options: string;
  quantity: number;
  /** The line's total in major units. */
  total: number;
}

export interface ConsignmentView {
  id: string;
  address: string[];
  options: ShippingOption[];
  selected: string | null;
}

export type StepName = 'details' | 'delivery' | 'payment';

/** What the page shows, from the checkout (cart still there) or from a pending order's snapshot. */
export interface CheckoutView {
  cartId: string;
  currency: string;
  /** An order created and not yet paid (the cart is gone): only the payment step is left. */
  pendingOrder: number | null;
  empty: boolean;
  needsShipping: boolean;
  lines: SummaryLine[];
  subtotal: number;
  /** `null` while no delivery option is chosen for a bag that ships. */
  shipping: number | null;
  total: number;
  /** The saved contact and address, once step 1 is done. */
  details: { email: string; address: string[] } | null;
  /** Prefills for the details form (what was saved, else the cart's email). */
  detailsDefaults: Record<string, string>;
  /** The chosen delivery, once step 2 is done (or not needed). */
  delivery: string | null;
  consignments: ConsignmentView[];
  detailsDone: boolean;
  deliveryDone: boolean;
}

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

export function countryName(code: string | undefined): string {
  if (!code) return '';
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** An address as the lines of a label: name, street, town, postcode, country, phone. */
export function addressLines(address: CheckoutAddress): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return [
    name,
    address.address1,
    address.address2,
    [address.city, address.postal_code].filter(Boolean).join(' '),
    countryName(address.country_code),
    address.phone,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

const optionsText = (line: CartLineItem) =>
  line.options
    .filter((o) => o.value !== '')
    .map((o) => `${o.name}: ${o.value}`)
    .join(', ');

const summaryLine = (line: CartLineItem): SummaryLine => ({
  key: line.id,
  name: line.name,
  options: optionsText(line),
  quantity: line.quantity,
  total: line.extended_sale_price,
});

export const deliveryText = (option: ShippingOption, price: string) =>
  `${option.description} (${price}), ${option.additional_description}`;

/**
 * The page's state from the checkout: step 1 is done once the billing address is saved and every physical line
 * is in a consignment; step 2 once every consignment has a delivery option (a digital-only bag has none to
 * choose, so it skips delivery).
 */
export function viewOfCheckout(checkout: Checkout, formatMoney: (n: number) => string): CheckoutView {
  const physical = checkout.cart.line_items.physical_items;
  const digital = checkout.cart.line_items.digital_items;
  const needsShipping = physical.length > 0;
  const shipped = new Set(checkout.consignments.flatMap((c) => c.line_item_ids));
  const billing = checkout.billing_address;
  const detailsDone = billing !== null && physical.every((line) => shipped.has(line.id));
  const deliveryDone =
    !needsShipping ||
    (checkout.consignments.length > 0 && checkout.consignments.every((c) => c.selected_shipping_option));
  const firstAddress = checkout.consignments[0]?.address ?? billing ?? {};
  const defaults: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...firstAddress, ...(billing ?? {}) })) {
    if (typeof value === 'string') defaults[key] = value;
  }
  defaults.email = billing?.email || checkout.cart.email || '';
  const chosen = checkout.consignments
    .map((c) => c.selected_shipping_option)
    .filter((o): o is ShippingOption => o !== null);
  return {
    cartId: checkout.id,
    currency: checkout.cart.currency.code,
    pendingOrder: null,
    empty: physical.length + digital.length === 0,
    needsShipping,
    lines: [...physical, ...digital].map(summaryLine),
    subtotal: checkout.subtotal,
    shipping: needsShipping && !deliveryDone ? null : checkout.shipping_cost_total,
    total: checkout.grand_total,
    details:
      detailsDone && billing
        ? {
            email: billing.email ?? '',
            address: addressLines(needsShipping ? (checkout.consignments[0]?.address ?? billing) : billing),
          }
        : null,
    detailsDefaults: defaults,
    delivery:
      needsShipping && deliveryDone
        ? chosen.map((o) => deliveryText(o, formatMoney(o.cost))).join('; ')
        : null,
    consignments: checkout.consignments.map((c) => ({
      id: c.id,
      address: addressLines(c.address),
      options: c.available_shipping_options,
      selected: c.selected_shipping_option?.id ?? null,
    })),
    detailsDone,
    deliveryDone,
  };
}

/** The page's state from a pending order's snapshot: everything done but the payment. */
export function viewOfPending(pending: PendingOrder): CheckoutView {
  return {
    cartId: pending.cart,
    currency: pending.currency,
    pendingOrder: pending.order,
    empty: false,
    needsShipping: pending.delivery !== null,
    lines: pending.lines.map((line, i) => ({ key: String(i), ...line })),
    subtotal: pending.subtotal,
    shipping: pending.shipping,
    total: pending.total,
    details: { email: pending.email, address: pending.address },
    detailsDefaults: {},
    delivery: pending.delivery,
    consignments: [],
    detailsDone: true,
    deliveryDone: true,
  };
}

/** The snapshot kept when the order is created, so a declined payment can be retried (see pending.ts). */
export function pendingOf(view: CheckoutView, order: number): PendingOrder {
  return {
    cart: view.cartId,
    order,
    email: view.details?.email ?? '',
    address: view.details?.address ?? [],
    delivery: view.delivery,
    lines: view.lines.map(({ name, options, quantity, total }) => ({ name, options, quantity, total })),
    subtotal: view.subtotal,
    shipping: view.shipping ?? 0,
    total: view.total,
    currency: view.currency,
  };
}

/** The step that is open: the first not done, unless the shopper asked to change an earlier one. */
export function openStep(view: CheckoutView, asked: string | undefined): StepName {
  if (view.pendingOrder !== null) return 'payment';
  if (!view.detailsDone || asked === 'details') return 'details';
  if (view.needsShipping && (!view.deliveryDone || asked === 'delivery')) return 'delivery';
  return 'payment';
}
