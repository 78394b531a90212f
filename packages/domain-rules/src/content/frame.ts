/**
 * The site frame's constants (spec 002 §2, §9; spec 001 §9): menus, benefit bar, footer logos. The blocks in
 * `@wardrobe/content-blocks` read them from here so the numbers live once.
 */

/** Spec 001 §9, spec 002 §9: below this width the shop shows its mobile frame (px). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Spec 002 §9 "Mega menu grid: 4 columns, max width 1380px". */
export const MEGA_MENU_MAX_COLUMNS = 4;
export const MEGA_MENU_MAX_WIDTH_PX = 1380;

/** Spec 002 §9 "Mobile menu panel: max width 500px, 90% on the first variant". */
export const MOBILE_MENU_MAX_WIDTH_PX = 500;
export const MOBILE_MENU_WIDTH_PERCENT = 90;

/** Spec 002 §4, §9: after closing, the mobile menu goes back to its first layer after 500 ms. */
export const MOBILE_MENU_RESET_MS = 500;

/** Spec 002 §9, spec 001 §9: the benefit bar shows each message for 3.5 s with a 0.75 s transition. */
export const BENEFIT_BAR_ROTATION_MS = 3500;
export const BENEFIT_BAR_TRANSITION_MS = 750;

/** Spec 002 §2: the fixed link of both mobile menus. */
export const SHOP_FINDER_LINK = { text: 'Shop Finder', path: '/shop-finder' } as const;

/**
 * Spec 002 §2: the footer's social links, five networks, each opening in a new tab. Reading: the spec names the
 * networks, not the profiles; these are the brand's handles on each.
 */
export const FOOTER_SOCIAL_NETWORKS = [
  { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/wardrobe' },
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/wardrobe' },
  { network: 'pinterest', name: 'Pinterest', href: 'https://www.pinterest.com/wardrobe' },
  { network: 'x', name: 'X', href: 'https://x.com/wardrobe' },
  { network: 'tiktok', name: 'TikTok', href: 'https://www.tiktok.com/@wardrobe' },
] as const;

/** Spec 002 §9 "Payment logos", in the spec's order, with the names a screen reader says. */
export const PAYMENT_LOGOS = [
  { id: 'apple-pay', name: 'Apple Pay' },
  { id: 'google-pay', name: 'Google Pay' },
  { id: 'amex', name: 'American Express' },
  { id: 'paypal', name: 'PayPal' },
  { id: 'visa', name: 'Visa' },
  { id: 'maestro', name: 'Maestro' },
  { id: 'mastercard', name: 'Mastercard' },
  { id: 'klarna', name: 'Klarna' },
] as const;

/** The site entries whose server failure fails the whole page (spec 001 §8). */
export const PAGE_CRITICAL_SITE_ENTRIES = ['desktop-navigation', 'mobile-navigation'] as const;

/**
 * Spec 001 §8: "a 500 on desktop or mobile navigation triggers the error page; footer and locale image failures
 * give empty content". Reading: any 5xx counts as "a 500" (a shop without its menus cannot be used), a 404 is
 * empty content for every entry, and every other site entry (benefit bar, countdown, header) fails empty too.
 */
export function siteContentFailure(key: string, status: number): 'error-page' | 'empty' {
  const critical = (PAGE_CRITICAL_SITE_ENTRIES as readonly string[]).includes(key);
  return critical && status >= 500 ? 'error-page' : 'empty';
}

/** Spec 002 §3, §4: the mobile menu's depth layers 1-3 (its items nest three levels at most). */
export const MOBILE_MENU_LEVELS = 3;
