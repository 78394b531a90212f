import type { CommerceProvider, ContentDelivery } from '@wardrobe/commerce-sdk';
import {
  colorFromParam,
  isMyAccountPage,
  legacyRedirect,
  marketFromPath,
  PRODUCT_OPTION_NAMES,
  stripMarketPrefix,
} from '@wardrobe/domain-rules';
import { COLLECTIONS } from '../search/service';
import { notFound, type SandboxDb } from './context';

/** Spec 001 §8: "missing page gives 404 'This page could not be found'". */
export const PAGE_NOT_FOUND = 'This page could not be found';

/**
 * Spec 001 §2 route table: the paths with no parameter (each in all three markets). `/browse` is linked by the
 * spec (the sign-up panel's optional button) though the table lists it only with a category.
 */
const FIXED_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/bag',
  '/checkout-identity',
  '/cookies',
  '/create-account',
  '/login',
  '/forgot-password',
  '/updatePassword',
  '/search',
  '/shop-finder',
  '/size-guide',
  '/order-confirmation',
  '/my-account',
  '/browse',
  // The sandbox's outbox page (contracts/sandbox-seams.md); the storefront's proxy does not ask for it.
  '/sandbox/outbox',
]);

/** Spec 001 §2: the category listing takes up to five slugs. */
const MAX_CATEGORY_DEPTH = 5;

/**
 * The path's segments without market prefix, query, fragment or trailing slash, each URL-decoded; `undefined`
 * for a path no route can match (an empty segment as in `//x`, a malformed escape).
 */
function pathSegments(candidate: string): { path: string; segments: string[] } | undefined {
  const raw = candidate.replace(/[?#].*$/s, '');
  const stripped = stripMarketPrefix(raw);
  const path = stripped.length > 1 ? stripped.replace(/\/$/, '') : stripped;
  if (path === '/') return { path, segments: [] };
  const parts = path.slice(1).split('/');
  try {
    const segments = parts.map((part) => decodeURIComponent(part));
    if (segments.some((s) => s === '' || s.includes('/'))) return undefined;
    return { path, segments };
  } catch {
    return undefined;
  }
}

/**
 * Spec 001 §7 page-exists check: which candidate paths the storefront serves. Reading, on spec 001 §2's route
 * table (market prefixes `/eu`, `/us` allowed; query and fragment ignored; a trailing slash ignored; paths are
 * case-sensitive as routes are):
 * - the fixed routes, `/my-account/{page}` (the account pages of domain-rules `MY_ACCOUNT_PAGES`) and `/amplience-visualization/{domain}/{contentId}` exist;
 * - the legacy paths exist (they redirect: domain-rules `legacyRedirect`);
 * - `/browse/{slug…}` (1 to 5 slugs) exists when a visible category has that url;
 * - `/p/{id}/{slug}/{colour}` exists when the product is visible and, if it has colours, the colour is one of
 *   them (spec 000 §8 product page: 404 for an absent product and for an unmatched colour); the slug is free;
 * - any other path exists when it is a visible category's or product's own url (`/womens`, BigCommerce urls);
 * - `/browse/collection/{id}` exists for the search service's collections (`sale`, `new-in`: search/service.ts);
 * - any other path exists when the content service has a content page at its key in the path's market
 *   (`/eu/cookies` → `eu/cookies`, spec 001 §2 "Catch-all static content page"); a content service that fails is
 *   read as "no page" (logged), so a content outage answers 404 for content pages, never a 500 for the shop.
 */
export const CONTENT_PAGE_SCHEMA = 'https://schema.wardrobe.shop/pages/content-page';

export function pageOperations(db: SandboxDb, content?: ContentDelivery): CommerceProvider {
  async function contentPageExists(candidate: string, segments: string[]): Promise<boolean> {
    if (!content) return false;
    const key = `${marketFromPath(candidate).contentPrefix}${segments.join('/')}`;
    try {
      const entry = await content.getByKey(key);
      return entry?._meta.schema === CONTENT_PAGE_SCHEMA;
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', event: 'page-exists-content-failed', key, message: String(error) }),
      );
      return false;
    }
  }

  async function categoryExists(url: string): Promise<boolean> {
    const row = await db
      .selectFrom('categories')
      .select('id')
      .where('url', '=', url)
      .where('is_visible', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function productUrlExists(url: string): Promise<boolean> {
    const row = await db
      .selectFrom('products')
      .select('id')
      .where('url', '=', url)
      .where('is_visible', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function productPageExists(idParam: string, colourParam: string): Promise<boolean> {
    if (!/^[1-9]\d{0,9}$/.test(idParam)) return false;
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('id', '=', Number(idParam))
      .where('is_visible', '=', true)
      .executeTakeFirst();
    if (!product) return false;
    const colours = await db
      .selectFrom('product_option_values as v')
      .innerJoin('product_options as o', 'o.id', 'v.option_id')
      .select('v.label')
      .where('o.product_id', '=', product.id)
      .where('o.display_name', '=', PRODUCT_OPTION_NAMES.colour)
      .execute();
    if (colours.length === 0) return true;
    const wanted = colorFromParam(colourParam).toLowerCase();
    return colours.some((c) => c.label.toLowerCase() === wanted);
  }

  async function exists(candidate: string): Promise<boolean> {
    const parsed = pathSegments(candidate);
    if (!parsed) return false;
    const { path, segments } = parsed;
    if (FIXED_ROUTES.has(path)) return true;
    if (legacyRedirect(candidate.replace(/[?#].*$/s, '')) !== undefined) return true;
    const [first, ...rest] = segments;
    if (first === 'my-account' && rest.length === 1) return isMyAccountPage(rest[0] as string);
    if (first === 'amplience-visualization' && rest.length === 2) return true;
    if (first === 'browse') {
      if (rest[0] === 'collection' && rest.length === 2)
        return (COLLECTIONS as readonly string[]).includes(rest[1] as string);
      if (rest.length > MAX_CATEGORY_DEPTH) return false;
      return categoryExists(`/${rest.join('/')}/`);
    }
    if (first === 'p') {
      const [id, slug, colour] = rest;
      if (rest.length !== 3 || id === undefined || slug === undefined || colour === undefined) return false;
      return productPageExists(id, colour);
    }
    const own = `/${segments.join('/')}/`;
    return (
      (await categoryExists(own)) ||
      (await productUrlExists(own)) ||
      (await contentPageExists(candidate, segments))
    );
  }

  return {
    async pageExists(_ctx, { path }) {
      if (!(await exists(path))) throw notFound(PAGE_NOT_FOUND);
      return { exists: true };
    },
  };
}
