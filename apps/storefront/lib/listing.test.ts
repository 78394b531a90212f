import type { Product, PromoBadge } from '@wardrobe/commerce-sdk';
import { MARKETS, parseListingQuery, toggleFacetValue } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { cardBadges, cardFromProduct, productPath } from './listing';
import { listingHref } from './listing-href';

const [uk, eu] = MARKETS;
if (!uk || !eu) throw new Error('markets missing');

const variant = (id: number, colour: string, size: string) => ({
  id,
  product_id: 7,
  sku: `300007-${colour}-${size}`,
  price: 40,
  calculated_price: 40,
  sale_price: null,
  inventory_level: 5,
  purchasing_disabled: false,
  image_url: `/images/products/300007-${colour.replace(' ', '_')}-1.jpg`,
  option_values: [
    { id: 1, label: colour, option_id: 1, option_display_name: 'Color', is_default: false },
    { id: 2, label: size, option_id: 2, option_display_name: 'Size', is_default: false },
  ],
});

const product = (overrides: Partial<Product> = {}): Product =>
  ({
    id: 7,
    sku: '300007',
    name: 'Linen Shirt',
    type: 'physical',
    description: '',
    url: '/linen-shirt-300007/',
    categories: [1],
    price: 50,
    calculated_price: 35,
    sale_price: 35,
    currency_code: 'GBP',
    inventory_tracking: 'variant',
    inventory_level: 10,
    inventory_warning_level: 5,
    purchasing_disabled: false,
    is_visible: true,
    total_sold: 0,
    sort_order: 0,
    date_created: '2026-01-01T00:00:00.000Z',
    base_variant_id: 2,
    primary_image: null,
    images: [],
    variants: [variant(1, 'Light Blue', '10'), variant(2, 'Black', '10'), variant(3, 'Black', '12')],
    custom_fields: [],
    ...overrides,
  }) as Product;

describe('cardFromProduct', () => {
  it('shows the default variant colour, links to the product page in that colour, at the 992 source width', () => {
    const card = cardFromProduct(uk, product(), []);
    expect(card.colour).toBe('Black');
    expect(card.url).toBe('/p/7/linen-shirt-300007/Black');
    expect(card.image).toBe('/images/products/300007-Black-1.jpg?w=992');
    expect(card.secondaryImage).toBe('/images/products/300007-Black-2.jpg?w=992');
    expect(card.price).toBe(35);
    expect(card.originalPrice).toBe(50);
    expect(card.alternativeColours.map((c) => c.href)).toEqual([
      '/p/7/linen-shirt-300007/Light_Blue',
      '/p/7/linen-shirt-300007/Black',
    ]);
    expect(card.isQuickAddEnabled).toBe(true);
  });

  it('takes the colour chosen in the filters, in the market', () => {
    const card = cardFromProduct(eu, product(), [], ['light blue']);
    expect(card.colour).toBe('Light Blue');
    expect(card.url).toBe('/eu/p/7/linen-shirt-300007/Light_Blue');
    expect(card.currency).toBe('EUR');
  });

  it('flags the special product codes 100000 and 100001, and only them (spec 000 §9)', () => {
    expect(cardFromProduct(uk, product(), []).isSpecialProduct).toBe(false);
    expect(cardFromProduct(uk, product({ sku: '100000' }), []).isSpecialProduct).toBe(true);
    expect(cardFromProduct(uk, product({ sku: '100001-NAV' }), []).isSpecialProduct).toBe(true);
    expect(cardFromProduct(uk, product({ sku: '1000010' }), []).isSpecialProduct).toBe(true);
    expect(cardFromProduct(uk, product({ sku: '100002' }), []).isSpecialProduct).toBe(false);
  });

  it('gives gift cards and unsized products no quick add', () => {
    const gift = product({ custom_fields: [{ id: 1, name: 'gift_card', value: 'digital' }] });
    expect(cardFromProduct(uk, gift, []).isQuickAddEnabled).toBe(false);
    expect(cardFromProduct(uk, gift, []).isGiftorEGiftCard).toBe(true);
    const black = variant(1, 'Black', '10');
    const mug = product({ variants: [{ ...black, option_values: black.option_values.slice(0, 1) }] });
    expect(cardFromProduct(uk, mug, []).isQuickAddEnabled).toBe(false);
  });

  it('maps promo badges: was/now beside the price, a micro label as the badge, basket messages left out', () => {
    const badges: PromoBadge[] = [
      { typeId: 'microLabel', content: { text: 'Free gift over £75', colour: '#1A1A1A' } },
      { typeId: 'percentOffWasNowPrice', content: { percentage: 30, nowPrice: 24.5, colour: 'red' } },
      { typeId: 'microLabel', content: { text: 'New In', colour: '#1A1A1A' } },
    ] as PromoBadge[];
    const card = cardFromProduct(uk, product(), badges);
    expect(card.wasNowPriceBadge).toEqual({ nowPrice: 24.5, priceOffText: '30% off', colour: 'red' });
    expect(card.badge?.text).toBe('New In');
  });
});

