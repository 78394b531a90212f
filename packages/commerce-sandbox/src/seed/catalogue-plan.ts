/**
 * The catalogue's plan: which products each leaf category gets, with their sizes, lengths, tracking kind and
 * price band. The generator (`catalogue-generate.ts`) turns it into rows with a fixed-seed PRNG.
 * Size families cover every family of domain-rules `sortSizes` (spec 000 §5): kids ages 3-4…9-10, 3-5/6-8,
 * 7-9/10-12, XS…XXXL, numeric sizes (dresses, trousers, jeans), the one-size `Regular`; lengths
 * Regular/Long/Short or Regular/Petite/Tall on trousers and jeans (spec 001 §9 length codes).
 */

export type Tracking = 'none' | 'product' | 'variant';

export interface LeafPlan {
  /** The category url of `seed/categories.ts` (the product is linked to it and to every ancestor). */
  categoryUrl: string;
  count: number;
  adjectives: readonly string[];
  nouns: readonly string[];
  /** Size families to draw from (one per product, taken in turn); a run of consecutive sizes is used. */
  sizeFamilies: readonly (readonly string[])[];
  /** How many colours a product has: [min, max], within 3–5 (default [3, 5]). */
  colourCount?: readonly [number, number];
  /** How many consecutive sizes of the family a product has: [min, max]. */
  sizeRun: readonly [number, number];
  lengths?: readonly (readonly string[])[];
  tracking: Tracking;
  /** GBP price band in whole pounds. */
  price: readonly [number, number];
  colours: readonly string[];
  fabrics: readonly string[];
  /** Garments get fit, sleeve and neck metadata. */
  garment: boolean;
}

export const WOMENS_NUMERIC = ['6', '8', '10', '12', '14', '16', '18', '20'] as const;
export const MENS_WAIST = ['28', '30', '32', '34', '36', '38', '40'] as const;
export const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export const KIDS_AGES = ['3-4', '5-6', '7-8', '9-10'] as const;
export const SOCKS_SMALL = ['3-5', '6-8'] as const;
export const SOCKS_LARGE = ['7-9', '10-12'] as const;
export const ONE_SIZE = ['Regular'] as const;
export const LENGTHS_LONG_SHORT = ['Regular', 'Long', 'Short'] as const;
export const LENGTHS_PETITE_TALL = ['Regular', 'Petite', 'Tall'] as const;

/** Colour name → 3-letter code used in variant skus. */
export const COLOUR_CODES: Readonly<Record<string, string>> = {
  Black: 'BLK',
  Navy: 'NVY',
  White: 'WHT',
  Ivory: 'IVR',
  Grey: 'GRY',
  Charcoal: 'CHR',
  Red: 'RED',
  Burgundy: 'BRG',
  Pink: 'PNK',
  Blush: 'BLS',
  Green: 'GRN',
  Khaki: 'KHK',
  Olive: 'OLV',
  Blue: 'BLU',
  'Light Blue': 'LBL',
  Mustard: 'MST',
  Camel: 'CML',
  Brown: 'BRN',
  Stone: 'STN',
  Indigo: 'IND',
  'Mid Wash': 'MDW',
  'Light Wash': 'LTW',
  'Washed Black': 'WBK',
  Ecru: 'ECR',
  Multi: 'MLT',
  Gold: 'GLD',
  Silver: 'SLV',
  Sage: 'SAG',
  Terracotta: 'TER',
  Lilac: 'LIL',
};

const APPAREL = [
  'Black',
  'Navy',
  'White',
  'Ivory',
  'Grey',
  'Red',
  'Pink',
  'Green',
  'Khaki',
  'Blue',
  'Light Blue',
  'Mustard',
  'Camel',
  'Lilac',
  'Sage',
  'Burgundy',
];
const DENIM = ['Indigo', 'Mid Wash', 'Light Wash', 'Washed Black', 'Ecru'];
const MENSWEAR = [
  'Black',
  'Navy',
  'White',
  'Grey',
  'Charcoal',
  'Olive',
  'Stone',
  'Blue',
  'Light Blue',
  'Burgundy',
  'Brown',
  'Khaki',
];
const HOMEWARE = ['White', 'Ivory', 'Sage', 'Terracotta', 'Blush', 'Navy', 'Mustard', 'Grey', 'Stone'];
const METALS = ['Gold', 'Silver', 'Black', 'Ivory', 'Pink'];

