import { colorToParam, sortSizes } from '@wardrobe/domain-rules';
import {
  CATALOGUE_PLAN,
  COLOUR_CODES,
  GIFT_MODIFIERS,
  INVENTORY_LOCATIONS,
  type LeafPlan,
  ONE_SIZE,
  type Tracking,
} from './catalogue-plan';
import { categoryRows } from './categories';

/**
 * The deterministic catalogue generator: the plan plus a fixed-seed PRNG (mulberry32, seed below) give the same
 * rows on every run, on every machine; nothing here reads the clock or `Math.random`.
 */
export const CATALOGUE_SEED = 0x5eed_2026;

/** mulberry32: a small, well-mixed 32-bit PRNG; the same seed gives the same sequence everywhere. */
export function createPrng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}

/** The picture of a product in a colour: `/images/products/{sku}-{Colour_Param}-{n}.jpg`, relative (no host). */
export function productImagePath(productSku: string, colour: string, view = 1): string {
  return `/images/products/${encodeURIComponent(productSku)}-${encodeURIComponent(colorToParam(colour))}-${view}.jpg`;
}

export interface CatalogueRows {
  products: {
    id: number;
    sku: string;
    name: string;
    description: string;
    type: 'physical' | 'digital';
    url: string;
    inventory_tracking: Tracking;
    inventory_level: number;
    inventory_warning_level: number;
    purchasing_disabled: boolean;
    is_visible: boolean;
    total_sold: number;
    sort_order: number;
    date_created: string;
  }[];
  productCategories: { product_id: number; category_id: number }[];
  options: { id: number; product_id: number; display_name: string; sort_order: number }[];
  optionValues: { id: number; option_id: number; label: string; is_default: boolean; sort_order: number }[];
  variants: {
    id: number;
    product_id: number;
    sku: string;
    inventory_level: number;
    purchasing_disabled: boolean;
  }[];
  variantOptionValues: { variant_id: number; option_value_id: number }[];
  variantPrices: {
    variant_id: number;
    currency_code: Currency;
    price_minor: number;
    sale_price_minor: number | null;
  }[];
  productPrices: {
    product_id: number;
    currency_code: Currency;
    price_minor: number;
    sale_price_minor: number | null;
  }[];
  modifiers: {
    id: number;
    product_id: number;
    display_name: string;
    type: string;
    required: boolean;
    sort_order: number;
  }[];
  customFields: { product_id: number; name: string; value: string }[];
  metadata: { variant_id: number; language: string; name: string; value: string }[];
  locations: { id: number; code: string; label: string; enabled: boolean }[];
  levels: { location_id: number; variant_id: number; available_to_sell: number }[];
}

type Currency = 'GBP' | 'EUR' | 'USD';

/** Products get ids from 101 and the 6-character product code `300000 + id` (spec 000 §3: sku's first 6). */
const FIRST_PRODUCT_ID = 101;
const FIRST_VARIANT_ID = 10_001;
/** Reading: the seed's "now" is fixed so that two seeds give identical rows (date_created counts back from it). */
const SEED_EPOCH = Date.UTC(2026, 9, 1);
const DAY_MS = 86_400_000;

interface ProductSpec {
  name: string;
  categoryUrl: string;
  colours: string[];
  sizes: string[];
  lengths: string[];
  tracking: Tracking;
  type: 'physical' | 'digital';
  priceMinor: number;
  fabric: string;
  garment: boolean;
  visible: boolean;
  purchasingDisabled: boolean;
  modifiers: boolean;
  customFields: { name: string; value: string }[];
  /** Stock profile of a product-tracked product: all sold out, low, or ordinary. */
  stock: 'normal' | 'sold-out' | 'low' | 'plenty';
}

