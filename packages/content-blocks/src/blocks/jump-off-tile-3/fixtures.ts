import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { jumpOffTile3SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(jumpOffTile3SchemaId, name, deliveryKey, id);

/**
 * Named entries of jump-off tile three: the single source for stories, tests and demo pages. Names starting with
 * `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const jumpOffTile3Fixtures = {
  /** The picture left of the text; a markdown body with a list and a link; two buttons. */
  default: {
    _meta: meta('Linen care tile', 'uk/jump-off-tile-3-linen-care', 'a5c0f1e0-0003-4000-8000-000000000301'),
    title: 'Made to last',
    titleFont: 'Quisas',
    body:
      'Our linen gets **softer with every wash**. Three tips to keep it that way:\n\n' +
      '- Wash at 30°\n- Dry on the line\n- Iron while damp\n\n' +
      'More in our [linen care guide](/journal/linen-care).',
    callToAction: [
      { buttonText: 'Shop linen', buttonLink: '/linen', buttonStyle: 'primary' },
      { buttonText: 'Read the journal', buttonLink: '/journal', buttonStyle: 'secondary' },
    ],
    image: fixtureImage('jump-off-linen-care'),
    imagePosition: 'Left',
    imageAlt: 'Linen shirts drying on a line',
  },
  /** The picture on top; the title in Athletics; one button. */
  imageTop: {
    _meta: meta('Shoes tile', 'eu/jump-off-tile-3-shoes', 'a5c0f1e0-0003-4000-8000-000000000302'),
    title: 'Step into spring',
    titleFont: 'Athletics',
    body: 'Loafers, sandals and *everyday* trainers.',
    callToAction: [{ buttonText: 'Shop shoes', buttonLink: '/shoes', buttonStyle: 'primary' }],
    image: fixtureImage('jump-off-spring-shoes'),
    imagePosition: 'Top',
    imageAlt: 'Tan loafers on a stone step',
  },
  /** The picture right of the text; the title in Quisas-2; a wavy underline; the image's own alt text. */
  imageRight: {
    _meta: meta('Bedding tile', 'us/jump-off-tile-3-bedding', 'a5c0f1e0-0003-4000-8000-000000000303'),
    title: 'Sleep well',
    titleFont: 'Quisas-2',
    body: 'Washed cotton bedding in {~twelve~} colours.\nMix and match sets from $40.',
    callToAction: [{ buttonText: 'Shop bedding', buttonLink: '/homewares/bedding', buttonStyle: 'tertiary' }],
    image: fixtureImage('jump-off-washed-bedding', 'A made bed with washed cotton sheets'),
    imagePosition: 'Right',
  },
  /** A video in the picture's place (the image stays required), left of the text; it loops, with its control. */
  withVideo: {
    _meta: meta('Studio video tile', 'uk/jump-off-tile-3-video', 'a5c0f1e0-0003-4000-8000-000000000304'),
    title: 'Behind the seams',
    body: 'See how our denim is cut and sewn in the studio.',
    callToAction: [{ buttonText: 'Shop denim', buttonLink: '/denim', buttonStyle: 'primary' }],
    image: fixtureImage('jump-off-denim-studio'),
    video: fixtureVideo('jump-off-denim-studio-clip'),
    imagePosition: 'Left',
    imageAlt: 'A tailor cutting denim on a workbench',
  },
  /** Every call to action incomplete: no button shows; the body's own link still does. */
  incompleteCallToAction: {
    _meta: meta(
      'Journal tile, no buttons',
      'uk/jump-off-tile-3-journal',
      'a5c0f1e0-0003-4000-8000-000000000305',
    ),
    title: 'From the journal',
    body: 'Five ways to wear a [silk scarf](/journal/silk-scarf).',
    callToAction: [
      { buttonText: 'Read more', buttonLink: '/journal' },
      { buttonText: 'Shop scarves', buttonStyle: 'primary' },
    ],
    image: fixtureImage('jump-off-silk-scarf'),
    imageAlt: 'A silk scarf tied on a handbag',
  },
  /** A long markdown body with a heading and a numbered list; three buttons wrap onto the next line. */
  longBody: {
    _meta: meta(
      'Gift guide tile, long text',
      'uk/jump-off-tile-3-gift-guide',
      'a5c0f1e0-0003-4000-8000-000000000306',
    ),
    title: 'The gift guide: something for everyone, whatever the budget',
    titleFont: 'Quisas',
    body:
      '# How it works\n\n' +
      '1. Pick a budget\n2. Choose a gift\n3. We wrap it for free\n\n' +
      'Order by the 20th for delivery before the holidays. Returns are free until the end of January, so the ' +
      'gift can always be swapped.',
    callToAction: [
      { buttonText: 'Gifts under £25', buttonLink: '/gifts/under-25', buttonStyle: 'primary' },
      { buttonText: 'Gifts under £50', buttonLink: '/gifts/under-50', buttonStyle: 'secondary' },
      { buttonText: 'All gifts', buttonLink: '/gifts', buttonStyle: 'tertiary' },
    ],
    image: fixtureImage('jump-off-gift-guide'),
    imagePosition: 'Top',
    imageAlt: 'Gifts wrapped in brown paper',
  },

  invalidMissingImage: {
    _meta: meta('No image', 'uk/broken-jump-off-3-image', 'a5c0f1e0-0003-4000-8000-000000000f01'),
    callToAction: [{ buttonText: 'Shop', buttonLink: '/shop', buttonStyle: 'primary' }],
    video: fixtureVideo('jump-off-broken-video-3'),
  },
  invalidMissingCallToAction: {
    _meta: meta('No call to action', 'uk/broken-jump-off-3-cta', 'a5c0f1e0-0003-4000-8000-000000000f02'),
    image: fixtureImage('jump-off-broken-cta-3'),
  },
  invalidEmptyCallToAction: {
    _meta: meta(
      'Empty call to action list',
      'uk/broken-jump-off-3-no-cta',
      'a5c0f1e0-0003-4000-8000-000000000f03',
    ),
    callToAction: [],
    image: fixtureImage('jump-off-broken-empty-3'),
  },
  invalidCallToActionObject: {
    _meta: meta(
      'One call to action, not a list',
      'uk/broken-jump-off-3-object',
      'a5c0f1e0-0003-4000-8000-000000000f04',
    ),
    callToAction: { buttonText: 'Shop', buttonLink: '/shop', buttonStyle: 'primary' },
    image: fixtureImage('jump-off-broken-object-3'),
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-jump-off-3-link', 'a5c0f1e0-0003-4000-8000-000000000f05'),
    callToAction: [
      { buttonText: 'Go', buttonLink: 'data:text/html,<script>alert(1)</script>', buttonStyle: 'primary' },
    ],
    image: fixtureImage('jump-off-broken-link-3'),
  },
  invalidTitleFont: {
    _meta: meta('Unknown font', 'uk/broken-jump-off-3-font', 'a5c0f1e0-0003-4000-8000-000000000f06'),
    titleFont: 'Quisas 2',
    callToAction: [{}],
    image: fixtureImage('jump-off-broken-font-3'),
  },
  invalidImagePosition: {
    _meta: meta(
      'Picture in the centre',
      'uk/broken-jump-off-3-position',
      'a5c0f1e0-0003-4000-8000-000000000f07',
    ),
    imagePosition: 'Center',
    callToAction: [{}],
    image: fixtureImage('jump-off-broken-position-3'),
  },
} as const satisfies Record<string, UnknownEntry>;

export type JumpOffTile3FixtureName = keyof typeof jumpOffTile3Fixtures;
