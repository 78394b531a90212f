import { pageTypeFromRouteName, roundPrice, trackingCurrency } from '@wardrobe/domain-rules';

/**
 * The analytics data layer (spec 000 §7, spec 002 "Tracking pushes to a data layer"): a typed event per spec
 * event name, pushed to `window.dataLayer` with the market's tracking currency (spec 000 §9).
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string | undefined;
  item_colour?: string | undefined;
  item_size?: string | undefined;
  item_list_name?: string | undefined;
  index?: number | undefined;
  price: number;
  quantity?: number | undefined;
}

interface Ecommerce {
  currency: string;
  value?: number;
  item_list_name?: string;
  items: AnalyticsItem[];
}

export type AnalyticsEvent =
  | { event: 'page_view'; page_type: string; site_section: string; currency: string; page_path: string }
  | { event: 'select_item'; ecommerce: Ecommerce }
  | { event: 'add_to_cart'; ecommerce: Ecommerce }
  | { event: 'plp_quickadd_click'; ecommerce: Ecommerce }
  | { event: 'view_item'; ecommerce: Ecommerce }
  | { event: 'view_cart'; ecommerce: Ecommerce }
  | { event: 'remove_from_cart'; ecommerce: Ecommerce }
  | { event: 'purchase'; ecommerce: Ecommerce; transaction_id?: string }
  // Spec 001 §7 "Analytics pushes: … login, sign_up". Reading: GA4's recommended events with their `method`.
  | { event: 'login' | 'sign_up'; method: 'email' }
  // Spec 001 §7: the locale overlay's choice. Reading (the spec names no fields): the chosen site's name, its
  // locale code (`de`/`fr` for the external sites) and currency, and the market the shopper was on.
  | {
      event: 'country_selector';
      selected_country: string;
      selected_locale: string;
      currency: string;
      from_locale: string;
    };

type Layer = { push: (entry: unknown) => unknown };

function layer(): Layer | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { dataLayer?: Layer };
  w.dataLayer ??= [] as unknown as Layer;
  return w.dataLayer;
}

/** Pushes one event; ecommerce events clear the previous ecommerce object first, as GA4 data layers expect. */
export function pushEvent(event: AnalyticsEvent) {
  const dataLayer = layer();
  if (!dataLayer) return;
  if ('ecommerce' in event) dataLayer.push({ ecommerce: null });
  dataLayer.push(event);
}

/** An ecommerce event for items in the market's tracking currency; value is the sum of price × quantity. */
export function ecommerceEvent<E extends Exclude<AnalyticsEvent['event'], 'page_view' | 'country_selector'>>(
  event: E,
  localeCode: string,
  items: AnalyticsItem[],
  listName?: string,
): Extract<AnalyticsEvent, { event: E }> {
  const value = roundPrice(items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0));
  return {
    event,
    ecommerce: {
      currency: trackingCurrency(localeCode),
      value,
      ...(listName ? { item_list_name: listName } : {}),
      items,
    },
  } as Extract<AnalyticsEvent, { event: E }>;
}

/** Spec 000 §2 "Page-view tracking": page type from the route name, site section from the route's meta. */
export function pageViewEvent(
  route: { name: string; siteSection: string },
  localeCode: string,
  pagePath: string,
): AnalyticsEvent {
  return {
    event: 'page_view',
    page_type: pageTypeFromRouteName(route.name),
    site_section: route.siteSection,
    currency: trackingCurrency(localeCode),
    page_path: pagePath,
  };
}