export function generateCatalogue(): CatalogueRows {
  const rng = createPrng(CATALOGUE_SEED);
  const specs = [...CATALOGUE_PLAN.flatMap((leaf) => planLeaf(leaf, rng)), ...specialProducts()];

  const categories = categoryRows();
  const categoryByUrl = new Map(categories.map((c) => [c.url, c]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const lineage = (url: string): number[] => {
    const ids: number[] = [];
    let category = categoryByUrl.get(url);
    if (!category) throw new Error(`Seed plan names an unknown category ${url}`);
    while (category) {
      ids.push(category.id);
      category = categoryById.get(category.parent_id);
    }
    return ids;
  };

  const rows: CatalogueRows = {
    products: [],
    productCategories: [],
    options: [],
    optionValues: [],
    variants: [],
    variantOptionValues: [],
    variantPrices: [],
    productPrices: [],
    modifiers: [],
    customFields: [],
    metadata: [],
    locations: INVENTORY_LOCATIONS.map((l) => ({ ...l })),
    levels: [],
  };
  let optionId = 1;
  let optionValueId = 1;
  let variantId = FIRST_VARIANT_ID;
  let modifierId = 1;

  specs.forEach((spec, index) => {
    const id = FIRST_PRODUCT_ID + index;
    const code = String(300_000 + id);
    const onSale = spec.type === 'physical' && spec.tracking !== 'none' && rng.next() < 0.22;
    const saleColour = !onSale && rng.next() < 0.12 ? spec.colours[0] : undefined;
    const badge = onSale
      ? 'name:Sale,textColour:#FFFFFF,backgroundColour:#B00020'
      : rng.next() < 0.15
        ? 'name:New In,link:/browse/collection/new-in,textColour:#FFFFFF,backgroundColour:#1A1A1A'
        : undefined;

    for (const categoryId of lineage(spec.categoryUrl))
      rows.productCategories.push({ product_id: id, category_id: categoryId });

    // Options: Color, then Size, then Length (only the ones the product has).
    const optionSets: [string, string[]][] = [['Color', spec.colours]];
    if (spec.sizes.length) optionSets.push(['Size', spec.sizes]);
    if (spec.lengths.length) optionSets.push(['Length', spec.lengths]);
    const valueIds = new Map<string, number>();
    optionSets.forEach(([displayName, labels], optionIndex) => {
      const oid = optionId++;
      rows.options.push({ id: oid, product_id: id, display_name: displayName, sort_order: optionIndex });
      labels.forEach((label, valueIndex) => {
        const vid = optionValueId++;
        valueIds.set(`${displayName}:${label}`, vid);
        rows.optionValues.push({
          id: vid,
          option_id: oid,
          label,
          is_default: valueIndex === 0,
          sort_order: valueIndex,
        });
      });
    });

    const productVariants: { id: number; colour: string; level: number }[] = [];
    for (const colour of spec.colours) {
      for (const size of spec.sizes.length ? spec.sizes : [undefined]) {
        for (const length of spec.lengths.length ? spec.lengths : [undefined]) {
          const vid = variantId++;
          const skuParts = [code, COLOUR_CODES[colour] ?? colour.slice(0, 3).toUpperCase()];
          if (size !== undefined) skuParts.push(size === 'Regular' ? 'OS' : size);
          if (length !== undefined) skuParts.push(length.slice(0, 1));
          const { loc1, loc2 } = variantStock(spec, rng, productVariants.length === 0);
          const disabled = spec.purchasingDisabled || (spec.tracking === 'variant' && rng.next() < 0.03);
          rows.variants.push({
            id: vid,
            product_id: id,
            sku: skuParts.join('-'),
            inventory_level: loc1 + loc2,
            purchasing_disabled: disabled,
          });
          rows.levels.push({ location_id: 1, variant_id: vid, available_to_sell: loc1 });
          rows.levels.push({ location_id: 2, variant_id: vid, available_to_sell: loc2 });
          rows.variantOptionValues.push({
            variant_id: vid,
            option_value_id: valueIds.get(`Color:${colour}`) as number,
          });
          if (size !== undefined)
            rows.variantOptionValues.push({
              variant_id: vid,
              option_value_id: valueIds.get(`Size:${size}`) as number,
            });
          if (length !== undefined)
            rows.variantOptionValues.push({
              variant_id: vid,
              option_value_id: valueIds.get(`Length:${length}`) as number,
            });
          const sale = onSale || colour === saleColour;
          for (const [currency, minor] of currencyPrices(spec.priceMinor)) {
            rows.variantPrices.push({
              variant_id: vid,
              currency_code: currency,
              price_minor: minor,
              sale_price_minor: sale ? salePrice(minor) : null,
            });
          }
          // Metadata is the colour's (spec 000 §3 names describe a colour of a style): kept once, on the colour's
          // first variant; getVariantMetadata reads it for every variant of that colour.
          if (!productVariants.some((v) => v.colour === colour)) {
            for (const [name, value] of variantMetadata(spec, colour, size, badge, rng)) {
              rows.metadata.push({ variant_id: vid, language: 'en', name, value });
            }
          }
          productVariants.push({ id: vid, colour, level: loc1 + loc2 });
        }
      }
    }

    // The product's price is its base (first) variant's, as BigCommerce's product price is.
    for (const [currency, minor] of currencyPrices(spec.priceMinor)) {
      const baseSale = onSale || spec.colours[0] === saleColour;
      rows.productPrices.push({
        product_id: id,
        currency_code: currency,
        price_minor: minor,
        sale_price_minor: baseSale ? salePrice(minor) : null,
      });
    }

    rows.products.push({
      id,
      sku: code,
      name: spec.name,
      description: `${spec.name} in ${spec.fabric.toLowerCase()}. ${spec.garment ? 'Designed to layer through the seasons.' : 'A little something for every day.'}`,
      type: spec.type,
      url: `/${slugify(spec.name)}-${code}/`,
      inventory_tracking: spec.tracking,
      inventory_level: productVariants.reduce((sum, v) => sum + v.level, 0),
      inventory_warning_level: spec.tracking === 'none' ? 0 : 5,
      purchasing_disabled: spec.purchasingDisabled,
      is_visible: spec.visible,
      total_sold: rng.int(0, 2_500),
      sort_order: index,
      date_created: new Date(SEED_EPOCH - rng.int(1, 540) * DAY_MS).toISOString(),
    });

    if (spec.modifiers) {
      GIFT_MODIFIERS.forEach((modifier, sortOrder) => {
        rows.modifiers.push({ id: modifierId++, product_id: id, ...modifier, sort_order: sortOrder });
      });
    }
    rows.customFields.push({ product_id: id, name: 'season', value: rng.pick(['SS26', 'AW25', 'Core']) });
    for (const field of spec.customFields) rows.customFields.push({ product_id: id, ...field });
  });
  return rows;
}

function planLeaf(leaf: LeafPlan, rng: ReturnType<typeof createPrng>): ProductSpec[] {
  const names = rng.shuffle(leaf.adjectives.flatMap((a) => leaf.nouns.map((n) => `${a} ${n}`)));
  if (names.length < leaf.count) throw new Error(`Seed plan for ${leaf.categoryUrl} has too few names`);
  return names.slice(0, leaf.count).map((name, i) => {
    const family = leaf.sizeFamilies[i % leaf.sizeFamilies.length] as readonly string[];
    const run = Math.min(family.length, rng.int(leaf.sizeRun[0], leaf.sizeRun[1]));
    const start = rng.int(0, family.length - run);
    const lengths = leaf.lengths ? [...(leaf.lengths[i % leaf.lengths.length] as readonly string[])] : [];
    const colourCount = rng.int(leaf.colourCount?.[0] ?? 3, leaf.colourCount?.[1] ?? 5);
    const whole = rng.int(leaf.price[0], leaf.price[1]);
    const pence = rng.pick([0, 0, 50, 99]);
    // Product-tracked products: every 7th sold out as a whole, every 7th + 1 low, so both show on listings.
    const stock: ProductSpec['stock'] =
      leaf.tracking === 'product' ? (i % 7 === 0 ? 'sold-out' : i % 7 === 1 ? 'low' : 'normal') : 'normal';
    return {
      name,
      categoryUrl: leaf.categoryUrl,
      colours: rng.shuffle(leaf.colours).slice(0, colourCount),
      sizes: sortSizes(family.slice(start, start + run)),
      lengths,
      tracking: leaf.tracking,
      type: 'physical',
      priceMinor: whole * 100 + pence,
      fabric: rng.pick(leaf.fabrics),
      garment: leaf.garment,
      visible: true,
      // One product of each product-tracked leaf can't be bought at all (spec 000 §3 purchasing_disabled).
      purchasingDisabled: leaf.tracking === 'product' && i === 3,
      modifiers: false,
      customFields: [],
      stock,
    };
  });
}

/** The gift card, the e-gift card (digital), the `freegift` product and one hidden product. */
function specialProducts(): ProductSpec[] {
  const giftCard = {
    categoryUrl: '/gifts/',
    colours: ['Pink', 'Navy', 'Sage'],
    sizes: [],
    lengths: [],
    tracking: 'none' as const,
    priceMinor: 2500,
    fabric: 'Recycled card',
    garment: false,
    visible: true,
    purchasingDisabled: false,
    modifiers: true,
    stock: 'plenty' as const,
  };
  return [
    {
      ...giftCard,
      name: 'Gift Card',
      type: 'physical',
      customFields: [{ name: 'gift_card', value: 'physical' }],
    },
    {
      ...giftCard,
      name: 'E-Gift Card',
      type: 'digital',
      fabric: 'Email',
      customFields: [{ name: 'gift_card', value: 'digital' }],
    },
    {
      name: 'Free Canvas Tote',
      categoryUrl: '/gifts/stocking-fillers/',
      colours: ['Ecru', 'Navy', 'Black'],
      sizes: [...ONE_SIZE],
      lengths: [],
      tracking: 'product',
      type: 'physical',
      priceMinor: 1000,
      fabric: '100% Cotton Canvas',
      garment: false,
      visible: true,
      purchasingDisabled: false,
      modifiers: false,
      customFields: [{ name: 'freegift', value: 'true' }],
      stock: 'plenty',
    },
    {
      name: 'Archived Sample Dress',
      categoryUrl: '/womens/clothing/dresses/',
      colours: ['Black', 'Navy', 'Red'],
      sizes: ['8', '10', '12'],
      lengths: [],
      tracking: 'variant',
      type: 'physical',
      priceMinor: 5900,
      fabric: '100% Cotton',
      garment: true,
      visible: false,
      purchasingDisabled: false,
      modifiers: false,
      customFields: [],
      stock: 'normal',
    },
  ];
}

/**
 * Stock at locations 1 and 2 (the variant's level is their sum). Variant-tracked: about 8% sold out (0), 8% low
 * (1–4, spec 000 §9 "fewer than 5"), the rest 5–52. Product-tracked products follow their product's profile.
 */
function variantStock(
  spec: ProductSpec,
  rng: ReturnType<typeof createPrng>,
  firstVariant: boolean,
): { loc1: number; loc2: number } {
  if (spec.stock === 'plenty') return { loc1: 500, loc2: 100 };
  if (spec.stock === 'sold-out') return { loc1: 0, loc2: 0 };
  // A low product keeps 3 in all, on its first variant.
  if (spec.stock === 'low') return { loc1: firstVariant ? 3 : 0, loc2: 0 };
  const r = rng.next();
  if (spec.tracking === 'variant' && r < 0.08) return { loc1: 0, loc2: 0 };
  if (spec.tracking === 'variant' && r < 0.16) {
    const total = rng.int(1, 4);
    const loc2 = rng.int(0, total - 1);
    return { loc1: total - loc2, loc2 };
  }
  return { loc1: rng.int(5, 40), loc2: rng.int(0, 12) };
}

/** GBP, EUR and USD prices (minor units): EUR about ×1.15 and USD about ×1.25, on whole or half units. */
function currencyPrices(gbpMinor: number): [Currency, number][] {
  const keepEnding = (minor: number) => Math.round(minor / 50) * 50 - (gbpMinor % 100 === 99 ? 1 : 0);
  return [
    ['GBP', gbpMinor],
    ['EUR', keepEnding(gbpMinor * 1.15)],
    ['USD', keepEnding(gbpMinor * 1.25)],
  ];
}

/** About 30% off, ending in .00 (or .99 for prices that end so). */
function salePrice(minor: number): number {
  const whole = Math.max(1, Math.round((minor * 0.7) / 100));
  return minor % 100 === 99 ? whole * 100 - 1 : whole * 100;
}

function variantMetadata(
  spec: ProductSpec,
  colour: string,
  size: string | undefined,
  badge: string | undefined,
  rng: ReturnType<typeof createPrng>,
): [string, string][] {
  const entries: [string, string][] = [
    ['customer_facing_colour', colour],
    ['fabric_composition', spec.fabric],
    ['washcare', spec.garment ? 'Machine wash at 30°C' : 'Wipe clean'],
  ];
  if (badge) entries.push(['product_badge', badge]);
  if (spec.garment) {
    entries.push(['product_fit', rng.pick(['Regular fit', 'Relaxed fit', 'Slim fit'])]);
    entries.push(['model_wears_displayed', `Model wears size ${size ?? 'Regular'}`]);
    entries.push(['standard_measurements_displayed', 'Model is 5ft 10in']);
    entries.push(['sleeve_length', rng.pick(['Short sleeve', 'Long sleeve', '3/4 sleeve', 'Sleeveless'])]);
    entries.push(['neck_collar_shape', rng.pick(['Crew neck', 'V-neck', 'Collared', 'Round neck'])]);
    entries.push(['styling_length', rng.pick(['Cropped', 'Regular length', 'Longline', 'Midi', 'Maxi'])]);
  }
  if (spec.lengths.includes('Petite')) {
    entries.push(['petite_model_displayed', `Petite model wears size ${size ?? 'Regular'}`]);
    entries.push(['petite_measurements_displayed', 'Petite model is 5ft 2in']);
  }
  return entries;
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
