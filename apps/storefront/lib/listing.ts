import type { CommerceClient, Facet, Product, PromoBadge, SearchItem } from '@wardrobe/commerce-sdk';
import {
  type Breadcrumb,
  buildBreadcrumbs,
  formatPrice,
  isSpecialProductCode,
  LISTING_ITEMS_PER_PAGE,
  type ListingQuery,
  localizePath,
  type Market,
  parseBadgeData,
  productCode,
} from '@wardrobe/domain-rules';
import { productPath } from './product-path';

export { productPath };

/** What a product card shows (spec 000 §3 "Product card props"), ready to render. */
export interface ListingCard {
  productId: number;
  variationId?: number | undefined;
  sku: string;
  name: string;
  url: string;
  image: string;
  secondaryImage?: string | undefined;
  imageAlt: string;
  price: number;
  originalPrice?: number | undefined;
  currency: string;
  colour?: string | undefined;
  badge?: { text: string; link?: string; textColour?: string; backgroundColour?: string } | undefined;
  wasNowPriceBadge?: { nowPrice: number; priceOffText: string; colour?: string } | undefined;
  alternativeColours: { id: string; name: string; href: string; imageUrl?: string }[];
  isQuickAddEnabled: boolean;
  isGiftorEGiftCard: boolean;
  /**
   * Spec 000 §9, spec 002: product codes 100000 and 100001 are flagged, their meaning not shown. Reading: the flag
   * travels with the card (and the product page) as data (`data-special-product`) for whatever reads it; nothing
   * a shopper sees changes.
   */
  isSpecialProduct: boolean;
}

export interface ListingPageData {
  cards: ListingCard[];
  facets: Facet[];
  total: number;
  page: number;
  totalPages: number;
}

