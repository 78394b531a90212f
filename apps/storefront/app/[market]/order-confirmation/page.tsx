import { localizePath } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { WALLET_ORDER_COOKIE } from '../../../lib/bag/wallet';
import { marketFromParam } from '../../../lib/market';

/*
 * A minimal order confirmation, where the hosted checkout lands (`?order={id}`). The full page, with the optional
 * account creation of spec 001 §2 ("Order confirmation offers optional account creation"), comes in a later issue.
 */

export const metadata: Metadata = { title: 'Order confirmation', robots: { index: false, follow: false } };

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

export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const market = marketFromParam((await params).market);
  const query = await searchParams;
  // The express wallet lands here without the number: its order cookie holds it (spec 000 §4).
  const number =
    orderNumber(query.order) ??
    (query.checkoutsource === 'applepayexpress'
      ? orderNumber((await cookies()).get(WALLET_ORDER_COOKIE)?.value)
      : undefined);
  return (
    <main id="main" className="order-confirmation">
      <h1>Thank you for your order</h1>
      {number ? (
        <p>
          Your order number is <strong>{number}</strong>.
        </p>
      ) : (
        <p>Your order has been placed.</p>
      )}
      <a className="button-link" href={localizePath('/', market.code)}>
        Continue shopping
      </a>
    </main>
  );
}
