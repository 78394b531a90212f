import { mediaSet } from '@wardrobe/commerce-sandbox';
import type { CommerceClient, CommerceError, Product, PromoBadge, Variant } from '@wardrobe/commerce-sdk';
import {
  colorFromParam,
  IMAGE_WIDTHS,
  type Market,
  selectDefaultVariant,
  variantsForColour,
} from '@wardrobe/domain-rules';
import { badgesFor, cardBadges } from './listing';
import { productPath } from './product-path';

/** Spec 000 §9: the variants a product page asks for. */
export const VARIANTS_LIMIT = 250;

/** One picture or film of the gallery (spec 000 §3 "Media item"). */
export interface MediaItem {
  type: 'img' | 'video';
  src: string;
  /** A video's still (the media hub's). */
  poster?: string;
}

/** Spec 000 §3 "Variant metadata": the attributes a product page lists, in the order it lists them. */
export const ATTRIBUTE_LABELS = [
  ['fabric_composition', 'Fabric'],
  ['product_fit', 'Fit'],
  ['neck_collar_shape', 'Neckline'],
  ['sleeve_length', 'Sleeve length'],
  ['styling_length', 'Length'],
  ['washcare', 'Care'],
] as const;

/** The size and fit information, from the same metadata. */
export const SIZE_AND_FIT_LABELS = [
  ['model_wears_displayed', 'Model wears'],
  ['standard_measurements_displayed', 'Model measurements'],
  ['petite_model_displayed', 'Petite model wears'],
  ['petite_measurements_displayed', 'Petite model measurements'],
] as const;

export interface ProductPageData {
  product: Product;
  /** The colour as the catalogue spells it (the path's `Light_Blue` is `Light Blue`). */
  colour: string;
  /** The name the shopper sees for it (`customer_facing_colour`), else the colour. */
  colourName: string;
  /** This colour's variants: what the size and length pickers choose from. */
  variants: Variant[];
  colours: { id: string; name: string; href: string; imageUrl?: string }[];
  metadata: Record<string, string>;
  media: MediaItem[];
  /** Set when the set file failed: the gallery shows the 404 image (spec 000 §8). */
  mediaError?: string;
  badge?: { text: string; link?: string; textColour?: string; backgroundColour?: string } | undefined;
  wasNowPriceBadge?: { nowPrice: number; priceOffText: string; colour?: string } | undefined;
  isGiftCard: boolean;
  isDigital: boolean;
}

/** Thrown for a product page that does not exist (spec 000 §4, §8): the page answers 404. */
export class ProductNotFound extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ProductNotFound';
  }
}

const colourOf = (variant: Variant) =>
  variant.option_values.find((o) => o.option_display_name === 'Color')?.label;

/** The colours in the catalogue's order, each linking to its own page. */
function coloursOf(market: Market, product: Product) {
  const seen = new Map<string, { id: string; name: string; href: string; imageUrl?: string }>();
  for (const variant of product.variants) {
    const colour = colourOf(variant);
    if (!colour || seen.has(colour)) continue;
    seen.set(colour, {
      id: colour,
      name: colour,
      href: productPath(market, product, colour),
      ...(variant.image_url ? { imageUrl: `${variant.image_url}?w=68` } : {}),
    });
  }
  return [...seen.values()];
}

/**
 * The media hub (spec 000 §7: GET `{sku}-{colour}-SET.json`, an items list). `MEDIA_HUB_URL` points at a real
 * hub; without it the sandbox's hub answers in-process, as the sandbox commerce provider does. A failure (non-200,
 * network, a set without items) is recorded and the gallery falls back to the 404 image (spec 000 §8).
 */
export async function loadMediaSet(
  sku: string,
  colour: string,
  fetcher: typeof fetch = fetch,
  hubUrl = process.env.MEDIA_HUB_URL,
): Promise<{ items: MediaItem[]; error?: string }> {
  try {
    if (!hubUrl) return { items: mediaSet(sku, colour).items };
    const file = `${encodeURIComponent(sku)}-${encodeURIComponent(colour.replace(/\s+/g, '-'))}-SET.json`;
    const response = await fetcher(`${hubUrl.replace(/\/$/, '')}/${file}`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) throw new Error(`Media set ${file} answered ${response.status}`);
    const body = (await response.json()) as { items?: unknown };
    if (!Array.isArray(body.items)) throw new Error(`Media set ${file} has no items list`);
    const items = body.items
      .filter(
        (item): item is MediaItem =>
          typeof item === 'object' &&
          item !== null &&
          ((item as MediaItem).type === 'img' || (item as MediaItem).type === 'video') &&
          typeof (item as MediaItem).src === 'string',
      )
      // Only what the gallery uses: a hub's other fields are not carried into the page.
      .map(({ type, src, poster }) =>
        type === 'video' && typeof poster === 'string' ? { type, src, poster } : { type, src },
      );
    return { items };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: 'error', event: 'media-set-failed', sku, colour, message }));
    return { items: [], error: message };
  }
}