/** Spec 000 §2: the sort values offered (field-direction); featured is the catalogue's own order. */
export const SORT_OPTIONS = [
  { value: 'featured', label: 'Recommended' },
  { value: 'newest', label: 'Newest' },
  { value: 'best_selling', label: 'Best selling' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name-asc', label: 'Name: A to Z' },
] as const;

const SORT_VALUES: ReadonlySet<string> = new Set(SORT_OPTIONS.map((o) => o.value));

/** A product picture at the width the card rewrites from (spec 000 §9: 992 → 580 in `cardImageUrl`). */
const atSourceWidth = (path: string) => `${path}${path.includes('?') ? '&' : '?'}w=992`;

/** The card's hover picture: the second view of the same colour (the sandbox draws views 1 and 2 of each). */
const secondView = (picture: string) =>
  picture.endsWith('-1.jpg') ? atSourceWidth(picture.replace(/-1\.jpg$/, '-2.jpg')) : undefined;

function optionLabel(product: Product, variantIndex: number, option: string): string | undefined {
  return product.variants[variantIndex]?.option_values.find((o) => o.option_display_name === option)?.label;
}

function coloursOf(product: Product): string[] {
  const colours: string[] = [];
  for (const variant of product.variants) {
    const colour = variant.option_values.find((o) => o.option_display_name === 'Color')?.label;
    if (colour && !colours.includes(colour)) colours.push(colour);
  }
  return colours;
}

/**
 * A catalogue product as a card. The card's colour: the first colour chosen in the filters that the product has
 * (so a shopper filtering by Black sees black), else the default variant's colour.
 */
export function cardFromProduct(
  market: Market,
  product: Product,
  badges: PromoBadge[] | undefined,
  chosenColours: readonly string[] = [],
): ListingCard {
  const colours = coloursOf(product);
  const baseIndex = Math.max(
    0,
    product.variants.findIndex((v) => v.id === product.base_variant_id),
  );
  const colour =
    colours.find((c) => chosenColours.some((chosen) => chosen.toLowerCase() === c.toLowerCase())) ??
    optionLabel(product, baseIndex, 'Color') ??
    colours[0];
  const variant = product.variants.find((v) =>
    v.option_values.some((o) => o.option_display_name === 'Color' && o.label === colour),
  );
  const picture = variant?.image_url || product.primary_image?.url_standard || '';
  const onSale = product.sale_price > 0 && product.sale_price < product.price;
  const isGiftorEGiftCard = product.custom_fields.some((f) => f.name.toLowerCase() === 'gift_card');
  const hasSize = product.variants.some((v) => v.option_values.some((o) => o.option_display_name === 'Size'));
  const { badge, wasNowPriceBadge } = cardBadges(market, badges);
  return {
    productId: product.id,
    variationId: variant?.id,
    sku: product.sku,
    name: product.name,
    url: productPath(market, product, colour),
    image: atSourceWidth(picture),
    secondaryImage: secondView(picture),
    imageAlt: colour ? `${product.name} in ${colour}` : product.name,
    price: product.calculated_price,
    originalPrice: onSale ? product.price : undefined,
    currency: market.currency,
    colour,
    badge,
    wasNowPriceBadge,
    alternativeColours: colours.map((c) => ({
      id: c,
      name: c,
      href: productPath(market, product, c),
    })),
    isQuickAddEnabled: hasSize && !product.purchasing_disabled && !isGiftorEGiftCard,
    isGiftorEGiftCard,
    isSpecialProduct: isSpecialProductCode(productCode(product.sku)),
  };
}

/**
 * The product badge of a variant's `product_badge` metadata (spec 000 §3: text, link, text colour, background
 * colour), when it names one. A path on the shop is the market's own (`/browse/…` → `/eu/browse/…`).
 */
export function metadataBadge(market: Market, data: string | undefined): ListingCard['badge'] {
  if (!data) return undefined;
  const { text, link, textColour, backgroundColour } = parseBadgeData(data);
  if (!text) return undefined;
  return {
    text,
    ...(link ? { link: link.startsWith('/') ? localizePath(link, market.code) : link } : {}),
    ...(textColour ? { textColour } : {}),
    ...(backgroundColour ? { backgroundColour } : {}),
  };
}

/**
 * Spec 000 §3 badges: a was/now badge (percent or money off) beside the price; the product badge of the variant's
 * metadata (`badgeData`) as the card's badge, else the first micro label that is not a basket-wide message
 * ("Free gift over …").
 */
export function cardBadges(market: Market, badges: PromoBadge[] | undefined, badgeData?: string) {
  let badge: ListingCard['badge'] = metadataBadge(market, badgeData);
  let wasNowPriceBadge: ListingCard['wasNowPriceBadge'];
  for (const b of badges ?? []) {
    if (b.typeId === 'percentOffWasNowPrice' && b.content.nowPrice !== undefined && !wasNowPriceBadge) {
      wasNowPriceBadge = {
        nowPrice: b.content.nowPrice,
        priceOffText: `${b.content.percentage ?? 0}% off`,
        ...(b.content.colour ? { colour: b.content.colour } : {}),
      };
    } else if (b.typeId === 'moneyOffWasNowPrice' && b.content.nowPrice !== undefined && !wasNowPriceBadge) {
      wasNowPriceBadge = {
        nowPrice: b.content.nowPrice,
        // In the market's currency, to the penny: '£5.50 off', never '£5.5 off'.
        priceOffText: `${formatPrice(b.content.amount ?? 0, market.currency)} off`,
        ...(b.content.colour ? { colour: b.content.colour } : {}),
      };
    } else if (b.typeId === 'microLabel' && b.content.text && !/^free gift/i.test(b.content.text) && !badge) {
      badge = {
        text: b.content.text,
        ...(b.content.colour ? { backgroundColour: b.content.colour, textColour: '#FFFFFF' } : {}),
      };
    }
  }
  return { badge, wasNowPriceBadge };
}

/**
 * The `product_badge` metadata of the variants cards show, in one read (spec 000 §3), by product id. A failure
 * leaves the cards with their promo badges alone (logged).
 */
export async function cardBadgeData(
  commerce: CommerceClient,
  market: Market,
  cards: readonly { productId: number; variationId?: number | undefined }[],
): Promise<Record<number, string | undefined>> {
  const byVariant = new Map<number, number>();
  for (const card of cards)
    if (card.variationId !== undefined) byVariant.set(card.variationId, card.productId);
  if (byVariant.size === 0) return {};
  try {
    const answer = await commerce.getVariantsMetadata({
      variantIds: [...byVariant.keys()].slice(0, 250),
      names: ['product_badge'],
      // Reading: the market's language is its iso tag (en, en-eu, en-us); the service falls back to English.
      language: market.iso,
    });
    const data: Record<number, string | undefined> = {};
    for (const { variant_id, entries } of answer.data) {
      const productId = byVariant.get(variant_id);
      const value = entries.find((entry) => entry.name === 'product_badge')?.value;
      if (productId !== undefined && value) data[productId] = value;
    }
    return data;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'badge-data-failed', message: String(error) }));
    return {};
  }
}

