import { ContentRenderer } from '@wardrobe/content-blocks';
import { localizePath } from '@wardrobe/domain-rules';
import { PageView } from '../../components/frame/PageView';
import { categoryTree } from '../../lib/catalogue';
import { contentByKey, pageBlocks } from '../../lib/content';
import { marketFromParam } from '../../lib/market';
import { ROUTES, routeName } from '../../lib/routes';
import { pageMetadata } from '../../lib/seo';

// Reads the sandbox database: never rendered at build time.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Props) {
  return pageMetadata(marketFromParam((await params).market), '/', 'home');
}

export default async function HomePage({ params }: Props) {
  const market = marketFromParam((await params).market);
  const [home, categories] = await Promise.all([
    contentByKey(market, 'home'),
    categoryTree(market).then(
      (tree) => tree.data,
      (error: unknown) => {
        // The page stands without its category links; the failure is logged once.
        console.error(
          JSON.stringify({ level: 'error', event: 'category-tree-failed', message: String(error) }),
        );
        return [];
      },
    ),
  ]);
  return (
    <main id="main" data-home="">
      <PageView
        name={routeName('home', market.code)}
        siteSection={ROUTES.home.siteSection}
        localeCode={market.code}
      />
      {/* The page's own heading: editors' banners are paragraphs and cannot know they come first. */}
      <h1 className="visually-hidden">Wardrobe: clothing, gifts and homewares</h1>
      {/* Reading: no account forms for blocks here (a Good Stuff block on home links to the account pages): the
          provider's script would take home past its budget, and editors place the blocks on content pages. */}
      {/* The banner and the block under it share a phone's first screen: their pictures load first (LCP). */}
      <ContentRenderer entries={pageBlocks(home)} firstScreenEntries={2} currency={market.currency} />
      {categories.length > 0 && (
        <nav aria-labelledby="shop-by-category" className="category-links">
          <h2 id="shop-by-category">Shop by category</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <a href={localizePath(`/browse${category.url.replace(/\/$/, '')}`, market.code)}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
