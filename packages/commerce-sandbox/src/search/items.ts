import type { SearchItem } from '@wardrobe/commerce-sdk';
import { colorToParam } from '@wardrobe/domain-rules';
import type { SearchProduct, SearchVariant } from './catalogue';

/**
 * The storefront's product route, `/p/{id}/{slug}/{colour}` (spec 001 §2; spaces in the colour as underscores,
 * spec 000 §2). Reading: without the market prefix: the storefront localises paths (`localizePath`), as it does
 * every link it is given.
 */
export function productPath(product: SearchProduct, colour: string | undefined): string {
  const base = `/p/${product.id}/${encodeURIComponent(product.slug)}`;
  return colour ? `${base}/${encodeURIComponent(colorToParam(colour))}` : base;
}

/**
 * The variation a result shows: the first of `variants` in a preferred colour, else the first. A product in
 * results always has one (a product without a purchasable variant is not searchable).
 */
export function shownVariant(
  variants: readonly SearchVariant[],
  preferredColours: readonly string[] = [],
): SearchVariant {
  for (const colour of preferredColours) {
    const match = variants.find((v) => v.colour === colour);
    if (match) return match;
  }
  return variants[0] as SearchVariant;
}

function variantData(product: SearchProduct, variant: SearchVariant) {
  return {
    url: productPath(product, variant.colour),
    image_url: variant.imageUrl,
    price: variant.price,
    original_price: variant.listPrice,
    ...(variant.salePrice !== undefined ? { sale_price: variant.salePrice } : {}),
    ...(variant.colour !== undefined ? { colour: variant.colour } : {}),
    variation_id: String(variant.id),
  };
}

/**
 * One result in Constructor's item shape, showing `variant` (spec 001 §3: id, sku, url, image_url,
 * original_price, sale_price, colour, variation_id; `price` is the price paid). `sale_price` only when the
 * variation is on sale. With `variations`, one per colour (the swatches of a product card) and the facets.
 */
export function searchItem(
  product: SearchProduct,
  variant: SearchVariant,
  { matchedTerms = [], variations = false }: { matchedTerms?: string[]; variations?: boolean } = {},
): SearchItem {
  const item: SearchItem = {
    value: product.name,
    matched_terms: matchedTerms,
    labels: {},
    is_slotted: false,
    data: { id: String(product.id), sku: product.sku, ...variantData(product, variant) },
  };
  if (variations) {
    const sizes = [...new Set(product.variants.flatMap((v) => (v.size === undefined ? [] : [v.size])))];
    item.data.facets = [
      { name: 'color', values: [...product.colours] },
      ...(sizes.length ? [{ name: 'size', values: sizes }] : []),
    ];
    item.variations = product.colours.map((colour) => {
      const first = product.variants.find((v) => v.colour === colour) as SearchVariant;
      return { value: product.name, data: variantData(product, first) };
    });
  }
  return item;
}