/** The badges of a page of products in one call; a badge service failure leaves the cards without badges. */
export async function badgesFor(
  commerce: CommerceClient,
  products: readonly { id: number; sale_price?: number; variants: readonly { id: number }[] }[],
  badgeData: Record<number, string | undefined> = {},
) {
  if (products.length === 0) return new Map<number, PromoBadge[]>();
  try {
    const answer = await commerce.getPromoBadges({
      products: products.map((p) => {
        const data = badgeData[p.id];
        return {
          productId: p.id,
          ...(p.sale_price !== undefined ? { salePrice: p.sale_price } : {}),
          variantIds: p.variants.slice(0, 250).map((v) => v.id),
          ...(data ? { productBadgeData: data } : {}),
        };
      }),
    });
    return new Map(answer.data.map((entry) => [entry.productId, entry.badges]));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'promo-badges-failed', message: String(error) }));
    return new Map<number, PromoBadge[]>();
  }
}

function sortArgs(q: ListingQuery) {
  const sort = q.sort && SORT_VALUES.has(q.sort) ? q.sort : undefined;
  return sort ? { sort } : {};
}

/** A category or search listing page from the catalogue (facets with counts, 48 a page). */
export async function loadCatalogueListing(
  commerce: CommerceClient,
  market: Market,
  q: ListingQuery,
  scope: { categoryId: number } | { term: string },
): Promise<ListingPageData> {
  const answer = await commerce.getProductsWithFilter({
    ...scope,
    ...sortArgs(q),
    ...(q.direction === 'asc' || q.direction === 'desc' ? { direction: q.direction } : {}),
    filters: q.filters,
    page: q.page,
    itemsPerPage: Math.min(q.itemsPerPage, 250),
    currencyCode: market.currency,
  });
  const chosenColours = Object.entries(q.filters)
    .filter(([name]) => name.toLowerCase() === 'color')
    .flatMap(([, values]) => values);
  // The cards first (their colour decides whose badge metadata counts), then the badge service with that data.
  const plain = answer.data.map((p) => cardFromProduct(market, p, undefined, chosenColours));
  const badgeData = await cardBadgeData(commerce, market, plain);
  const badges = await badgesFor(commerce, answer.data, badgeData);
  return {
    cards: plain.map((card) => ({
      ...card,
      ...cardBadges(market, badges.get(card.productId), badgeData[card.productId]),
    })),
    facets: answer.meta.facets,
    total: answer.meta.pagination.total,
    page: answer.meta.pagination.current_page,
    totalPages: answer.meta.pagination.total_pages,
  };
}

/** Constructor's sort by field: the listing's sort values in its terms. */
function browseSort(sort: string | undefined) {
  switch (sort) {
    case 'price-asc':
      return { sortBy: 'price', sortOrder: 'ascending' as const };
    case 'price-desc':
      return { sortBy: 'price', sortOrder: 'descending' as const };
    case 'name-asc':
      return { sortBy: 'item_name', sortOrder: 'ascending' as const };
    default:
      return {};
  }
}

