import { type CommerceProvider, ORDER_HISTORY_MONTHS, type Order } from '@wardrobe/commerce-sdk';
import { type Selectable, sql } from 'kysely';
import type { SandboxDatabase } from '../../db/schema';
import { assertSessionCustomer, type SandboxDb, toMajor } from '../context';
import { asDate, type CustomersOptions } from './session';

/** Spec 001 §9: the order history covers the last 12 months. Reading: calendar months back from now, in UTC. */
export function orderHistoryStart(now: number): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - ORDER_HISTORY_MONTHS);
  return since;
}

type OrderRow = Selectable<SandboxDatabase['orders']>;
type OrderProductRow = Selectable<SandboxDatabase['order_products']>;

/** An order and its products in BigCommerce v2 shape, money in major units; a guest's order has customer 0. */
export function toOrder(
  order: OrderRow,
  lines: readonly OrderProductRow[],
  customerId: number | null,
): Order {
  return {
    id: order.id,
    customer_id: customerId ?? 0,
    date_created: asDate(order.date_created).toISOString(),
    status: order.status,
    channel_id: order.channel_id,
    currency_code: order.currency_code,
    items_total: lines.reduce((n, p) => n + p.quantity, 0),
    subtotal_inc_tax: toMajor(order.subtotal_minor),
    shipping_cost_inc_tax: toMajor(order.shipping_minor),
    total_inc_tax: toMajor(order.total_minor),
    billing_address: order.billing_address,
    shipping_address: order.shipping_address,
    products: lines.map((p) => ({
      id: p.id,
      order_id: p.order_id,
      product_id: p.product_id,
      variant_id: p.variant_id,
      sku: p.sku,
      name: p.name,
      quantity: p.quantity,
      price_inc_tax: toMajor(p.price_minor),
      total_inc_tax: toMajor(p.price_minor * p.quantity),
      product_options: p.options.map((o) => ({ display_name: o.name, display_value: o.value })),
    })),
  };
}

/**
 * Spec 001 §7 orders (Orders and Returns): the session customer's orders of the last 12 months, newest first,
 * each with its products, in BigCommerce v2 order shapes with money in major units. Reading: a guest gets `[]`.
 */
export function orderOperations(db: SandboxDb, { now = Date.now }: CustomersOptions): CommerceProvider {
  return {
    async getCustomerOrders(ctx, scope) {
      const customerId = await assertSessionCustomer(db, ctx, scope?.customerId);
      if (customerId === undefined) return { data: [] };
      const orders = await db
        .selectFrom('orders')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where(sql<boolean>`date_created >= ${orderHistoryStart(now())}`)
        .orderBy('date_created', 'desc')
        .orderBy('id', 'desc')
        .execute();
      if (orders.length === 0) return { data: [] };
      const products = await db
        .selectFrom('order_products')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('id')
        .execute();
      const data: Order[] = orders.map((order) =>
        toOrder(
          order,
          products.filter((p) => p.order_id === order.id),
          customerId,
        ),
      );
      return { data };
    },
  };
}
