import type { Variant } from '@wardrobe/commerce-sdk';
import {
  alternateLinks,
  type CatalogueProduct,
  canonicalUrl,
  isInStock,
  localizePath,
  MARKETS,
  type Market,
  selectDefaultVariant,
} from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
// Types only: the sandbox that lib/product.ts loads stays out of this module.
import type { ProductPageData } from './product';
import { productPath } from './product-path';
import { purchaseProduct, purchaseVariants, shownPrice } from './product-view';
import { ROUTES, type RouteKey } from './routes';

/** The setting that names the public site origin (absolute links: canonical, alternates, sitemap, JSON-LD). */
export const SITE_ORIGIN_ENV = 'WARDROBE_SITE_ORIGIN';
export const DEFAULT_SITE_ORIGIN = 'https://www.wardrobe.shop';

let warned = false;

/**
 * The public origin (`https://www.wardrobe.shop`), from `WARDROBE_SITE_ORIGIN`, read when a page renders (never
 * baked into the build). Never from the request's Host: cached pages must not depend on who asked first, and a
 * forged Host must not reach a canonical link. Reading: only scheme, host and port are kept; a value that is not
 * an http(s) URL is logged once and the default is used (a bad setting must not make every page a 500).
 */
export function siteOrigin(value: string | undefined = process.env[SITE_ORIGIN_ENV]): string {
  if (!value?.trim()) return DEFAULT_SITE_ORIGIN;
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // Falls through to the default below.
  }
  if (!warned) {
    warned = true;
    console.error(
      JSON.stringify({ level: 'error', event: 'site-origin-invalid', setting: SITE_ORIGIN_ENV, value }),
    );
  }
  return DEFAULT_SITE_ORIGIN;
}

/**
 * An absolute URL on the site for a public path (`/eu/bag`). A home path is the bare origin (`/` → origin), as
 * the alternate links spell it (spec 001 §2: home maps to an empty path); absolute URLs pass unchanged.
 */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const url = canonicalUrl(origin, path);
  return url.endsWith('/') && path === '/' ? url.slice(0, -1) : url;
}

/**
 * A page's canonical and alternate-language links (spec 001 §2), as Next's Metadata `alternates`, for the path in
 * the market (`/bag`, `/p/1/x/White`; the market prefix is added here). `routeKey` gives the page type (ROUTES
 * names); pages without a route name (checkout, content pages) pass none and get the links of an ordinary page.
 * Category listings, and search with a query, get no alternates; every page keeps its canonical link (reading:
 * the spec takes only the alternates away), which never carries the query.
 */
export function seoAlternates(
  market: Pick<Market, 'code'>,
  inMarketPath: string,
  routeKey?: RouteKey,
  hasQuery = false,
  origin = siteOrigin(),
): NonNullable<Metadata['alternates']> {
  const pathname = localizePath(inMarketPath, market.code);
  // The page type is the route name without its market suffix (spec 000 §2), i.e. the ROUTES name.
  const pageType = routeKey ? ROUTES[routeKey].name : '';
  const links = alternateLinks({ origin, pathname, pageType, hasQuery });
  return {
    canonical: absoluteUrl(origin, pathname),
    ...(links.length > 0
      ? { languages: Object.fromEntries(links.map(({ hreflang, href }) => [hreflang, href])) }
      : {}),
  };
}

/** `{ alternates }` for a page's `generateMetadata`, to spread beside its title. */
export function pageMetadata(
  market: Pick<Market, 'code'>,
  inMarketPath: string,
  routeKey?: RouteKey,
  hasQuery = false,
): Pick<Metadata, 'alternates'> {
  return { alternates: seoAlternates(market, inMarketPath, routeKey, hasQuery) };
}

/** Whether a page's `searchParams` carry any query (the search page's alternates depend on it). */
export function hasQueryString(params: Record<string, string | string[] | undefined>): boolean {
  return Object.values(params).some((value) => value !== undefined);
}

/**
 * JSON for a `<script type="application/ld+json">`: every `<` written as `\u003c`, so no text in the data
 * (a product description, a category name) can close the script or open a comment. Still valid JSON.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  sku: string;
  /** Picture paths or URLs; relative paths are made absolute on the site origin. */
  images: readonly string[];
  /** The page's public path (`/eu/p/101/pleated-shirt-dress-300101/White`). */
  path: string;
  price: number;
  currency: string;
  inStock: boolean;
}

