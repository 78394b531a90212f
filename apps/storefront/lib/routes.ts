/**
 * Route names and meta for page-view tracking (spec 000 §2: "Page type is the route name minus its last 5
 * characters. Site section comes from route meta"). Names carry a five-character market suffix, `___en`.
 */
export const ROUTES = {
  home: { name: 'Home', siteSection: 'Home' },
  category: { name: 'Category Listing Page', siteSection: 'Browse' },
  collection: { name: 'Collection', siteSection: 'Browse' },
  search: { name: 'Search', siteSection: 'Search' },
  product: { name: 'Product', siteSection: 'Product' },
  bag: { name: 'Bag', siteSection: 'Bag' },
  checkoutIdentity: { name: 'Checkout Identity', siteSection: 'Checkout' },
  // Spec 001 §7: the analytics area grouping of the confirmation.
  orderConfirmation: { name: 'Order Confirmation', siteSection: 'Checkout > Order Confirmation' },
  // Spec 001 §2 "Catch-all static content page", "Shop finder" (readings: their names as the route table says them).
  contentPage: { name: 'Content Page', siteSection: 'Content' },
  shopFinder: { name: 'Shop Finder', siteSection: 'Shop Finder' },
  // Spec 001 §2 "Forgot password", "Change password" (readings: names as the route table says them; the account
  // area's grouping, spec 001 §7 'My Account').
  forgotPassword: { name: 'Forgot Password', siteSection: 'My Account' },
  updatePassword: { name: 'Change Password', siteSection: 'My Account' },
  // Spec 001 §7 "Analytics area groupings: … 'My Account'": sign-in and the account pages are that area.
  login: { name: 'Login', siteSection: 'My Account' },
  createAccount: { name: 'Create Account', siteSection: 'My Account' },
  myAccount: { name: 'My Account', siteSection: 'My Account' },
  // Spec 002 §2: content-preview routes are those whose name starts with 'amplience-visualization'.
  contentPreview: { name: 'amplience-visualization-domain-contentId', siteSection: 'Content' },
} as const;

export type RouteKey = keyof typeof ROUTES;

/** `Search` in the eu market → `Search___eu`. */
export function routeName(key: RouteKey, marketCode: string) {
  return `${ROUTES[key].name}___${marketCode.padEnd(2, '_').slice(0, 2)}`;
}
