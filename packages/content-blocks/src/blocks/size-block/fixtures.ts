import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { sizeBlockSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(sizeBlockSchemaId, name, deliveryKey, id);

/** Size buttons to a listing filtered by size, `/womens/dresses?size=UK+8` style. */
const sizes = (labels: readonly string[], path: string) =>
  labels.map((label) => ({ buttonText: label, buttonLink: `${path}?size=${encodeURIComponent(label)}` }));

/** Fourteen UK sizes: more than one row of ten, so the group wraps even at 1280 px. */
export const FOURTEEN_UK_SIZES = [
  'UK 4',
  'UK 6',
  'UK 8',
  'UK 10',
  'UK 12',
  'UK 14',
  'UK 16',
  'UK 18',
  'UK 20',
  'UK 22',
  'UK 24',
  'UK 26',
  'UK 28',
  'UK 30',
] as const;

/**
 * Named entries of the size block: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 * Title and button colours read at 4.5:1 on white, except in `contrastFallback`.
 */
export const sizeBlockFixtures = {
  default: {
    _meta: meta('Dresses by size', 'uk/size-block-dresses', '4d5e6f70-0004-4000-8000-000000000001'),
    titleText: 'Shop dresses by size',
    titleColour: '#1B3A4B',
    callsToAction: sizes(['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14', 'UK 16', 'UK 18'], '/womens/dresses'),
    ctaColour: '#1B3A4B',
    hoverColour: '#64E6D6',
    showUnderline: false,
  },
  /** The title underlined in teal; letter sizes filled with burgundy (white text) on hover and focus. */
  underlined: {
    _meta: meta(
      'Knitwear by size, underlined',
      'eu/size-block-knitwear',
      '4d5e6f70-0004-4000-8000-000000000002',
    ),
    titleText: 'Knitwear in your size',
    titleColour: '#000000',
    callsToAction: sizes(['XS', 'S', 'M', 'L', 'XL', 'XXL'], '/eu/womens/knitwear'),
    ctaColour: '#000000',
    hoverColour: '#7A2E3A',
    showUnderline: true,
    underlineColour: '#64E6D6',
  },
  /** Fourteen sizes: ten in the first row at 1280 px, four in the next; four a row on a phone. */
  fourteenSizes: {
    _meta: meta('Every jeans size', 'uk/size-block-jeans', '4d5e6f70-0004-4000-8000-000000000003'),
    titleText: 'Jeans, every size from 4 to 30',
    titleColour: '#1B3A4B',
    callsToAction: sizes(FOURTEEN_UK_SIZES, '/womens/jeans'),
    ctaColour: '#1B3A4B',
    hoverColour: '#F4EDE4',
  },
  /** Gold title and teal buttons fail 4.5:1 on white: both fall back to black; the navy hover takes white text. */
  contrastFallback: {
    _meta: meta('Pale colours', 'us/size-block-pale', '4d5e6f70-0004-4000-8000-000000000004'),
    titleText: 'Tops by size',
    titleColour: '#FFD700',
    callsToAction: sizes(['XS', 'S', 'M', 'L'], '/us/womens/tops'),
    ctaColour: '#64E6D6',
    hoverColour: '#1B3A4B',
  },
  /** Long size names widen their buttons (never break mid-word); half-filled buttons are left out. */
  longSizeNames: {
    _meta: meta('Long size names', 'uk/size-block-long-names', '4d5e6f70-0004-4000-8000-000000000005'),
    titleText: 'Fits for everyone',
    titleColour: '#000000',
    callsToAction: [
      { buttonText: 'One size', buttonLink: '/accessories?size=one-size' },
      { buttonText: 'Petite 8', buttonLink: '/womens/petite?size=8' },
      { buttonText: 'Tall 12', buttonLink: '/womens/tall?size=12' },
      { buttonText: 'Maternity' },
      { buttonLink: '/womens/plus' },
    ],
    ctaColour: '#000000',
    hoverColour: '#64E6D6',
  },

  invalidMissingTitleText: {
    _meta: meta('No title', 'uk/broken-size-block-title', '4d5e6f70-0004-4000-8000-0000000000f1'),
    titleText: '  ',
    titleColour: '#000000',
    callsToAction: sizes(['S'], '/womens'),
    ctaColour: '#000000',
    hoverColour: '#64E6D6',
  },
  invalidMissingColours: {
    _meta: meta('No colours', 'uk/broken-size-block-colours', '4d5e6f70-0004-4000-8000-0000000000f2'),
    titleText: 'Shop by size',
    callsToAction: sizes(['S'], '/womens'),
    hoverColour: '#64E6D6',
  },
  invalidMissingHoverColour: {
    _meta: meta('No hover colour', 'uk/broken-size-block-hover', '4d5e6f70-0004-4000-8000-0000000000f3'),
    titleText: 'Shop by size',
    titleColour: '#000000',
    callsToAction: sizes(['S'], '/womens'),
    ctaColour: '#000000',
  },
  invalidNoCallsToAction: {
    _meta: meta('No sizes', 'uk/broken-size-block-sizes', '4d5e6f70-0004-4000-8000-0000000000f4'),
    titleText: 'Shop by size',
    titleColour: '#000000',
    ctaColour: '#000000',
    hoverColour: '#64E6D6',
  },
  invalidOnlyIncompleteSizes: {
    _meta: meta('Half sizes', 'uk/broken-size-block-half', '4d5e6f70-0004-4000-8000-0000000000f5'),
    titleText: 'Shop by size',
    titleColour: '#000000',
    callsToAction: [{ buttonText: 'S' }, { buttonLink: '/womens?size=M' }],
    ctaColour: '#000000',
    hoverColour: '#64E6D6',
  },
  invalidScriptLink: {
    _meta: meta('Script size link', 'uk/broken-size-block-script', '4d5e6f70-0004-4000-8000-0000000000f6'),
    titleText: 'Shop by size',
    titleColour: '#000000',
    callsToAction: [{ buttonText: 'S', buttonLink: 'javascript:alert(1)' }],
    ctaColour: '#000000',
    hoverColour: '#64E6D6',
  },
  invalidNamedColour: {
    _meta: meta('Named hover colour', 'uk/broken-size-block-named', '4d5e6f70-0004-4000-8000-0000000000f7'),
    titleText: 'Shop by size',
    titleColour: '#000000',
    callsToAction: sizes(['S'], '/womens'),
    ctaColour: '#000000',
    hoverColour: 'teal',
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/sizes-banner',
      name: 'A sizes banner',
      deliveryKey: 'uk/broken-size-block-schema',
    },
    titleText: 'Shop by size',
  },
  invalidMissingMeta: { titleText: 'No _meta at all' },
} as const satisfies Record<string, UnknownEntry>;

export type SizeBlockFixtureName = keyof typeof sizeBlockFixtures;
