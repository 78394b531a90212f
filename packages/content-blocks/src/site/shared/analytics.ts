import { navigationElement } from '@wardrobe/domain-rules';

/**
 * The frame's analytics events (spec 002 §7), in the shape of the storefront's data layer
 * (`apps/storefront/lib/analytics/data-layer.ts`): one object per event, pushed to `window.dataLayer`, which
 * is the tag manager's convention, so the blocks need no callback from their host.
 */
export type NavigationAnalyticsEvent =
  | { event: 'navigation_click'; navigation_element: string }
  | { event: 'menu_item'; navigation_element: string; timestamp: number };

type Layer = { push: (entry: unknown) => unknown };

/** Pushes one event to `window.dataLayer`, creating it if missing; does nothing on the server. */
export function pushNavigationEvent(event: NavigationAnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer?: Layer };
  w.dataLayer ??= [] as unknown as Layer;
  w.dataLayer.push(event);
}

/**
 * Spec 002 §7 `navigation_click`: 'top title > group title > link title' for a group's link, 'title > Image > text'
 * for a jump-off, and (reading) just the top title for a top-level link. Built by domain-rules `navigationElement`.
 */
export function navigationClick(...titles: readonly string[]): NavigationAnalyticsEvent {
  return { event: 'navigation_click', navigation_element: navigationElement(...titles) };
}

/**
 * Spec 002 §7 `menu_item` "with navigation_element and a timestamp". `navigation_element` is the trail of titles
 * ('Womens > Clothing > Dresses'); `timestamp` is epoch milliseconds (`Date.now()`). Readings: the desktop menu
 * pushes it when a top item's panel opens (its title), the mobile menus when a link is chosen (its trail).
 */
export function menuItem(titles: readonly string[], now: number = Date.now()): NavigationAnalyticsEvent {
  return { event: 'menu_item', navigation_element: navigationElement(...titles), timestamp: now };
}