/** A collection (`/browse/collection/:collectionId`) from the search service's browse, in the same card shape. */
export async function loadCollectionListing(
  commerce: CommerceClient,
  market: Market,
  q: ListingQuery,
  collectionId: string,
): Promise<ListingPageData> {
  const perPage = Math.min(q.itemsPerPage, 200);
  const filters = Object.fromEntries(
    Object.entries(q.filters).map(([name, values]) => [
      name.toLowerCase() === 'color' ? 'color' : name,
      values,
    ]),
  );
  const answer = await commerce.browseProducts({
    filterName: 'collection_id',
    filterValue: collectionId,
    page: q.page,
    resultsPerPage: perPage,
    ...(Object.keys(filters).length ? { filters } : {}),
    ...browseSort(q.sort),
  });
  const total = answer.response.total_num_results;
  const facets: Facet[] = answer.response.facets.flatMap((facet): Facet[] =>
    'options' in facet && Array.isArray(facet.options)
      ? [
          {
            type: 'attribute',
            name: facet.name === 'color' ? 'Color' : facet.name === 'size' ? 'Size' : facet.display_name,
            attributes: facet.options.map((o) => ({
              value: o.value,
              productCount: o.count,
              isSelected: o.status === 'selected',
            })),
          },
        ]
      : [],
  );
  return {
    cards: await withBadges(
      commerce,
      market,
      answer.response.results.map((item) => cardFromSearchItem(market, item)),
    ),
    facets,
    total,
    page: q.page,
    totalPages: Math.ceil(total / perPage),
  };
}

export function cardFromSearchItem(market: Market, item: SearchItem): ListingCard {
  const d = item.data;
  const onSale =
    d.sale_price !== undefined && d.original_price !== undefined && d.sale_price < d.original_price;
  const image = d.image_url ?? '';
  return {
    productId: Number(d.id),
    variationId: d.variation_id ? Number(d.variation_id) : undefined,
    sku: d.sku ?? d.id,
    name: item.value,
    url: localizePath(d.url, market.code),
    image: atSourceWidth(image),
    secondaryImage: secondView(image),
    imageAlt: d.colour ? `${item.value} in ${d.colour}` : item.value,
    price: d.price ?? d.original_price ?? 0,
    originalPrice: onSale ? d.original_price : undefined,
    currency: market.currency,
    colour: d.colour,
    alternativeColours: (item.variations ?? []).flatMap((v) =>
      v.data.colour && v.data.url
        ? [{ id: v.data.colour, name: v.data.colour, href: localizePath(v.data.url, market.code) }]
        : [],
    ),
    isQuickAddEnabled: (d.facets ?? []).some((f) => f.name === 'size' && f.values.length > 0),
    isGiftorEGiftCard: /gift card/i.test(item.value),
    isSpecialProduct: isSpecialProductCode(productCode(d.sku ?? d.id)),
  };
}

/**
 * Search and recommendation cards with their promo badges (spec 000 §3): one badge service call for them all,
 * each asked for its product and the colour the card shows; a failure leaves the cards as they are.
 */
export async function withBadges(
  commerce: CommerceClient,
  market: Market,
  cards: ListingCard[],
): Promise<ListingCard[]> {
  if (cards.length === 0) return cards;
  const badgeData = await cardBadgeData(commerce, market, cards);
  const badges = await badgesFor(
    commerce,
    cards.map((card) => ({
      id: card.productId,
      ...(card.originalPrice !== undefined ? { sale_price: card.price } : {}),
      variants: card.variationId !== undefined ? [{ id: card.variationId }] : [],
    })),
    badgeData,
  );
  return cards.map((card) => {
    const { badge, wasNowPriceBadge } = cardBadges(
      market,
      badges.get(card.productId),
      badgeData[card.productId],
    );
    return {
      ...card,
      ...(badge ? { badge } : {}),
      ...(wasNowPriceBadge ? { wasNowPriceBadge } : {}),
    };
  });
}

/** A category by its url (`/womens/clothing/`) in the tree, with a map for breadcrumbs. */
export function findCategory(tree: Awaited<ReturnType<CommerceClient['getCategoryTree']>>, url: string) {
  const byId: Record<number, { id: number; name: string; url: string; parent_id: number }> = {};
  type Node = (typeof tree.data)[number];
  let found: Node | undefined;
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      byId[node.id] = { id: node.id, name: node.name, url: node.url, parent_id: node.parent_id };
      if (node.url === url) found = node;
      walk(node.children as Node[]);
    }
  };
  walk(tree.data);
  return found ? { category: found, breadcrumbs: buildBreadcrumbs(found.id, byId) } : undefined;
}

/** Breadcrumb links in the market (`/browse/womens` → `/eu/browse/womens`). */
export function localizeBreadcrumbs(market: Market, crumbs: readonly Breadcrumb[]) {
  return crumbs.map((c) => ({ label: c.label, link: localizePath(c.link, market.code) }));
}

export { LISTING_ITEMS_PER_PAGE };
