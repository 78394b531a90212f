import { fnv1a } from './colours';

/**
 * The silhouettes the picture generator draws, one per branch of the seeded category tree (womens and mens
 * clothing and accessories, home, gifts) plus the gift cards and the free gift.
 */
export const PICTURE_KINDS = [
  'dress',
  'top',
  'shirt',
  'knitwear',
  'coat',
  'trousers',
  'jeans',
  'bag',
  'scarf',
  'jewellery',
  'belt',
  'hat',
  'mug',
  'teatowel',
  'cushion',
  'candle',
  'giftcard',
  'egiftcard',
  'giftbox',
] as const;

export type PictureKind = (typeof PICTURE_KINDS)[number];

export function isPictureKind(value: string): value is PictureKind {
  return (PICTURE_KINDS as readonly string[]).includes(value);
}

/**
 * Keywords, most specific first (an e-gift card before a gift card, a t-shirt before a shirt). Each matches at
 * the start of a word, so `hat` does not match `that` and `top` does not match `stop`.
 */
const KEYWORDS: readonly [RegExp, PictureKind][] = [
  [/\be-?\s?gift\s?-?cards?\b|\begift/, 'egiftcard'],
  [/\bgift\s?-?cards?\b/, 'giftcard'],
  [/\bfree\s?-?gift/, 'giftbox'],
  // Accessories and homewares before fabrics: a knitted beanie is a hat, a denim tote a bag.
  [/\bbags?\b|\btote|\bclutch|\bbackpack|\bpurse/, 'bag'],
  [/\bscar(f|ves)|\bsnood/, 'scarf'],
  [/\bjewel|\bnecklace|\bpendant|\bearrings?\b|\bbracelet|\bbangle/, 'jewellery'],
  [/\bbelts?\b/, 'belt'],
  [/\bhats?\b|\bbeanie|\bcaps?\b/, 'hat'],
  [/\bmugs?\b|\bcups?\b/, 'mug'],
  [/\btea\s?-?towel|\btowel/, 'teatowel'],
  [/\bcushion|\bpillow|\bthrows?\b/, 'cushion'],
  [/\bcandle/, 'candle'],
  [/\bdress/, 'dress'],
  [/\bcoats?\b|\bjacket|\bparka|\bblazer|\bmac\b|\btrench/, 'coat'],
  [/\bjeans?\b|\bdenim/, 'jeans'],
  [/\btrouser|\bchino|\bpants?\b|\bjoggers?\b|\bleggings?\b/, 'trousers'],
  [/\bknit|\bjumper|\bcardigan|\bsweater|\bsweatshirt|\bhoodie/, 'knitwear'],
  [/\bt-?\s?shirt|\btees?\b|\btops?\b|\bvest|\bcami/, 'top'],
  [/\bshirt|\bblouse|\boxford/, 'shirt'],
  [/\bgifts?\b/, 'giftbox'],
  [/\bhome/, 'cushion'],
  [/\baccessor/, 'bag'],
];

/** The first kind any text names, trying the texts in order (the caller passes the most specific first). */
export function kindFromText(texts: readonly string[]): PictureKind | undefined {
  for (const text of texts) {
    const lower = text.toLowerCase().replace(/_/g, ' ');
    for (const [pattern, kind] of KEYWORDS) if (pattern.test(lower)) return kind;
  }
  return undefined;
}

/** Garments only: a sku that names nothing is most likely clothing in a clothing shop. */
const FALLBACK_KINDS: readonly PictureKind[] = [
  'dress',
  'top',
  'shirt',
  'knitwear',
  'coat',
  'trousers',
  'jeans',
];

/**
 * Reading: the kind for a sku comes, in order, from the path's own kind segment, from the catalogue (the
 * product's name, then its categories, deepest first), from a keyword in the sku, and last from a hash of the
 * sku over the garment kinds, so the same sku always draws the same silhouette.
 */
export function kindForSku(sku: string, catalogueTexts: readonly string[] = []): PictureKind {
  return (
    kindFromText(catalogueTexts) ??
    kindFromText([sku]) ??
    (FALLBACK_KINDS[fnv1a(sku.toLowerCase()) % FALLBACK_KINDS.length] as PictureKind)
  );
}
