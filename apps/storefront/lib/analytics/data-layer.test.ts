import { afterEach, describe, expect, it } from 'vitest';
import { routeName } from '../routes';
import { ecommerceEvent, pageViewEvent, pushEvent } from './data-layer';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('analytics data layer', () => {
  it('prices ecommerce events in the tracking currency of the locale, with their value', () => {
    const items = [
      { item_id: '7', item_name: 'Linen Shirt', price: 19.99, quantity: 2 },
      { item_id: '8', item_name: 'Mug', price: 5.01 },
    ];
    expect(ecommerceEvent('add_to_cart', 'eu', items).ecommerce).toMatchObject({
      currency: 'EUR',
      value: 44.99,
    });
    expect(ecommerceEvent('select_item', 'us', items).ecommerce.currency).toBe('USD');
    expect(ecommerceEvent('plp_quickadd_click', 'en', items, 'Category: Womens').ecommerce).toMatchObject({
      currency: 'GBP',
      item_list_name: 'Category: Womens',
    });
  });

  it('names the page type from the route name without its market suffix', () => {
    const event = pageViewEvent(
      { name: routeName('category', 'eu'), siteSection: 'Browse' },
      'eu',
      '/eu/browse/womens',
    );
    expect(event).toEqual({
      event: 'page_view',
      page_type: 'Category Listing Page',
      site_section: 'Browse',
      currency: 'EUR',
      page_path: '/eu/browse/womens',
    });
  });

  it('pushes to window.dataLayer, clearing the previous ecommerce object first', () => {
    const w: { dataLayer?: unknown[] } = {};
    Object.assign(globalThis, { window: w });
    pushEvent(ecommerceEvent('view_cart', 'en', []));
    expect(w.dataLayer).toEqual([{ ecommerce: null }, expect.objectContaining({ event: 'view_cart' })]);
  });
});
