import type { Shop } from '@wardrobe/commerce-sdk';
import type { Metadata } from 'next';
import { ContentPage } from '../../../components/content/ContentPage';
import { ShopCard } from '../../../components/shop-finder/ShopCard';
import { catalogueCommerce } from '../../../lib/commerce';
import { contentPage } from '../../../lib/content-page';
import { marketFromParam } from '../../../lib/market';
import { pageMetadata } from '../../../lib/seo';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string }> };

/** Spec 001 §2 "Shop finder" with no entry of its own: the route stands on its shops. */
const DEFAULT_PAGE = {
  title: 'Shop finder',
  description: 'Find a Wardrobe shop near you: addresses and opening hours.',
  blocks: [],
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const market = marketFromParam((await params).market);
  const page = (await contentPage(market, 'shop-finder')) ?? DEFAULT_PAGE;
  return {
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    ...pageMetadata(market, '/shop-finder', 'shopFinder'),
  };
}

/**
 * Spec 001 §2 `/shop-finder`: the market's shops from the commerce backend (`getShops`), under the content page
 * `shop-finder` when editors have one (its title, lead and blocks). Shops that cannot be read leave a message, not
 * an error page: the header links here from every page.
 */
export default async function ShopFinderPage({ params }: Props) {
  const market = marketFromParam((await params).market);
  const [page, shops] = await Promise.all([
    contentPage(market, 'shop-finder'),
    catalogueCommerce(market)
      .then((commerce) => commerce.getShops())
      .then(
        (answer): Shop[] => answer.data,
        (error: unknown) => {
          console.error(JSON.stringify({ level: 'error', event: 'shops-failed', message: String(error) }));
          return undefined;
        },
      ),
  ]);
  return (
    <ContentPage market={market} page={page ?? DEFAULT_PAGE} route="shopFinder">
      <section className="shop-finder" aria-label="Shops">
        {shops === undefined ? (
          <p role="status">Our shops could not be shown just now. Please try again in a moment.</p>
        ) : shops.length === 0 ? (
          <p>There are no Wardrobe shops in this market yet.</p>
        ) : (
          <ul className="shop-finder__list">
            {shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </ContentPage>
  );
}