const COTTONS = ['100% Cotton', '98% Cotton, 2% Elastane', '100% Organic Cotton'];
const LINENS = ['100% Linen', '55% Linen, 45% Cotton'];
const KNITS = ['100% Merino Wool', '70% Cotton, 30% Wool', '100% Lambswool', '60% Cotton, 40% Cashmere'];
const JERSEYS = ['95% Viscose, 5% Elastane', '100% Cotton Jersey'];
const DENIMS = ['99% Cotton, 1% Elastane', '100% Cotton Denim', '92% Cotton, 6% Polyester, 2% Elastane'];

export const CATALOGUE_PLAN: readonly LeafPlan[] = [
  {
    categoryUrl: '/womens/clothing/dresses/',
    count: 28,
    adjectives: ['Linen', 'Jersey', 'Printed', 'Striped', 'Floral', 'Cord', 'Broderie', 'Tiered', 'Pleated'],
    nouns: ['Shirt Dress', 'Midi Dress', 'Maxi Dress', 'Wrap Dress', 'Smock Dress', 'Tea Dress'],
    sizeFamilies: [WOMENS_NUMERIC],
    sizeRun: [4, 5],
    colourCount: [3, 4],
    tracking: 'variant',
    price: [39, 129],
    colours: APPAREL,
    fabrics: [...LINENS, ...JERSEYS, ...COTTONS],
    garment: true,
  },
  {
    categoryUrl: '/womens/clothing/tops/',
    count: 28,
    adjectives: ['Relaxed', 'Boxy', 'Ribbed', 'Striped', 'Linen', 'Embroidered', 'Puff Sleeve', 'Organic'],
    nouns: ['T-Shirt', 'Blouse', 'Shirt', 'Vest', 'Tunic'],
    sizeFamilies: [LETTER_SIZES],
    sizeRun: [4, 5],
    colourCount: [3, 4],
    tracking: 'variant',
    price: [19, 59],
    colours: APPAREL,
    fabrics: [...COTTONS, ...LINENS, ...JERSEYS],
    garment: true,
  },
  {
    categoryUrl: '/womens/clothing/knitwear/',
    count: 24,
    adjectives: ['Cable', 'Merino', 'Chunky', 'Fine Gauge', 'Fair Isle', 'Cropped'],
    nouns: ['Jumper', 'Cardigan', 'Tank', 'Roll Neck'],
    sizeFamilies: [LETTER_SIZES],
    sizeRun: [4, 5],
    colourCount: [3, 4],
    tracking: 'variant',
    price: [39, 99],
    colours: APPAREL,
    fabrics: KNITS,
    garment: true,
  },
  {
    categoryUrl: '/womens/clothing/trousers/',
    count: 14,
    adjectives: ['Wide Leg', 'Tapered', 'Linen', 'Cord', 'Pleated', 'Cropped'],
    nouns: ['Trousers', 'Chinos', 'Culottes', 'Joggers'],
    sizeFamilies: [WOMENS_NUMERIC],
    sizeRun: [4, 4],
    lengths: [LENGTHS_LONG_SHORT, LENGTHS_PETITE_TALL],
    colourCount: [3, 3],
    tracking: 'variant',
    price: [35, 79],
    colours: APPAREL,
    fabrics: [...COTTONS, ...LINENS],
    garment: true,
  },
  {
    categoryUrl: '/womens/clothing/jeans/',
    count: 12,
    adjectives: ['Straight', 'Slim', 'Wide Leg', 'Barrel', 'Bootcut', 'Girlfriend'],
    nouns: ['Jeans', 'Cropped Jeans', 'High Rise Jeans'],
    sizeFamilies: [WOMENS_NUMERIC],
    sizeRun: [4, 4],
    lengths: [LENGTHS_PETITE_TALL, LENGTHS_LONG_SHORT],
    colourCount: [3, 3],
    tracking: 'variant',
    price: [39, 79],
    colours: DENIM,
    fabrics: DENIMS,
    garment: true,
  },
  {
    categoryUrl: '/womens/accessories/bags/',
    count: 16,
    adjectives: ['Leather', 'Canvas', 'Woven', 'Quilted'],
    nouns: ['Tote Bag', 'Cross Body Bag', 'Shopper', 'Clutch'],
    sizeFamilies: [ONE_SIZE],
    sizeRun: [1, 1],
    tracking: 'product',
    price: [25, 89],
    colours: ['Black', 'Camel', 'Brown', 'Navy', 'Stone', 'Burgundy', 'Olive'],
    fabrics: ['100% Leather', '100% Cotton Canvas', '100% Jute'],
    garment: false,
  },
  {
    categoryUrl: '/womens/accessories/jewellery/',
    count: 16,
    adjectives: ['Hammered', 'Pearl', 'Twisted', 'Enamel'],
    nouns: ['Hoop Earrings', 'Necklace', 'Bracelet', 'Ring'],
    sizeFamilies: [ONE_SIZE],
    sizeRun: [1, 1],
    tracking: 'product',
    price: [12, 45],
    colours: METALS,
    fabrics: ['Gold-plated brass', 'Sterling silver', 'Recycled brass'],
    garment: false,
  },
  {
    categoryUrl: '/womens/accessories/scarves/',
    count: 14,
    adjectives: ['Wool', 'Silk', 'Printed', 'Checked', 'Fringed'],
    nouns: ['Scarf', 'Square Scarf', 'Wrap'],
    sizeFamilies: [ONE_SIZE],
    sizeRun: [1, 1],
    tracking: 'none',
    price: [15, 39],
    colours: APPAREL,
    fabrics: ['100% Wool', '100% Silk', '100% Modal'],
    garment: false,
  },
  {
    categoryUrl: '/mens/clothing/shirts/',
    count: 24,
    adjectives: ['Oxford', 'Linen', 'Flannel', 'Denim', 'Poplin', 'Corduroy'],
    nouns: ['Shirt', 'Overshirt', 'Short Sleeve Shirt', 'Grandad Shirt'],
    sizeFamilies: [LETTER_SIZES],
    sizeRun: [4, 5],
    colourCount: [3, 4],
    tracking: 'variant',
    price: [29, 69],
    colours: MENSWEAR,
    fabrics: [...COTTONS, ...LINENS],
    garment: true,
  },
  {
    categoryUrl: '/mens/clothing/knitwear/',
    count: 18,
    adjectives: ['Lambswool', 'Cotton', 'Merino', 'Cable', 'Textured'],
    nouns: ['Crew Neck Jumper', 'Cardigan', 'Quarter Zip', 'Roll Neck'],
    sizeFamilies: [LETTER_SIZES],
    sizeRun: [4, 5],
    colourCount: [3, 4],
    tracking: 'variant',
    price: [39, 99],
    colours: MENSWEAR,
    fabrics: KNITS,
    garment: true,
  },
  {
    categoryUrl: '/mens/clothing/trousers/',
    count: 12,
    adjectives: ['Slim', 'Straight', 'Cord', 'Linen', 'Pleated'],
    nouns: ['Chinos', 'Trousers', 'Cargo Trousers', 'Joggers'],
    sizeFamilies: [MENS_WAIST],
    sizeRun: [4, 4],
    lengths: [LENGTHS_LONG_SHORT],
    colourCount: [3, 3],
    tracking: 'variant',
    price: [35, 79],
    colours: MENSWEAR,
    fabrics: [...COTTONS, ...LINENS],
    garment: true,
  },
  {
    categoryUrl: '/mens/clothing/jeans/',
    count: 10,
    adjectives: ['Slim', 'Straight', 'Tapered', 'Relaxed', 'Selvedge'],
    nouns: ['Jeans', 'Stretch Jeans', 'Carpenter Jeans'],
    sizeFamilies: [MENS_WAIST],
    sizeRun: [4, 4],
    lengths: [LENGTHS_LONG_SHORT],
    colourCount: [3, 3],
    tracking: 'variant',
    price: [39, 89],
    colours: DENIM,
    fabrics: DENIMS,
    garment: true,
  },
  {
    categoryUrl: '/mens/accessories/belts/',
    count: 10,
    adjectives: ['Leather', 'Woven', 'Suede', 'Canvas'],
    nouns: ['Belt', 'Jeans Belt', 'Dress Belt'],
    sizeFamilies: [LETTER_SIZES.slice(1, 5)],
    sizeRun: [3, 4],
    tracking: 'product',
    price: [19, 39],
    colours: ['Black', 'Brown', 'Navy', 'Camel', 'Olive'],
    fabrics: ['100% Leather', '100% Cotton'],
    garment: false,
  },
  {
    categoryUrl: '/mens/accessories/hats/',
    count: 10,
    adjectives: ['Wool', 'Ribbed', 'Waxed', 'Cotton'],
    nouns: ['Beanie', 'Cap', 'Bucket Hat'],
    sizeFamilies: [ONE_SIZE],
    sizeRun: [1, 1],
    tracking: 'product',
    price: [15, 29],
    colours: MENSWEAR,
    fabrics: ['100% Wool', '100% Cotton'],
    garment: false,
  },
  {
    categoryUrl: '/home/kitchen/mugs/',
    count: 12,
    adjectives: ['Speckled', 'Stoneware', 'Glazed', 'Striped'],
    nouns: ['Mug', 'Espresso Cup', 'Latte Mug'],
    sizeFamilies: [ONE_SIZE],
    sizeRun: [1, 1],
    tracking: 'product',
    price: [8, 16],
    colours: HOMEWARE,
    fabrics: ['Stoneware', 'Porcelain'],
    garment: false,
  },
  {
    categoryUrl: '/home/kitchen/tea-towels/',
    count: 8,
    adjectives: ['Linen', 'Checked', 'Printed', 'Waffle'],
    nouns: ['Tea Towel', 'Tea Towel Set'],
    sizeFamilies: [ONE_SIZE],
    sizeRun: [1, 1],
    tracking: 'none',
    price: [6, 14],
    colours: HOMEWARE,
    fabrics: ['100% Linen', '100% Cotton'],
    garment: false,
  },
  {
    categoryUrl: '/home/living/cushions/',
    count: 12,
    adjectives: ['Velvet', 'Linen', 'Embroidered', 'Boucle'],
    nouns: ['Cushion', 'Square Cushion', 'Bolster Cushion'],
    sizeFamilies: [ONE_SIZE],
    sizeRun: [1, 1],
    tracking: 'product',
    price: [18, 45],
    colours: HOMEWARE,
    fabrics: ['100% Cotton Velvet', '100% Linen'],
    garment: false,
  },
  {
    categoryUrl: '/home/living/candles/',
    count: 14,
    adjectives: ['Fig', 'Cedar', 'Amber', 'Rose', 'Sea Salt'],
    nouns: ['Candle', 'Votive Set', 'Reed Diffuser'],
    sizeFamilies: [ONE_SIZE],
    sizeRun: [1, 1],
    tracking: 'none',
    price: [10, 30],
    colours: HOMEWARE,
    fabrics: ['Soy wax', 'Rapeseed wax'],
    garment: false,
  },
  {
    categoryUrl: '/gifts/for-her/',
    count: 8,
    adjectives: ['Bamboo', 'Cashmere Blend', 'Spotted', 'Striped'],
    nouns: ['Socks', 'Ankle Socks', 'Bed Socks'],
    sizeFamilies: [SOCKS_SMALL],
    sizeRun: [2, 2],
    tracking: 'variant',
    price: [8, 18],
    colours: APPAREL,
    fabrics: ['80% Bamboo, 20% Polyamide', '75% Cotton, 25% Polyamide'],
    garment: false,
  },
  {
    categoryUrl: '/gifts/for-him/',
    count: 8,
    adjectives: ['Ribbed', 'Argyle', 'Striped', 'Wool Blend'],
    nouns: ['Socks', 'Boot Socks', 'Sock Box'],
    sizeFamilies: [SOCKS_LARGE],
    sizeRun: [2, 2],
    tracking: 'variant',
    price: [8, 20],
    colours: MENSWEAR,
    fabrics: ['75% Cotton, 25% Polyamide', '60% Wool, 40% Nylon'],
    garment: false,
  },
  {
    categoryUrl: '/gifts/stocking-fillers/',
    count: 10,
    adjectives: ['Kids Star', 'Kids Festive', 'Kids Striped', 'Kids Dino'],
    nouns: ['Pyjamas', 'Jumper', 'Dressing Gown'],
    sizeFamilies: [KIDS_AGES],
    sizeRun: [4, 4],
    colourCount: [3, 4],
    tracking: 'variant',
    price: [12, 25],
    colours: APPAREL,
    fabrics: ['100% Cotton', '100% Polyester Fleece'],
    garment: true,
  },
];

