import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { textBox1SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(textBox1SchemaId, name, deliveryKey, id);

/**
 * Named entries of text box 1: the single source for stories, tests and the sandbox's demo pages. Names starting
 * with `invalid` must be refused by the schema (src/fixtures.test.ts). The box is the opposite of the text colour,
 * so every fixture's text reads at 4.5:1 or more whatever the picture.
 */
export const textBox1Fixtures = {
  default: {
    _meta: meta('Linen edit text box', 'uk/text-box-1-linen-edit', '7e47b0c1-0000-4000-8000-000000001001'),
    title: 'The linen edit',
    body: 'Light layers for long days: {~breathable~} shirts, dresses and trousers in natural linen.',
    textColour: 'Black',
    textAlignment: 'Left',
    backgroundDesktop: fixtureImage('text-box-1-linen-desktop'),
    backgroundMobile: fixtureImage('text-box-1-linen-mobile'),
    backgroundDesktopAltText: 'Linen shirts hanging on a rail in the sun',
    backgroundMobileAltText: 'A linen shirt on a hanger',
    callToAction: {
      buttonText: 'Shop linen',
      buttonLink: '/women/linen',
      buttonStyle: 'primary',
      customId: 'text-box-linen',
    },
  },
  /** White text in a black box, centred on the background from 768 px. */
  centredWhite: {
    _meta: meta('Knitwear text box', 'eu/text-box-1-knitwear', '7e47b0c1-0000-4000-8000-000000001002'),
    title: 'Knits for every day',
    body: 'Soft, warm and made to last: our {=new season=} knitwear is here.',
    textColour: 'White',
    textAlignment: 'Center',
    backgroundDesktop: fixtureImage('text-box-1-knitwear-desktop'),
    backgroundMobile: fixtureImage('text-box-1-knitwear-mobile'),
    callToAction: { buttonText: 'Shop knitwear', buttonLink: '/women/knitwear', buttonStyle: 'secondary' },
  },
  /** A looping video behind the box, placed on the right; the box keeps clear of the Pause/Play control. */
  videoBackground: {
    _meta: meta(
      'Studio video text box',
      'uk/text-box-1-studio-video',
      '7e47b0c1-0000-4000-8000-000000001003',
    ),
    title: 'Made in our studio',
    body: 'Watch our prints come to life, one block at a time.',
    textAlignment: 'Right',
    backgroundDesktop: fixtureVideo('text-box-1-studio-desktop'),
    backgroundMobile: fixtureVideo('text-box-1-studio-mobile'),
    backgroundDesktopAltText: 'A printer pressing a floral block onto cotton',
    backgroundMobileAltText: 'A floral print being pressed onto cotton',
    backgroundDesktopLoop: true,
    backgroundMobileLoop: false,
    callToAction: { buttonText: 'Our story', buttonLink: '/about/studio', buttonStyle: 'tertiary' },
  },
  /** A long title and body: the block grows taller than its ratio and the background covers it. */
  longText: {
    _meta: meta('Long text box', 'uk/text-box-1-long', '7e47b0c1-0000-4000-8000-000000001004'),
    title: 'Everything you need for a weekend by the sea, from beach bags to breezy dresses',
    body:
      'Pack light and pack well. Our seaside edit brings together striped tops, wide-leg trousers, straw hats ' +
      'and the sandals you will wear all summer. Every piece is chosen to mix and match, so a small bag still ' +
      'holds a week of outfits. Free returns on everything, as always, and delivery to your door in two days.',
    textAlignment: 'Left',
    backgroundDesktop: fixtureImage('text-box-1-seaside-desktop'),
    backgroundMobile: fixtureImage('text-box-1-seaside-mobile'),
    callToAction: { buttonText: 'Shop the seaside edit', buttonLink: '/seaside', buttonStyle: 'primary' },
  },
  /** No call to action: the box has words only, and the block has no link. */
  noCallToAction: {
    _meta: meta('Quote text box', 'us/text-box-1-quote', '7e47b0c1-0000-4000-8000-000000001005'),
    body: "Sometimes it's good to get lost in the {~details~}.",
    textColour: 'White',
    textAlignment: 'Center',
    backgroundDesktop: fixtureImage('text-box-1-quote-desktop'),
  },
  /** A call to action without a style is not present: it is left out, not an error. */
  incompleteCallToAction: {
    _meta: meta(
      'Text box, button without a style',
      'uk/text-box-1-no-style',
      '7e47b0c1-0000-4000-8000-000000001006',
    ),
    title: 'Gifts for the home',
    backgroundMobile: fixtureImage('text-box-1-gifts-mobile', 'Candles and cushions on a shelf'),
    callToAction: { buttonText: 'Shop gifts', buttonLink: '/gifts' },
  },

  invalidNoText: {
    _meta: meta('No words', 'uk/broken-text-box-1-no-text', '7e47b0c1-0000-4000-8000-000000001f01'),
    title: '  ',
    backgroundDesktop: fixtureImage('text-box-1-linen-desktop'),
  },
  invalidNoBackground: {
    _meta: meta(
      'No background',
      'uk/broken-text-box-1-no-background',
      '7e47b0c1-0000-4000-8000-000000001f02',
    ),
    title: 'Nothing behind me',
  },
  invalidBackground: {
    _meta: meta(
      'Background without a host',
      'uk/broken-text-box-1-media',
      '7e47b0c1-0000-4000-8000-000000001f03',
    ),
    title: 'Broken picture',
    backgroundDesktop: {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
      name: 'linen',
      endpoint: 'wardrobe',
    },
  },
  invalidTextColour: {
    _meta: meta('Grey text', 'uk/broken-text-box-1-colour', '7e47b0c1-0000-4000-8000-000000001f04'),
    title: 'Grey on grey',
    textColour: 'Grey',
    backgroundDesktop: fixtureImage('text-box-1-linen-desktop'),
  },
  invalidAlignment: {
    _meta: meta('British spelling', 'uk/broken-text-box-1-alignment', '7e47b0c1-0000-4000-8000-000000001f05'),
    title: 'Centred?',
    textAlignment: 'Centre',
    backgroundDesktop: fixtureImage('text-box-1-linen-desktop'),
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-text-box-1-link', '7e47b0c1-0000-4000-8000-000000001f06'),
    title: 'Click me',
    backgroundDesktop: fixtureImage('text-box-1-linen-desktop'),
    callToAction: { buttonText: 'Go', buttonLink: 'javascript:alert(1)', buttonStyle: 'primary' },
  },
  invalidLoopFlag: {
    _meta: meta('Loop as text', 'uk/broken-text-box-1-loop', '7e47b0c1-0000-4000-8000-000000001f07'),
    title: 'Loop it',
    backgroundDesktop: fixtureVideo('text-box-1-studio-desktop'),
    backgroundDesktopLoop: 'yes',
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/text-box-2',
      name: 'A type two text box',
      deliveryKey: 'uk/broken-text-box-1-type',
    },
    title: 'Wrong type',
    backgroundDesktop: fixtureImage('text-box-1-linen-desktop'),
  },
  invalidMissingMeta: {
    title: 'No _meta at all',
    backgroundDesktop: fixtureImage('text-box-1-linen-desktop'),
  },
} as const satisfies Record<string, UnknownEntry>;

export type TextBox1FixtureName = keyof typeof textBox1Fixtures;
