import { getSandbox } from '@wardrobe/commerce-sandbox';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import { cardImageUrl, formatPrice, IMAGE_WIDTHS, marketByCode } from '@wardrobe/domain-rules';

// Per request, as the storefront's listing: the build never opens the database.
export const dynamic = 'force-dynamic';

const market = marketByCode('en');
// As the design system's ProductCard (components/ProductCard/cardImage.ts) in the storefront's grid: the first
// row (two cards on a phone) eager with high priority, the rest lazy; a 4x5 box of the 580 px rendition; the
// media hub widths; half the viewport on phones, a quarter from 768 px. Keep in step when the card changes.
const EAGER_CARDS = 2;
const BOX = { width: 580, height: 725 };
const SIZES = '(min-width: 768px) 25vw, 50vw';

/** The content host's query options for one rendition, as the design system's `withImageQuery`. */
function withImageQuery(url, width) {
  const [path, query = ''] = url.split('?');
  const kept = query.split('&').filter((pair) => pair !== '' && !/^(fmt|qlt|w)(=|$)/.test(pair));
  return `${path}?${[...kept, 'fmt=auto', 'qlt=default', `w=${width}`].join('&')}`;
}

/**
 * The card picture as the storefront builds it: the base variant's picture at `w=992` (lib/listing.ts), `src`
 * rewritten to 580 by domain-rules `cardImageUrl`, a `srcset` at IMAGE_WIDTHS.mediaHub. Only the primary picture:
 * the storefront's second view (shown on hover) is part of what the storefront is measured for.
 */
function cardPicture(product) {
  const base = product.variants.find((v) => v.id === product.base_variant_id) ?? product.variants[0];
  const picture = base?.image_url || product.primary_image?.url_standard || '/images/404.jpg';
  const src = cardImageUrl(`${picture}?w=992`);
  return { src, srcSet: IMAGE_WIDTHS.mediaHub.map((w) => `${withImageQuery(src, w)} ${w}w`).join(', ') };
}

/**
 * Data as the storefront gets it: the sandbox's commerce provider through the SDK middleware in-process
 * (`createServerCaller`, as lib/commerce.ts), Womens looked up in the category tree, the first 48 products.
 */
async function womensFirstPage() {
  const sandbox = await getSandbox();
  const commerce = createServerCaller({
    providers: { bigcommerce: sandbox.commerce },
    channelId: market.channelId,
  });
  const tree = await commerce.getCategoryTree();
  const womens = tree.data.find((category) => category.url === '/womens/');
  if (!womens) throw new Error("No category with url '/womens/' in the sandbox");
  const page = await commerce.getProductsWithFilter({
    categoryId: womens.id,
    page: 1,
    itemsPerPage: 48,
    currencyCode: market.currency,
  });
  return { category: womens, products: page.data };
}

export default async function ListingPage() {
  const { category, products } = await womensFirstPage();
  return (
    <main>
      <h1>{category.name}</h1>
      <ul className="grid">
        {products.map((product, index) => {
          const { src, srcSet } = cardPicture(product);
          const eager = index < EAGER_CARDS;
          return (
            <li key={product.id} className="card">
              <a href={`/p/${product.id}${product.url}`}>
                {/* biome-ignore lint/performance/noImgElement: the reference measures a plain <img>, as the design system's ProductCard renders. */}
                <img
                  alt={product.name}
                  loading={eager ? 'eager' : 'lazy'}
                  decoding={eager ? undefined : 'async'}
                  fetchPriority={eager ? 'high' : undefined}
                  width={BOX.width}
                  height={BOX.height}
                  sizes={SIZES}
                  srcSet={srcSet}
                  src={src}
                />
                <p>{product.name}</p>
                <p className="price">{formatPrice(product.calculated_price, market.currency)}</p>
              </a>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
