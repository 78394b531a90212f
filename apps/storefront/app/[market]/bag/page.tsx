import type { Metadata } from 'next';
import { BagPage } from '../../../components/bag/BagPage';
import { toClientMarket } from '../../../components/frame/market';
import { PageView } from '../../../components/frame/PageView';
import { marketFromParam } from '../../../lib/market';
import { ROUTES, routeName } from '../../../lib/routes';
import { pageMetadata } from '../../../lib/seo';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ market: string }>;
}): Promise<Metadata> {
  return {
    title: 'Your Bag',
    robots: { index: false, follow: true },
    ...pageMetadata(marketFromParam((await params).market), '/bag', 'bag'),
  };
}

type Props = { params: Promise<{ market: string }> };

/** Spec 001 §2 `/bag`: the bag as a page; its lines come from the shopper's cart in the browser. */
export default async function BagRoute({ params }: Props) {
  const market = marketFromParam((await params).market);
  return (
    <main id="main" className="bag-page">
      <PageView
        name={routeName('bag', market.code)}
        siteSection={ROUTES.bag.siteSection}
        localeCode={market.code}
      />
      <h1>Your Bag</h1>
      <BagPage market={toClientMarket(market)} />
    </main>
  );
}
