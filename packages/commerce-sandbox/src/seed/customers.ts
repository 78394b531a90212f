import { createHash } from 'node:crypto';
import { CUSTOMER_FORM_FIELD, type OrderStatus, PREFERENCE_NO, PREFERENCE_YES } from '@wardrobe/commerce-sdk';
import { unitPrice } from '@wardrobe/domain-rules';
import type { Transaction } from 'kysely';
import type { SandboxDatabase } from '../db/schema';
import { hashPassword } from '../passwords';
import { DEMO_PASSWORD_HASHES, demoPasswordKey } from './demo-password-hashes';

type Currency = 'GBP' | 'EUR' | 'USD';

interface SeedAddress {
  address1: string;
  address2?: string;
  city: string;
  state_or_province?: string;
  postal_code: string;
  country_code: string;
  title?: string;
}

interface SeedOrder {
  daysAgo: number;
  status: OrderStatus;
  /** Which seeded variants (by index into the pick list) and how many of each. */
  lines: [pick: number, quantity: number][];
}

interface SeedCustomer {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  channelId: number;
  currency: Currency;
  formFields: Record<string, string>;
  addresses: SeedAddress[];
  wishlists: { name: string; is_public: boolean; picks: number[] }[];
  orders: SeedOrder[];
}

/** The demo shopper of the README (issue 4): `shopper@example.com` / `GoodStuff123`. */
export const DEMO_SHOPPER = { email: 'shopper@example.com', password: 'GoodStuff123' } as const;
const DEMO_PASSWORD = 'Wardrobe2024';

/**
 * The demo customers. Orders spread over the last 18 months (the history shows 12: spec 001 §9), every status
 * of spec 001 §3 used; dates are days before the seed day, so the content is the same on every seed.
 */
const CUSTOMERS: SeedCustomer[] = [
  {
    ...DEMO_SHOPPER,
    first_name: 'Alex',
    last_name: 'Morgan',
    phone: '07700 900123',
    channelId: 1,
    currency: 'GBP',
    formFields: {
      [CUSTOMER_FORM_FIELD.title]: 'Mx',
      [CUSTOMER_FORM_FIELD.dateOfBirth]: '1990-04-12',
      [CUSTOMER_FORM_FIELD.preferenceEmail]: PREFERENCE_YES,
      [CUSTOMER_FORM_FIELD.preferencePost]: PREFERENCE_NO,
    },
    addresses: [
      {
        address1: '12 Brixton Road',
        city: 'London',
        postal_code: 'SW9 6DE',
        country_code: 'GB',
        title: 'Mx',
      },
      {
        address1: '1 Barbican Court',
        address2: 'Floor 3',
        city: 'London',
        postal_code: 'EC1A 1BB',
        country_code: 'GB',
      },
    ],
    wishlists: [{ name: 'My Wishlist', is_public: false, picks: [0, 3, 7, 11] }],
    orders: [
      { daysAgo: 2, status: 'Open', lines: [[1, 1]] },
      {
        daysAgo: 6,
        status: 'Pending',
        lines: [
          [2, 1],
          [5, 2],
        ],
      },
      { daysAgo: 15, status: 'Confirmed', lines: [[4, 1]] },
      {
        daysAgo: 40,
        status: 'Shipped',
        lines: [
          [6, 1],
          [8, 1],
        ],
      },
      { daysAgo: 95, status: 'Complete', lines: [[9, 3]] },
      { daysAgo: 160, status: 'Cancelled', lines: [[10, 1]] },
      { daysAgo: 250, status: 'Refunded', lines: [[12, 1]] },
      {
        daysAgo: 340,
        status: 'Complete',
        lines: [
          [13, 1],
          [14, 1],
        ],
      },
      { daysAgo: 400, status: 'Complete', lines: [[15, 2]] },
      { daysAgo: 520, status: 'Refunded', lines: [[16, 1]] },
    ],
  },
  {
    email: 'priya.shah@example.com',
    password: DEMO_PASSWORD,
    first_name: 'Priya',
    last_name: 'Shah',
    phone: '07700 900456',
    channelId: 1,
    currency: 'GBP',
    formFields: {
      [CUSTOMER_FORM_FIELD.title]: 'Ms',
      [CUSTOMER_FORM_FIELD.preferenceEmail]: PREFERENCE_YES,
      [CUSTOMER_FORM_FIELD.preferencePost]: PREFERENCE_YES,
    },
    addresses: [
      { address1: '8 Market Street', city: 'Manchester', postal_code: 'M1 1AE', country_code: 'GB' },
    ],
    wishlists: [{ name: 'Birthday ideas', is_public: true, picks: [17, 18, 19] }],
    orders: [
      { daysAgo: 20, status: 'Shipped', lines: [[20, 1]] },
      {
        daysAgo: 200,
        status: 'Complete',
        lines: [
          [21, 1],
          [22, 1],
        ],
      },
      { daysAgo: 450, status: 'Cancelled', lines: [[23, 1]] },
    ],
  },
  {
    email: 'sam.taylor@example.com',
    password: DEMO_PASSWORD,
    first_name: 'Sam',
    last_name: 'Taylor',
    phone: '+353 1 555 0100',
    channelId: 2,
    currency: 'EUR',
    formFields: { [CUSTOMER_FORM_FIELD.preferenceEmail]: PREFERENCE_NO },
    addresses: [
      { address1: '5 Grafton Street', city: 'Dublin', postal_code: 'D02 XY45', country_code: 'IE' },
    ],
    wishlists: [],
    orders: [
      { daysAgo: 10, status: 'Confirmed', lines: [[24, 1]] },
      { daysAgo: 300, status: 'Complete', lines: [[25, 2]] },
    ],
  },
  {
    email: 'jordan.lee@example.com',
    password: DEMO_PASSWORD,
    first_name: 'Jordan',
    last_name: 'Lee',
    phone: '+1 702 555 0199',
    channelId: 3,
    currency: 'USD',
    formFields: { [CUSTOMER_FORM_FIELD.preferenceEmail]: PREFERENCE_YES },
    addresses: [
      {
        address1: '200 Fremont Street',
        city: 'Las Vegas',
        state_or_province: 'Nevada',
        postal_code: '89101',
        country_code: 'US',
      },
    ],
    wishlists: [{ name: 'Holiday', is_public: false, picks: [26, 27] }],
    orders: [
      { daysAgo: 30, status: 'Pending', lines: [[28, 1]] },
      { daysAgo: 380, status: 'Shipped', lines: [[29, 1]] },
    ],
  },
  {
    email: 'robin.clarke@example.com',
    password: DEMO_PASSWORD,
    first_name: 'Robin',
    last_name: 'Clarke',
    phone: '',
    channelId: 1,
    currency: 'GBP',
    formFields: { [CUSTOMER_FORM_FIELD.preferenceEmail]: PREFERENCE_NO },
    addresses: [],
    wishlists: [],
    orders: [],
  },
];

