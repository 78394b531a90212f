import { localizePath, type MarketCode, marketFromPath, stripMarketPrefix } from './markets';

/** Spec 001 §3: route names carry the market as a 5-character suffix (`Product___en` → `Product`). */
export function pageTypeFromRouteName(name: string): string {
  return name.slice(0, Math.max(0, name.length - 5));
}

/**
 * Spec 001 §2 `/my-account/:pageName?`: the account pages, by the names the legacy paths lead to (`MyProfile` →
 * `my-profile`, …) and their titles as the spec names them ('My Account', 'My Details', 'Saved Addresses',
 * 'Orders and Returns', marketing preferences; 'Your Good Stuff' after the content key). Reading: the marketing
 * preferences have no legacy path, so their name is ours. Any other name is not a page.
 */
export const MY_ACCOUNT_PAGES = [
  { name: 'my-profile', title: 'My Details' },
  { name: 'saved-addresses', title: 'Saved Addresses' },
  { name: 'order-history', title: 'Orders and Returns' },
  { name: 'marketing-preferences', title: 'Marketing Preferences' },
  { name: 'your-good-stuff', title: 'Your Good Stuff' },
] as const;
export type MyAccountPageName = (typeof MY_ACCOUNT_PAGES)[number]['name'];

export function isMyAccountPage(name: string): name is MyAccountPageName {
  return MY_ACCOUNT_PAGES.some((page) => page.name === name);
}

/**
 * Spec 001 §3: legacy paths and the current path each one moved to. Case-sensitive (`/bag` is already current).
 * `/Category`, `/Collection`, `/ContentPage` and `/Product` need an id and are not here.
 */
const LEGACY_PATHS: Readonly<Record<string, string>> = {
  '/Bag': '/bag',
  '/Login': '/login',
  '/LoginV2': '/login',
  '/CreateAccount': '/create-account',
  '/CreateAccountV2': '/create-account',
  '/ForgotPassword/ForgotPassword': '/forgot-password',
  '/ChangePassword': '/updatePassword',
  '/CheckoutIdentity': '/checkout-identity',
  '/Cookies': '/cookies',
  '/Home': '/',
  '/OrderConfirmation': '/order-confirmation',
  '/SearchResults': '/search',
  '/ShopFinder': '/shop-finder',
  '/SizeGuide': '/size-guide',
  '/MyAccountPage': '/my-account',
  '/MyAccount': '/my-account',
  '/MyAccountGoodStuff': '/my-account/your-good-stuff',
  '/MyAccount/YourGoodStuff': '/my-account/your-good-stuff',
  '/MyAccount/MyProfile': '/my-account/my-profile',
  '/MyAccount/OrderHistory': '/my-account/order-history',
  '/MyAccount/SavedAddresses': '/my-account/saved-addresses',
};

/**
 * The current path for a legacy path, keeping the market prefix (`/eu/Bag` → `/eu/bag`, `/eu/Home` → `/eu`);
 * `undefined` when the path is not a legacy one. Reading: the match is exact, so `/Bag/` (trailing slash) and
 * `/bag` are not legacy paths.
 */
export function legacyRedirect(pathname: string): string | undefined {
  const market = marketFromPath(pathname);
  const path = stripMarketPrefix(pathname);
  if (!Object.hasOwn(LEGACY_PATHS, path)) return undefined;
  return localizePath(LEGACY_PATHS[path] as string, market.code);
}

/**
 * Spec 001 §8: the router's redirect helper throws `ERR_REDIRECT` for external targets. Same-site means a path
 * starting with exactly one `/`. Also refused: `/\host` (browsers read the backslash as a slash) and any
 * control character or whitespace (browsers drop tabs and newlines, so `/\t/host` would become `//host`).
 */
export function assertInternalRedirect(target: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!/^\/(?![/\\])/.test(target) || /[\u0000-\u0020\u007f]/.test(target)) throw new Error('ERR_REDIRECT');
  return target;
}

/** Spec 001 §3: hreflang values in the order they are emitted, and the market whose path each one takes. */
const ALTERNATES: readonly { hreflang: string; code: MarketCode }[] = [
  { hreflang: 'x-default', code: 'en' },
  { hreflang: 'en-gb', code: 'en' },
  { hreflang: 'en', code: 'en' },
  { hreflang: 'en-us', code: 'us' },
  { hreflang: 'en-ie', code: 'eu' },
  { hreflang: 'en-de', code: 'eu' },
  { hreflang: 'en-fr', code: 'eu' },
];

export interface AlternateLink {
  hreflang: string;
  href: string;
}

export interface AlternateLinksInput {
  /** The site origin, e.g. `https://www.wardrobe.shop` (a trailing slash is ignored). */
  origin: string;
  /** The current path, with or without its market prefix. */
  pathname: string;
  /** The page type (route name without its market suffix), e.g. `Category Listing Page`, `Search`. */
  pageType: string;
  /** Whether the URL has a query string. */
  hasQuery: boolean;
}

/**
 * Spec 001 §3: alternate-language links. Category listing pages, and search pages with a query, get none. The
 * path is the market-less path; home (`/`, `/us/`, `/eu/`, `/us`, `/eu`) maps to an empty path, so the UK home
 * href is the bare origin and the US one `origin/us`.
 */
export function alternateLinks({
  origin,
  pathname,
  pageType,
  hasQuery,
}: AlternateLinksInput): AlternateLink[] {
  if (pageType === 'Category Listing Page' || (pageType === 'Search' && hasQuery)) return [];
  const base = trimTrailingSlash(origin);
  const stripped = stripMarketPrefix(pathname);
  const path = stripped === '/' || stripped === '' ? '' : stripped;
  return ALTERNATES.map(({ hreflang, code }) => {
    const localized = localizePath(path === '' ? '/' : path, code);
    return { hreflang, href: `${base}${localized === '/' ? '' : localized}` };
  });
}

/** Spec 001 §3: the canonical link is the site origin plus the path, without query or fragment. */
export function canonicalUrl(origin: string, pathname: string): string {
  return `${trimTrailingSlash(origin)}${pathname.replace(/[?#].*$/s, '')}`;
}

function trimTrailingSlash(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}
