import type { Order } from '@wardrobe/commerce-sdk';
import {
  formatPrice,
  localizePath,
  type Market,
  normalizeError,
  ORDER_HISTORY_MONTHS,
  ordersInLastMonths,
} from '@wardrobe/domain-rules';
import { commerceFor } from '../../../lib/commerce';
import styles from './OrdersAndReturns.module.css';
import type { AccountPageProps } from './types';

/** Spec 001 §8 "Other error texts": 'An error occured, please try again later' (as the spec spells it). */
const LOAD_FAILED = 'An error occured, please try again later';

/**
 * Readings (the spec names the page and its rule, not its texts):
 * - Its texts are ours: the introduction, the empty message with a link to shop (the home page: `/browse` alone
 *   is not a page), the labels of an order's facts.
 * - Returns: the spec gives no returns flow, so the page points to the Returns help page at the address the
 *   footer's seeded Help column uses (`/returns`, in the market's prefix); the content service owns that page.
 * - Dates: the long date of the market's locale (26 November 2026; November 26, 2026 in the US), in UTC as the
 *   product reviews write theirs.
 * - Statuses are shown as the backend names them (spec 001 §3: Open, Pending, Confirmed, Shipped, Complete,
 *   Cancelled, Refunded).
 * - A failed load is logged and says so on the page; the account layout around it still works.
 */
export async function OrdersAndReturns({ market }: AccountPageProps) {
  const orders = await loadOrders(market);
  const returnsHref = localizePath('/returns', market.code);
  return (
    <>
      <h1>Orders and Returns</h1>
      <p className={styles.intro}>Your orders from the last {ORDER_HISTORY_MONTHS} months, newest first.</p>

      <section aria-labelledby="returns-title" className={styles.returns}>
        <h2 id="returns-title">Returns</h2>
        <p>
          Want to send something back? Our{' '}
          <a className={styles.link} href={returnsHref}>
            Returns page
          </a>{' '}
          tells you how, and how long you have.
        </p>
      </section>

      {orders === undefined ? (
        <p className={styles.error} role="alert">
          {LOAD_FAILED}
        </p>
      ) : orders.length === 0 ? (
        <div className={styles.empty}>
          <p>You have not placed any orders in the last {ORDER_HISTORY_MONTHS} months.</p>
          <p>
            <a className={styles.link} href={localizePath('/', market.code)}>
              Start shopping
            </a>
          </p>
        </div>
      ) : (
        <ol className={styles.orders} aria-label="Your orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} market={market} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The customer's orders of the last 12 months (spec 001 §9), newest first; `undefined` when the load failed. */
async function loadOrders(market: Market): Promise<Order[] | undefined> {
  try {
    const { data } = await (await commerceFor(market)).getCustomerOrders({});
    return ordersInLastMonths(data, Date.now());
  } catch (error) {
    const { message, statusCode } = normalizeError(error);
    console.error(JSON.stringify({ level: 'error', event: 'orders-load-failed', statusCode, message }));
    return undefined;
  }
}

function dateFormat(market: Market) {
  return new Intl.DateTimeFormat(market.code === 'us' ? 'en-US' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function OrderCard({ order, market }: { order: Order; market: Market }) {
  const price = (amount: number) => formatPrice(amount, order.currency_code);
  const titleId = `order-${order.id}-title`;
  const placed = new Date(order.date_created);
  const items = order.items_total;
  return (
    <article className={styles.order} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.orderTitle}>
        Order {order.id}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Date placed</dt>
          <dd>
            {Number.isNaN(placed.getTime()) ? (
              order.date_created
            ) : (
              <time dateTime={placed.toISOString()}>{dateFormat(market).format(placed)}</time>
            )}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={styles.status} data-status={order.status}>
              {order.status}
            </span>
          </dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{items}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className={styles.strong}>{price(order.total_inc_tax)}</dd>
        </div>
      </dl>

      {/* Native disclosure: the order's lines, totals and addresses without any client JS. */}
      <details className={styles.details}>
        <summary className={styles.summary}>
          Order details<span className="visually-hidden"> for order {order.id}</span>
        </summary>
        <div className={styles.detailsBody}>
          <h3 className={styles.subheading}>Items</h3>
          <ul className={styles.lines} aria-label={`Items in order ${order.id}`}>
            {order.products.map((line) => (
              <li key={line.id} className={styles.line}>
                <span className={styles.lineName}>{line.name}</span>
                {line.product_options.length > 0 && (
                  <span className={styles.lineOptions}>
                    {line.product_options.map((o) => `${o.display_name}: ${o.display_value}`).join(', ')}
                  </span>
                )}
                <span className={styles.lineQuantity}>Quantity: {line.quantity}</span>
                <span className={styles.lineTotal}>{price(line.total_inc_tax)}</span>
              </li>
            ))}
          </ul>

          <dl className={styles.totals} aria-label={`Totals of order ${order.id}`}>
            <div>
              <dt>Subtotal</dt>
              <dd>{price(order.subtotal_inc_tax)}</dd>
            </div>
            <div>
              <dt>Delivery</dt>
              <dd>{price(order.shipping_cost_inc_tax)}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>Total</dt>
              <dd>{price(order.total_inc_tax)}</dd>
            </div>
          </dl>

          <div className={styles.addresses}>
            <div>
              <h3 className={styles.subheading}>Billing address</h3>
              <AddressLines address={order.billing_address} />
            </div>
            <div>
              <h3 className={styles.subheading}>Delivery address</h3>
              {order.shipping_address ? (
                <AddressLines address={order.shipping_address} />
              ) : (
                <p className={styles.address}>No delivery address</p>
              )}
            </div>
          </div>
        </div>
      </details>
    </article>
  );
}

/**
 * An order address (BigCommerce's checkout address fields) as lines, each with the field it came from; absent or
 * non-text fields are left out, and the country code is written as the country's name.
 */
function addressLines(address: Record<string, unknown>): [field: string, line: string][] {
  const text = (key: string) => {
    const value = address[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const country = text('country_code');
  const lines: [string, string][] = [
    ['name', [text('first_name'), text('last_name')].filter(Boolean).join(' ')],
    ['company', text('company')],
    ['address1', text('address1')],
    ['address2', text('address2')],
    ['city', text('city')],
    ['state_or_province', text('state_or_province')],
    ['postal_code', text('postal_code') || text('zip')],
    ['country', country ? countryNameOf(country) : text('country')],
  ];
  return lines.filter(([, line]) => line !== '');
}

function countryNameOf(code: string): string {
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function AddressLines({ address }: { address: Record<string, unknown> }) {
  const lines = addressLines(address);
  if (lines.length === 0) return <p className={styles.address}>Not given</p>;
  return (
    <p className={styles.address}>
      {lines.map(([field, line]) => (
        <span key={field} className={styles.addressLine}>
          {line}
        </span>
      ))}
    </p>
  );
}