/**
 * Everything a product page renders on the server, for a product id and the path's colour. Absent product →
 * `ProductNotFound` ('no product'); a colour no variant has → `ProductNotFound`; any other failure is thrown as
 * it is (the page answers 500).
 */
export async function loadProductPage(
  commerce: CommerceClient,
  market: Market,
  id: number,
  colourParam: string,
): Promise<ProductPageData> {
  let product: Product;
  try {
    product = (
      await commerce.getProductById({
        entityId: id,
        includeOptions: true,
        includeModifiers: true,
        currencyCode: market.currency,
        variantsLimit: VARIANTS_LIMIT,
      })
    ).data;
  } catch (error) {
    if ((error as CommerceError).statusCode === 404) throw new ProductNotFound('no product');
    throw error;
  }
  const variants = variantsForColour(product, colorFromParam(colourParam)) as Variant[];
  const first = variants[0];
  if (!first) throw new ProductNotFound('no colour');
  const colour = colourOf(first) ?? colorFromParam(colourParam);

  const metadataLoad = commerce
    // Reading: the market's language is its iso tag (en, en-eu, en-us); the service falls back to English.
    .getVariantMetadata({ productId: product.id, variantId: first.id, language: market.iso })
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      // Attributes are a nicety: the page still sells without them.
      console.error(
        JSON.stringify({ level: 'error', event: 'variant-metadata-failed', message: String(error) }),
      );
      return [];
    });
  const [metadataEntries, set, badges] = await Promise.all([
    metadataLoad,
    loadMediaSet(product.sku, colour),
    // Spec 000 §7: the badge service is sent the product's badge data (its `product_badge` metadata).
    metadataLoad.then((entries) =>
      badgesFor(commerce, [product], {
        [product.id]: entries.find((entry) => entry.name === 'product_badge')?.value,
      }).then((map) => map.get(product.id) as PromoBadge[] | undefined),
    ),
  ]);
  const metadata = Object.fromEntries(metadataEntries.map((entry) => [entry.name, entry.value]));
  const { badge, wasNowPriceBadge } = cardBadges(market, badges, metadata.product_badge);
  const giftField = product.custom_fields.find((f) => f.name.toLowerCase() === 'gift_card');
  return {
    product,
    colour,
    colourName: metadata.customer_facing_colour || colour,
    variants,
    colours: coloursOf(market, product),
    metadata,
    media: set.items,
    ...(set.error ? { mediaError: set.error } : {}),
    badge,
    wasNowPriceBadge,
    isGiftCard: giftField !== undefined,
    isDigital: product.type === 'digital' || giftField?.value === 'digital',
  };
}

/** The variant a page opens on: the default variant when it is this colour's, else this colour's first. */
export function openingVariant(data: ProductPageData): Variant | undefined {
  const chosen = selectDefaultVariant({ ...data.product, variants: data.variants });
  return (chosen as Variant | undefined) ?? data.variants[0];
}

export const GALLERY_WIDTHS = IMAGE_WIDTHS.mediaHub;

/** The colour a product opens on without one in its path: its default variant's, else its first. */
export async function defaultColour(commerce: CommerceClient, market: Market, id: number) {
  try {
    const { data: product } = await commerce.getProductById({
      entityId: id,
      includeOptions: true,
      currencyCode: market.currency,
      variantsLimit: VARIANTS_LIMIT,
    });
    const variant = (selectDefaultVariant(product) as Variant | undefined) ?? product.variants[0];
    const colour = variant ? colourOf(variant) : undefined;
    return colour ? { product, colour } : undefined;
  } catch (error) {
    if ((error as CommerceError).statusCode === 404) return undefined;
    throw error;
  }
}