describe('listing hrefs', () => {
  it('are canonical: names sorted, page dropped when a facet changes, list view kept in its place', () => {
    const q = parseListingQuery('page=3&sort=price-asc&filters%5BColor%5D=Black');
    const next = toggleFacetValue(q, 'Size', '12');
    expect(listingHref('/eu/browse/womens', next)).toBe(
      '/eu/browse/womens?filters%5BColor%5D=Black&filters%5BSize%5D=12&sort=price-asc',
    );
    expect(listingHref('/browse/womens', q, 'list')).toBe(
      '/browse/womens?filters%5BColor%5D=Black&page=3&sort=price-asc&view=list',
    );
    expect(listingHref('/browse/womens', parseListingQuery(''))).toBe('/browse/womens');
  });

  it('product paths strip the slug slashes and carry the market', () => {
    const us = MARKETS.find((m) => m.code === 'us');
    if (!us) throw new Error('no us market');
    expect(productPath(us, { id: 9, url: '/mug-1/' }, 'Dark Green')).toBe('/us/p/9/mug-1/Dark_Green');
  });
});

describe('cardBadges', () => {
  it('formats a money-off badge in the market’s currency to the penny, and a percent-off one as a percent', () => {
    const money: PromoBadge[] = [{ typeId: 'moneyOffWasNowPrice', content: { amount: 5.5, nowPrice: 34.5 } }];
    expect(cardBadges(uk, money).wasNowPriceBadge).toEqual({ nowPrice: 34.5, priceOffText: '£5.50 off' });
    expect(cardBadges(eu, money).wasNowPriceBadge?.priceOffText).toBe('€5.50 off');
    const percent: PromoBadge[] = [
      { typeId: 'percentOffWasNowPrice', content: { percentage: 31, nowPrice: 16, colour: '#B00020' } },
    ];
    expect(cardBadges(uk, percent).wasNowPriceBadge).toEqual({
      nowPrice: 16,
      priceOffText: '31% off',
      colour: '#B00020',
    });
  });

  it('takes the first micro label as the badge, but never the basket-wide free gift message', () => {
    const badges: PromoBadge[] = [
      { typeId: 'microLabel', content: { text: 'Free gift over £75' } },
      { typeId: 'microLabel', content: { text: 'Sale', colour: '#B00020' } },
    ];
    expect(cardBadges(uk, badges).badge).toEqual({
      text: 'Sale',
      backgroundColour: '#B00020',
      textColour: '#FFFFFF',
    });
    expect(cardBadges(uk, undefined)).toEqual({ badge: undefined, wasNowPriceBadge: undefined });
  });

  it("prefers the variant's product_badge data, its link in the market, over a micro label", () => {
    const badges: PromoBadge[] = [{ typeId: 'microLabel', content: { text: 'Sale', colour: '#B00020' } }];
    const data = 'name:New In,textColor:#FFFFFF,backgroundColor:#1A1A1A,link:/browse/collection/new-in';
    expect(cardBadges(eu, badges, data).badge).toEqual({
      text: 'New In',
      link: '/eu/browse/collection/new-in',
      textColour: '#FFFFFF',
      backgroundColour: '#1A1A1A',
    });
    // Data naming no badge leaves the micro label.
    expect(cardBadges(uk, badges, 'textColor:#FFFFFF').badge?.text).toBe('Sale');
  });
});
