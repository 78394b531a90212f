import { formatPrice, localizePath, type Market, normalizeError } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { CreateAccountDefaults } from '../../../../components/account/CreateAccountForm';
import { OrderAccountCreation } from '../../../../components/account/OrderAccountCreation';
import { toClientMarket } from '../../../../components/frame/market';
import { PageView } from '../../../../components/frame/PageView';
import { PurchaseTracking } from '../../../../components/PurchaseTracking';
import { purchaseRows } from '../../../../lib/analytics/personalisation';
import { WALLET_ORDER_COOKIE } from '../../../../lib/bag/wallet';
import { commerceFor } from '../../../../lib/commerce';
import { countriesFor } from '../../../../lib/countries';
import { marketFromParam } from '../../../../lib/market';
import { ROUTES, routeName } from '../../../../lib/routes';
import { pageMetadata } from '../../../../lib/seo';

/*
 * The order confirmation, where the hosted checkout (`?order={id}`) and the express wallet
 * (`?checkoutsource=applepayexpress`, the number in its order cookie) land: the order's lines, the purchase rows
 * and analytics; for a guest, the optional account creation of spec 001 §2 with what the order knows.
 */

/** The login-state cookie (contract "Transport": `1` signed in). */
const LOGGED_IN_COOKIE = 'wardrobe-logged-in';

/**
 * What the order's billing address (the checkout's address fields) tells the account form; absent or
 * non-text values are left out.
 */
function accountDefaults(billing: Record<string, unknown>): CreateAccountDefaults {
  const known = (keys: readonly string[]) =>
    Object.fromEntries(
      keys.flatMap((key) => (typeof billing[key] === 'string' && billing[key] ? [[key, billing[key]]] : [])),
    ) as Record<string, string>;
  return {
    ...known(['first_name', 'last_name', 'email', 'phone']),
    address: {
      ...known(['address1', 'address2', 'city', 'postal_code', 'country_code']),
      ...(typeof billing.state_or_province === 'string' && billing.state_or_province
        ? { county: billing.state_or_province }
        : {}),
    },
  };
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ market: string }>;
}): Promise<Metadata> {
  return {
    title: 'Order confirmation',
    robots: { index: false, follow: false },
    ...pageMetadata(marketFromParam((await params).market), '/order-confirmation', 'orderConfirmation'),
  };
}

type Props = {
  params: Promise<{ market: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The query is trusted for nothing but the number shown: only digits are shown, and nothing is read or done
 * with it (the order itself is not looked up here).
 */
function orderNumber(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw !== undefined && /^\d{1,12}$/.test(raw) ? raw : undefined;
}

/**
 * The order, for its lines and the purchase rows: only the shopper who placed it may read it (a guest's order
 * needs the token its checkout left in this browser). Anyone else sees the number alone.
 */
async function loadOrder(market: Market, orderId: number) {
  try {
    return (await (await commerceFor(market)).getOrder({ orderId })).data;
  } catch (error) {
    const { statusCode } = normalizeError(error);
    if (statusCode === 403 || statusCode === 404) return undefined;
    throw error;
  }
}

export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const market = marketFromParam((await params).market);
  const query = await searchParams;
  // The express wallet lands here without the number: its order cookie holds it (spec 000 §4).
  const number =
    orderNumber(query.order) ??
    (query.checkoutsource === 'applepayexpress'
      ? orderNumber((await cookies()).get(WALLET_ORDER_COOKIE)?.value)
      : undefined);
  const jar = await cookies();
  const order = number ? await loadOrder(market, Number(number)) : undefined;
  const guest = jar.get(LOGGED_IN_COOKIE)?.value !== '1';
  return (
    <main id="main" className="order-confirmation">
      <PageView
        name={routeName('orderConfirmation', market.code)}
        siteSection={ROUTES.orderConfirmation.siteSection}
        localeCode={market.code}
      />
      {order && (
        <PurchaseTracking orderId={String(order.id)} rows={purchaseRows(order)} localeCode={market.code} />
      )}
      <h1>Thank you for your order</h1>
      {number ? (
        <p>
          Your order number is <strong>{number}</strong>.
        </p>
      ) : (
        <p>Your order has been placed.</p>
      )}
      {order && (
        <section aria-labelledby="order-items" className="order-confirmation__items">
          <h2 id="order-items">Your order</h2>
          <ul>
            {order.products.map((p) => (
              <li key={p.id}>
                {p.name}
                {p.product_options.length > 0 &&
                  ` (${p.product_options.map((o) => `${o.display_name}: ${o.display_value}`).join(', ')})`}{' '}
                × {p.quantity}: {formatPrice(p.total_inc_tax, order.currency_code)}
              </li>
            ))}
          </ul>
          <p>
            Total: <strong>{formatPrice(order.total_inc_tax, order.currency_code)}</strong>
          </p>
        </section>
      )}
      {order && guest && (
        <OrderAccountCreation
          market={toClientMarket(market)}
          countries={countriesFor(market)}
          defaults={accountDefaults(order.billing_address)}
        />
      )}
      <a className="button-link" href={localizePath('/', market.code)}>
        Continue shopping
      </a>
    </main>
  );
}
