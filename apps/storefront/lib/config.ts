/**
 * Storefront settings. Spec 001 §9: "The locale decides whether the promotions engine is enabled (enabled if
 * its list contains the locale code)". Reading: the sandbox runs the engine for all three markets.
 */
export const PROMOTIONS_LOCALES: readonly string[] = ['en', 'eu', 'us'];
