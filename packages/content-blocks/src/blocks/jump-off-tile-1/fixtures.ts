import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { jumpOffTile1SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(jumpOffTile1SchemaId, name, deliveryKey, id);

/**
 * Named entries of jump-off tile one: the single source for stories, tests and demo pages. Names starting with
 * `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const jumpOffTile1Fixtures = {
  default: {
    _meta: meta('Linen dresses tile', 'uk/jump-off-tile-1-linen', 'a5c0f1e0-0001-4000-8000-000000000101'),
    title: 'Linen dresses',
    body: 'Light, breathable and made for long summer days.',
    callToAction: { buttonText: 'Shop dresses', buttonLink: '/womens/dresses', buttonStyle: 'primary' },
    image: fixtureImage('jump-off-linen-dresses'),
    imageAlt: 'A linen dress in sage green',
  },
  /** An outlined button with an analytics id; the alt text is the image's own (`imageAlt` blank). */
  secondaryButton: {
    _meta: meta('Knitwear tile', 'eu/jump-off-tile-1-knitwear', 'a5c0f1e0-0001-4000-8000-000000000102'),
    title: 'Knitwear',
    body: 'Soft layers for cool evenings.',
    callToAction: {
      buttonText: 'Shop knitwear',
      buttonLink: '/womens/knitwear',
      buttonStyle: 'secondary',
      customId: 'jump-off-knitwear',
    },
    image: fixtureImage('jump-off-soft-knitwear', 'A folded cream jumper'),
    imageAlt: ' ',
  },
  /** No buttonStyle: the call to action is not present, so no button shows and nothing in the tile links. */
  incompleteCallToAction: {
    _meta: meta(
      'Homewares tile, no style',
      'uk/jump-off-tile-1-homewares',
      'a5c0f1e0-0001-4000-8000-000000000103',
    ),
    title: 'Homewares',
    body: 'Cushions, throws and candles for every room.',
    callToAction: { buttonText: 'Shop homewares', buttonLink: '/homewares' },
    image: fixtureImage('jump-off-homewares-throws'),
    imageAlt: 'Cushions and a throw on a sofa',
  },
  /** A long body with the editor's line break: the tile grows, the button stays at its foot. */
  longBody: {
    _meta: meta('Gifts tile, long text', 'us/jump-off-tile-1-gifts', 'a5c0f1e0-0001-4000-8000-000000000104'),
    title: 'Gifts for everyone on your list, from stocking fillers to the big surprise',
    body:
      'From scented candles and cosy socks to silk scarves and leather wallets, our gift edit has something ' +
      'for everyone, wrapped and ready to go.\nOrder by the 20th for delivery before the holidays, and add a ' +
      'handwritten note at checkout for free.',
    callToAction: { buttonText: 'Shop all gifts', buttonLink: '/gifts', buttonStyle: 'tertiary' },
    image: fixtureImage('jump-off-gift-edit'),
    imageAlt: 'Wrapped presents with ribbon',
  },
  /** Only the required fields: no title, no body, an empty call to action. A picture on its own. */
  imageOnly: {
    _meta: meta('Picture only', 'uk/jump-off-tile-1-picture', 'a5c0f1e0-0001-4000-8000-000000000105'),
    callToAction: {},
    image: fixtureImage('jump-off-picture-only', 'Sunlight through a linen curtain'),
  },

  invalidMissingImage: {
    _meta: meta('No image', 'uk/broken-jump-off-1-image', 'a5c0f1e0-0001-4000-8000-000000000f01'),
    title: 'Where is the picture?',
    callToAction: { buttonText: 'Shop', buttonLink: '/shop', buttonStyle: 'primary' },
  },
  invalidMissingCallToAction: {
    _meta: meta('No call to action', 'uk/broken-jump-off-1-cta', 'a5c0f1e0-0001-4000-8000-000000000f02'),
    title: 'No button at all',
    image: fixtureImage('jump-off-broken-cta'),
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-jump-off-1-link', 'a5c0f1e0-0001-4000-8000-000000000f03'),
    title: 'Click me',
    callToAction: { buttonText: 'Go', buttonLink: 'javascript:alert(1)', buttonStyle: 'primary' },
    image: fixtureImage('jump-off-broken-link'),
  },
  invalidVideoAsImage: {
    _meta: meta(
      'A video for the image',
      'uk/broken-jump-off-1-video',
      'a5c0f1e0-0001-4000-8000-000000000f04',
    ),
    callToAction: {},
    image: fixtureVideo('jump-off-broken-video'),
  },
  invalidButtonStyle: {
    _meta: meta('Unknown button style', 'uk/broken-jump-off-1-style', 'a5c0f1e0-0001-4000-8000-000000000f05'),
    callToAction: { buttonText: 'Shop', buttonLink: '/shop', buttonStyle: 'Primary' },
    image: fixtureImage('jump-off-broken-style'),
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/jump-off-tile-2',
      name: 'A tile of type two',
      deliveryKey: 'uk/broken-jump-off-1-type',
    },
    callToAction: {},
    image: fixtureImage('jump-off-broken-type'),
  },
} as const satisfies Record<string, UnknownEntry>;

export type JumpOffTile1FixtureName = keyof typeof jumpOffTile1Fixtures;