/** schema.org `Product` with one `Offer`, for a product page. Reading: the brand is always 'Wardrobe'. */
export function productJsonLd(input: ProductJsonLdInput, origin = siteOrigin()) {
  const url = absoluteUrl(origin, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.images.length > 0 ? { image: input.images.map((src) => absoluteUrl(origin, src)) } : {}),
    // The catalogue's description may hold markup; search engines want plain text.
    description: plainText(input.description),
    sku: input.sku,
    brand: { '@type': 'Brand', name: 'Wardrobe' },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/**
 * The `Product` data of a product page in a colour: the price the page opens on (its opening variant's, as the
 * page shows it), in stock when any size of the colour is. Reading: a cached page's stock may be a minute old,
 * as its HTML is.
 */
export function productPageJsonLd(
  market: Pick<Market, 'code' | 'currency'>,
  data: Pick<ProductPageData, 'product' | 'variants' | 'colour' | 'media'>,
  origin = siteOrigin(),
) {
  const { product, variants } = data;
  // As lib/product.ts `openingVariant`: the default variant when it is this colour's, else the colour's first.
  const opening =
    (selectDefaultVariant({ ...product, variants } as CatalogueProduct) as Variant | undefined) ??
    variants[0];
  const price = shownPrice(
    opening ? purchaseVariants([opening])[0] : undefined,
    purchaseProduct(product, variants),
  );
  const inStock = variants.some(
    (variant) => !variant.purchasing_disabled && isInStock(product as CatalogueProduct, variant),
  );
  const pictures = data.media.filter((m) => m.type === 'img').map((m) => m.src);
  return productJsonLd(
    {
      name: product.name,
      description: product.description,
      sku: product.sku,
      images: pictures.length > 0 ? pictures : opening?.image_url ? [opening.image_url] : [],
      path: productPath(market, product, data.colour),
      price: price.amount,
      currency: market.currency,
      inStock,
    },
    origin,
  );
}

/** schema.org `BreadcrumbList` from a listing's breadcrumbs (`{ label, link }`, links already in the market). */
export function breadcrumbListJsonLd(
  crumbs: readonly { label: string; link: string }[],
  origin = siteOrigin(),
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.link),
    })),
  };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Spec 001 §2 route table: the content pages every market has (the catch-all content page serves them), listed
 * in the sitemap as fixed paths. `/other-stuff` is the error pages' 'OTHER STUFF' button.
 */
export const CONTENT_PAGE_PATHS = ['/cookies', '/shop-finder', '/size-guide', '/other-stuff'] as const;

/**
 * robots.txt (spec: allow everything but the API, the bag, checkout and the account, in every market; and the
 * sandbox's own pages). Reading:
 * `/checkout` also covers `/checkout-identity` (robots rules are prefixes), which is meant: both are steps of
 * checkout.
 */
export function robotsDisallow(): string[] {
  // `/sandbox`: the sandbox's pages for people trying the shop (its outbox), never for search engines.
  const privatePaths = ['/checkout', '/bag', '/my-account', '/sandbox'];
  return ['/api/', ...MARKETS.flatMap((market) => privatePaths.map((path) => `${market.prefix}${path}`))];
}

/** A category tree node as the sitemap needs it (the commerce answer's shape). */
export interface SitemapCategory {
  url: string;
  children: readonly SitemapCategory[];
}

/** A product as the sitemap needs it: its page in each of its colours. */
export interface SitemapProduct {
  id: number;
  url: string;
  colours: readonly string[];
}

/**
 * Every public path of a market for the sitemap, in the market: home, the content pages, every category (all
 * levels, `/browse/womens/dresses`) and every product in each of its colours (`/p/:id/:slug/:color`: a colour is
 * its own page; the colour-less path only redirects). Search, bag, checkout and account pages are left out.
 */
export function sitemapPaths(
  market: Pick<Market, 'code'>,
  categories: readonly SitemapCategory[],
  products: readonly SitemapProduct[],
  productPath: (product: SitemapProduct, colour: string) => string,
): string[] {
  const paths = ['/', ...CONTENT_PAGE_PATHS].map((path) => localizePath(path, market.code));
  const walk = (nodes: readonly SitemapCategory[]) => {
    for (const node of nodes) {
      paths.push(localizePath(`/browse${node.url.replace(/\/$/, '')}`, market.code));
      walk(node.children);
    }
  };
  walk(categories);
  for (const product of products) {
    for (const colour of product.colours) paths.push(productPath(product, colour));
  }
  return [...new Set(paths)];
}
