import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { jumpOffTile2SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(jumpOffTile2SchemaId, name, deliveryKey, id);

/**
 * Named entries of jump-off tile two: the single source for stories, tests and demo pages. Names starting with
 * `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const jumpOffTile2Fixtures = {
  default: {
    _meta: meta('Swimwear tile', 'uk/jump-off-tile-2-swimwear', 'a5c0f1e0-0002-4000-8000-000000000201'),
    title: 'Swimwear',
    body: 'Bold prints for beach days.',
    callToAction: { buttonText: 'Shop swimwear', buttonLink: '/womens/swimwear', buttonStyle: 'primary' },
    image: fixtureImage('jump-off-swimwear-prints'),
    imageAlt: 'A printed swimsuit on a sun lounger',
  },
  /** An outlined button; the alt text is the image's own (no `imageAlt`). */
  secondaryButton: {
    _meta: meta('Tableware tile', 'eu/jump-off-tile-2-tableware', 'a5c0f1e0-0002-4000-8000-000000000202'),
    title: 'Tableware',
    body: 'Stoneware plates and bowls, glazed by hand.',
    callToAction: {
      buttonText: 'Shop tableware',
      buttonLink: '/homewares/tableware',
      buttonStyle: 'secondary',
      customId: 'jump-off-tableware',
    },
    image: fixtureImage('jump-off-stoneware-table', 'Stoneware bowls on a linen cloth'),
  },
  /** No buttonLink: the call to action is not present, so no button shows and nothing in the tile links. */
  incompleteCallToAction: {
    _meta: meta(
      'Candles tile, no link',
      'uk/jump-off-tile-2-candles',
      'a5c0f1e0-0002-4000-8000-000000000203',
    ),
    title: 'Candles',
    body: 'Hand-poured, in six seasonal scents.',
    callToAction: { buttonText: 'Shop candles', buttonStyle: 'primary' },
    image: fixtureImage('jump-off-candle-shelf'),
    imageAlt: 'Three lit candles on a shelf',
  },
  /** A long title and body: the panel grows and the tile with it (never clipped), the picture still covering it. */
  longBody: {
    _meta: meta(
      'Menswear tile, long text',
      'us/jump-off-tile-2-menswear',
      'a5c0f1e0-0002-4000-8000-000000000204',
    ),
    title: 'The menswear edit: tailoring, knits and weekend layers',
    body:
      'Relaxed suits in linen and wool, merino knits that go from desk to dinner, and overshirts for the ' +
      'weekend. Free alterations on every suit bought online, and free returns within 30 days.\nNew pieces ' +
      'land every Thursday.',
    callToAction: { buttonText: 'Shop menswear', buttonLink: '/mens', buttonStyle: 'tertiary' },
    image: fixtureImage('jump-off-menswear-layers'),
    imageAlt: 'A relaxed linen suit on a rail',
  },
  /** Only the required fields, with an empty call to action: the picture alone, no panel. */
  imageOnly: {
    _meta: meta('Picture only', 'uk/jump-off-tile-2-picture', 'a5c0f1e0-0002-4000-8000-000000000205'),
    callToAction: {},
    image: fixtureImage('jump-off-picture-panel', 'A vase of dried flowers'),
  },

  invalidMissingImage: {
    _meta: meta('No image', 'uk/broken-jump-off-2-image', 'a5c0f1e0-0002-4000-8000-000000000f01'),
    title: 'Where is the picture?',
    callToAction: { buttonText: 'Shop', buttonLink: '/shop', buttonStyle: 'primary' },
  },
  invalidMissingCallToAction: {
    _meta: meta('No call to action', 'uk/broken-jump-off-2-cta', 'a5c0f1e0-0002-4000-8000-000000000f02'),
    title: 'No button at all',
    image: fixtureImage('jump-off-broken-cta-2'),
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-jump-off-2-link', 'a5c0f1e0-0002-4000-8000-000000000f03'),
    callToAction: { buttonText: 'Go', buttonLink: 'vbscript:msgbox(1)', buttonStyle: 'primary' },
    image: fixtureImage('jump-off-broken-link-2'),
  },
  invalidVideoAsImage: {
    _meta: meta(
      'A video for the image',
      'uk/broken-jump-off-2-video',
      'a5c0f1e0-0002-4000-8000-000000000f04',
    ),
    callToAction: {},
    image: fixtureVideo('jump-off-broken-video-2'),
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/jump-off-tile-1',
      name: 'A tile of type one',
      deliveryKey: 'uk/broken-jump-off-2-type',
    },
    callToAction: {},
    image: fixtureImage('jump-off-broken-type-2'),
  },
} as const satisfies Record<string, UnknownEntry>;

export type JumpOffTile2FixtureName = keyof typeof jumpOffTile2Fixtures;