/**
 * scrypt is slow on purpose: the demo passwords' hashes are made once and shipped (seed/demo-password-hashes.ts);
 * one that is not there (a demo password changed) is hashed once per process, however often the seed runs.
 */
const hashes = new Map<string, Promise<string>>();
function demoHash(email: string, password: string): Promise<string> {
  const key = demoPasswordKey(email, password);
  const shipped = DEMO_PASSWORD_HASHES.get(key);
  if (shipped) return Promise.resolve(shipped);
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(key, hash);
  }
  return hash;
}

/** A deterministic token in UUID form (BigCommerce's wishlist token is a UUID). */
function seedToken(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Writes the demo customers with their form fields, addresses, wishlists and orders, after the catalogue, in
 * the seed's transaction. Products come from what the catalogue seed wrote (purchasable variants of visible
 * physical products, spread over the catalogue); with no catalogue, customers get no wishlist items or orders.
 */
export async function seedCustomers(trx: Transaction<SandboxDatabase>): Promise<{ customers: number }> {
  const passwordHashes = await Promise.all(CUSTOMERS.map((c) => demoHash(c.email, c.password)));
  const picks = await pickVariants(trx);
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);

  for (const [index, customer] of CUSTOMERS.entries()) {
    const { id } = await trx
      .insertInto('customers')
      .values({
        email: customer.email,
        first_name: customer.first_name,
        last_name: customer.last_name,
        phone: customer.phone,
        password_hash: passwordHashes[index] ?? '!',
        date_created: timestamp(new Date(day.getTime() - 600 * 86_400_000)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const fields = Object.entries(customer.formFields).map(([name, value]) => ({
      customer_id: id,
      name,
      value,
    }));
    if (fields.length) await trx.insertInto('customer_form_fields').values(fields).execute();

    const address = (a: SeedAddress) => ({
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      address1: a.address1,
      address2: a.address2 ?? '',
      city: a.city,
      state_or_province: a.state_or_province ?? '',
      postal_code: a.postal_code,
      country_code: a.country_code,
      phone: customer.phone,
    });
    if (customer.addresses.length) {
      await trx
        .insertInto('customer_addresses')
        .values(
          customer.addresses.map((a) => {
            const { email: _email, ...row } = address(a);
            return {
              ...row,
              customer_id: id,
              form_fields: JSON.stringify(a.title ? [{ name: 'Title', value: a.title }] : []),
            };
          }),
        )
        .execute();
    }

    if (picks.length === 0) continue;
    const pick = (n: number) => picks[n % picks.length] as Pick;

    for (const list of customer.wishlists) {
      const { id: wishlistId } = await trx
        .insertInto('wishlists')
        .values({
          customer_id: id,
          name: list.name,
          is_public: list.is_public,
          token: seedToken(`${customer.email}/${list.name}`),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const items = [...new Map(list.picks.map((n) => [pick(n).variant_id, pick(n)])).values()];
      await trx
        .insertInto('wishlist_items')
        .values(
          items.map((p) => ({ wishlist_id: wishlistId, product_id: p.product_id, variant_id: p.variant_id })),
        )
        .execute();
    }

    const billing = customer.addresses[0] ? address(customer.addresses[0]) : undefined;
    for (const order of customer.orders) {
      const lines = order.lines.map(([n, quantity]) => ({ ...pick(n), quantity }));
      const price = (p: Pick) => p.prices[customer.currency] ?? 0;
      const subtotal = lines.reduce((sum, l) => sum + price(l) * l.quantity, 0);
      // Reading: the seed's delivery charge is 3.95 below 50.00, free above (the checkout owns real shipping).
      const shipping = subtotal >= 5000 ? 0 : 395;
      const { id: orderId } = await trx
        .insertInto('orders')
        .values({
          customer_id: id,
          email: customer.email,
          channel_id: customer.channelId,
          currency_code: customer.currency,
          status: order.status,
          subtotal_minor: subtotal,
          shipping_minor: shipping,
          total_minor: subtotal + shipping,
          billing_address: JSON.stringify(billing ?? {}) as never,
          shipping_address: billing ? (JSON.stringify(billing) as never) : null,
          date_created: timestamp(new Date(day.getTime() - order.daysAgo * 86_400_000 + 11 * 3_600_000)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_products')
        .values(
          lines.map((l) => ({
            order_id: orderId,
            product_id: l.product_id,
            variant_id: l.variant_id,
            sku: l.sku,
            name: l.name,
            quantity: l.quantity,
            price_minor: price(l),
            options: JSON.stringify(l.options) as never,
          })),
        )
        .execute();
    }
  }
  return { customers: CUSTOMERS.length };
}

interface Pick {
  product_id: number;
  variant_id: number;
  sku: string;
  name: string;
  prices: Partial<Record<Currency, number>>;
  options: { name: string; value: string }[];
}

/** 40 purchasable variants spread evenly over the catalogue (the first variant of every k-th product). */
async function pickVariants(trx: Transaction<SandboxDatabase>): Promise<Pick[]> {
  const rows = await trx
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id as variant_id', 'v.product_id', 'v.sku', 'p.name'])
    .where('p.type', '=', 'physical')
    .where('p.is_visible', '=', true)
    .where('p.purchasing_disabled', '=', false)
    .where('v.purchasing_disabled', '=', false)
    .orderBy('p.id')
    .orderBy('v.id')
    .execute();
  const firstPerProduct = [...new Map(rows.reverse().map((r) => [r.product_id, r])).values()].reverse();
  if (firstPerProduct.length === 0) return [];
  const step = Math.max(1, Math.floor(firstPerProduct.length / 40));
  const chosen = firstPerProduct.filter((_, i) => i % step === 0).slice(0, 40);
  const ids = chosen.map((c) => c.variant_id);
  const [prices, options] = await Promise.all([
    trx.selectFrom('variant_prices').selectAll().where('variant_id', 'in', ids).execute(),
    trx
      .selectFrom('variant_option_values as vov')
      .innerJoin('product_option_values as pov', 'pov.id', 'vov.option_value_id')
      .innerJoin('product_options as po', 'po.id', 'pov.option_id')
      .select(['vov.variant_id', 'po.display_name', 'pov.label', 'po.sort_order'])
      .where('vov.variant_id', 'in', ids)
      .orderBy('po.sort_order')
      .orderBy('po.id')
      .execute(),
  ]);
  return chosen.map((c) => ({
    ...c,
    prices: Object.fromEntries(
      prices
        .filter((p) => p.variant_id === c.variant_id)
        .map((p) => [
          p.currency_code,
          unitPrice({ list_price: p.price_minor, sale_price: p.sale_price_minor }),
        ]),
    ),
    options: options
      .filter((o) => o.variant_id === c.variant_id)
      .map((o) => ({ name: o.display_name, value: o.label })),
  }));
}

/**
 * The schema types `date_created` as `Generated<Timestamp>`, a ColumnType inside a ColumnType, whose insert type
 * no value satisfies; the driver takes a Date.
 */
const timestamp = (d: Date) => d as never;
