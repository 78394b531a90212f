import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { FOURTEEN_UK_SIZES } from '../size-block/fixtures';
import { sizesBannerSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(sizesBannerSchemaId, name, deliveryKey, id);

/** Size buttons to a listing filtered by size, `/womens?size=UK+8` style. */
const sizes = (labels: readonly string[], path: string) =>
  labels.map((label) => ({ buttonText: label, buttonLink: `${path}?size=${encodeURIComponent(label)}` }));

/**
 * Named entries of the sizes banner: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 */
export const sizesBannerFixtures = {
  default: {
    _meta: meta('Find your size', 'uk/sizes-banner-womens', '5e6f7081-0005-4000-8000-000000000001'),
    heading: 'Find your size',
    headingColour: '#1B3A4B',
    backgroundColour: '#F4EDE4',
    callsToAction: sizes(['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14', 'UK 16', 'UK 18', 'UK 20'], '/womens'),
  },
  /** Fourteen sizes: 10 in the first row at 1280 px, the other 4 centred below; 4 a row on a phone. */
  fourteenSizes: {
    _meta: meta('Every jeans size', 'uk/sizes-banner-jeans', '5e6f7081-0005-4000-8000-000000000002'),
    heading: 'Jeans in every size',
    headingColour: '#000000',
    backgroundColour: '#FFFFFF',
    callsToAction: sizes(FOURTEEN_UK_SIZES, '/womens/jeans'),
  },
  /** Navy: white outlines, filled white (navy text) on hover and focus; a teal heading (7.6:1). */
  darkBackground: {
    _meta: meta('Sizes on navy', 'eu/sizes-banner-navy', '5e6f7081-0005-4000-8000-000000000003'),
    heading: 'Shop knitwear by size',
    headingColour: '#64E6D6',
    backgroundColour: '#1B3A4B',
    callsToAction: sizes(['XS', 'S', 'M', 'L', 'XL'], '/eu/womens/knitwear'),
  },
  /** A cream heading on white fails 4.5:1: it falls back to black. Half-filled sizes are left out. */
  contrastFallback: {
    _meta: meta('Pale heading', 'us/sizes-banner-pale', '5e6f7081-0005-4000-8000-000000000004'),
    heading: 'Tops by size',
    headingColour: '#F4EDE4',
    callsToAction: [
      ...sizes(['S', 'M', 'L'], '/us/womens/tops'),
      { buttonText: 'XL' },
      { buttonLink: '/us/xxl' },
    ],
  },
  /** No heading: the sizes alone (the page's own heading names them). */
  noHeading: {
    _meta: meta(
      'Sizes without a heading',
      'uk/sizes-banner-no-heading',
      '5e6f7081-0005-4000-8000-000000000005',
    ),
    backgroundColour: '#64E6D6',
    callsToAction: sizes(['S', 'M', 'L'], '/mens/shirts'),
  },

  invalidScriptLink: {
    _meta: meta('Script size link', 'uk/broken-sizes-banner-script', '5e6f7081-0005-4000-8000-0000000000f1'),
    heading: 'Sizes',
    callsToAction: [{ buttonText: 'S', buttonLink: 'javascript:alert(1)' }],
  },
  invalidNamedColour: {
    _meta: meta('Named background', 'uk/broken-sizes-banner-colour', '5e6f7081-0005-4000-8000-0000000000f2'),
    heading: 'Sizes',
    backgroundColour: 'navy',
  },
  invalidHeadingColour: {
    _meta: meta(
      'Five-digit colour',
      'uk/broken-sizes-banner-heading',
      '5e6f7081-0005-4000-8000-0000000000f3',
    ),
    heading: 'Sizes',
    headingColour: '#12345',
  },
  invalidCallsToAction: {
    _meta: meta('Sizes as text', 'uk/broken-sizes-banner-ctas', '5e6f7081-0005-4000-8000-0000000000f4'),
    heading: 'Sizes',
    callsToAction: 'S, M, L',
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/size-block',
      name: 'A size block',
      deliveryKey: 'uk/broken-sizes-banner-schema',
    },
    heading: 'Sizes',
  },
  invalidMissingMeta: { heading: 'No _meta at all' },
} as const satisfies Record<string, UnknownEntry>;

export type SizesBannerFixtureName = keyof typeof sizesBannerFixtures;