/** Spec 000 §3: the gift line options (modifiers) of the gift card and the e-gift card, in order. */
export const GIFT_MODIFIERS = [
  { display_name: 'Recipient email', type: 'text', required: true },
  { display_name: 'Recipient name', type: 'text', required: true },
  { display_name: 'Your email', type: 'text', required: true },
  { display_name: 'Your name', type: 'text', required: true },
  { display_name: 'Send date', type: 'date', required: false },
  { display_name: 'Your message', type: 'multi_line_text', required: false },
  { display_name: 'uid', type: 'hidden', required: false },
] as const;

/** Spec 000 §3 Variant metadata names. */
export const METADATA_NAMES = [
  'customer_facing_colour',
  'product_badge',
  'fabric_composition',
  'model_wears_displayed',
  'standard_measurements_displayed',
  'petite_model_displayed',
  'petite_measurements_displayed',
  'neck_collar_shape',
  'sleeve_length',
  'product_fit',
  'styling_length',
  'washcare',
] as const;

/** The two inventory locations (spec 000 §5: location 1 counts; location 2 is the second store). */
export const INVENTORY_LOCATIONS = [
  { id: 1, code: 'UK-WAREHOUSE', label: 'UK warehouse', enabled: true },
  { id: 2, code: 'EU-WAREHOUSE', label: 'EU warehouse', enabled: true },
] as const;
