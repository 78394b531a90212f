/**
 * Storefront settings. Spec 001 §9: "The locale decides whether the promotions engine is enabled (enabled if
 * its list contains the locale code)". Reading: the sandbox runs the engine for all three markets.
 */
export const PROMOTIONS_LOCALES: readonly string[] = ['en', 'eu', 'us'];

/** The promotions engine's store integration ids by currency (spec 000 §4; the sandbox's rules file names them). */
export const PROMOTIONS_STORES = { GBP: 'uk-store', EUR: 'eu-store', USD: 'us-store' } as const;

/** Spec 000 §4: the express wallet button is enabled by a configuration flag. */
export const EXPRESS_WALLET_ENABLED = process.env.NEXT_PUBLIC_EXPRESS_WALLET !== 'off';

/**
 * Spec 000 §3: the wishlist total adds fixed shipping costs. Reading: the spec gives no amounts; these are the
 * sandbox's standard delivery prices.
 */
export const WISHLIST_SHIPPING = { GBP: 3.95, EUR: 4.95, USD: 5.95 } as const;
