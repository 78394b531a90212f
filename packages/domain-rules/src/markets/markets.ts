/** Spec 001 §2–3, §9: the three markets of the shop. Order fixed by the contract: en, eu, us. */
export type MarketCode = 'en' | 'eu' | 'us';
export type CurrencyCode = 'GBP' | 'EUR' | 'USD';

export interface Market {
  code: MarketCode;
  iso: 'en' | 'en-eu' | 'en-us';
  market: 'UK' | 'EU' | 'US';
  currency: CurrencyCode;
  /** Path prefix: none for the UK. */
  prefix: '' | '/eu' | '/us';
  /** Content delivery key prefix. */
  contentPrefix: 'uk/' | 'eu/' | 'us/';
  searchIndex: 'uk' | 'eu' | 'us';
  /** Commerce channel id (sandbox ids 1, 2, 3; the spec's default channel is 1). */
  channelId: number;
}

// A literal, not `Object.freeze(...)`: a top-level call would keep every importer from tree-shaking this module.
export const MARKETS: readonly Market[] = [
  {
    code: 'en',
    iso: 'en',
    market: 'UK',
    currency: 'GBP',
    prefix: '',
    contentPrefix: 'uk/',
    searchIndex: 'uk',
    channelId: 1,
  },
  {
    code: 'eu',
    iso: 'en-eu',
    market: 'EU',
    currency: 'EUR',
    prefix: '/eu',
    contentPrefix: 'eu/',
    searchIndex: 'eu',
    channelId: 2,
  },
  {
    code: 'us',
    iso: 'en-us',
    market: 'US',
    currency: 'USD',
    prefix: '/us',
    contentPrefix: 'us/',
    searchIndex: 'us',
    channelId: 3,
  },
];

export function marketByCode(code: string): Market | undefined {
  return MARKETS.find((m) => m.code === code);
}

/** The market whose prefix starts the path as a whole segment (`/eu`, `/eu/bag`; not `/europe`); the UK otherwise. */
export function marketFromPath(pathname: string): Market {
  return MARKETS.find((m) => m.prefix !== '' && hasPrefix(pathname, m.prefix)) ?? (MARKETS[0] as Market);
}

/** `/us/bag` → `/bag`, `/us` → `/`; paths of the UK market are returned unchanged. */
export function stripMarketPrefix(pathname: string): string {
  const { prefix } = marketFromPath(pathname);
  if (prefix === '') return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/** `localizePath('/bag', 'eu') === '/eu/bag'`, `localizePath('/', 'us') === '/us'`; en unchanged. */
export function localizePath(path: string, code: MarketCode): string {
  const prefix = marketByCode(code)?.prefix ?? '';
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Spec 001 §2 "A route guard": where the login route keeps the page asked for. */
export const SIGN_IN_TARGET_PARAM = 'redirect';

/**
 * The market's login route with the page to go back to: `signInPath('/eu/my-account', 'eu')` is
 * `/eu/login?redirect=%2Feu%2Fmy-account`. The target is checked again where it is followed (internal only).
 */
export function signInPath(target: string, code: MarketCode): string {
  return `${localizePath('/login', code)}?${SIGN_IN_TARGET_PARAM}=${encodeURIComponent(target)}`;
}

function hasPrefix(pathname: string, prefix: string): boolean {
  if (!pathname.startsWith(prefix)) return false;
  const next = pathname.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}
