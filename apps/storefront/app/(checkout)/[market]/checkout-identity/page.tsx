import type { Metadata } from 'next';
import { CheckoutIdentity } from '../../../../components/bag/CheckoutIdentity';
import { toClientMarket } from '../../../../components/frame/market';
import { PageView } from '../../../../components/frame/PageView';
import { marketFromParam } from '../../../../lib/market';
import { ROUTES, routeName } from '../../../../lib/routes';
import { pageMetadata } from '../../../../lib/seo';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ market: string }>;
}): Promise<Metadata> {
  return {
    title: 'Checkout',
    robots: { index: false, follow: false },
    ...pageMetadata(marketFromParam((await params).market), '/checkout-identity', 'checkoutIdentity'),
  };
}

type Props = { params: Promise<{ market: string }> };

/** Spec 001 §2 `/checkout-identity`: a signed-out shopper chooses guest checkout or signs in, then goes on. */
export default async function CheckoutIdentityRoute({ params }: Props) {
  const market = marketFromParam((await params).market);
  return (
    <main id="main" className="checkout-identity">
      <PageView
        name={routeName('checkoutIdentity', market.code)}
        siteSection={ROUTES.checkoutIdentity.siteSection}
        localeCode={market.code}
      />
      <h1>Checkout</h1>
      <CheckoutIdentity market={toClientMarket(market)} />
    </main>
  );
}
