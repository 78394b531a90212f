import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { tallImageBlockSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(tallImageBlockSchemaId, name, deliveryKey, id);

/**
 * Named entries of the tall image block: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema (src/fixtures.test.ts).
 */
export const tallImageBlockFixtures = {
  /** Every part: the image links out, the call to action is a second link beside it (never inside). */
  default: {
    _meta: meta(
      'Summer dresses tall image',
      'uk/tall-image-summer-dresses',
      '7a11a6e0-0000-4000-8000-000000003001',
    ),
    image: fixtureImage('tall-image-summer-dresses'),
    imageAltText: 'A model in a yellow floral sundress',
    imageLink: '/women/dresses',
    aspectRatio: '5x7',
    subtitle: 'New season',
    title: 'The summer dress edit',
    decorativeText: 'Hello {~sunshine~}',
    decorativeTextColour: 'Black',
    callToAction: {
      buttonText: 'Shop summer',
      buttonLink: '/women/summer',
      buttonStyle: 'primary',
      customId: 'tall-image-summer',
    },
  },
  /** The picture has no alt text of its own or the entry's: the title names the image's link. */
  titleNamesTheLink: {
    _meta: meta('Gifts tall image', 'uk/tall-image-gifts', '7a11a6e0-0000-4000-8000-000000003002'),
    image: fixtureImage('tall-image-gifts'),
    imageAltText: ' ',
    imageLink: '/gifts/for-her',
    title: 'Gifts for her',
    callToAction: { buttonText: 'Shop all gifts', buttonLink: '/gifts', buttonStyle: 'secondary' },
  },
  /** The decorative text only repeats the title, so it is hidden from assistive technology. */
  decorativeRepeatsTitle: {
    _meta: meta('Sale tall image', 'eu/tall-image-sale', '7a11a6e0-0000-4000-8000-000000003003'),
    image: fixtureImage('tall-image-sale', 'Rails of knitwear with sale tags'),
    imageLink: '/sale',
    subtitle: 'Up to 50% off',
    title: 'Sale',
    decorativeText: '{=SALE=}',
    decorativeTextColour: 'White',
  },
  /** No image link, a 4x5 image: the call to action is the block's only link. */
  noLink: {
    _meta: meta('Homewares tall image', 'us/tall-image-homewares', '7a11a6e0-0000-4000-8000-000000003004'),
    image: fixtureImage('tall-image-homewares'),
    imageAltText: 'A teal armchair with a striped cushion',
    aspectRatio: '4x5',
    title: 'Make yourself at home',
    decorativeText: 'New {~in~}',
    decorativeTextColour: 'White',
    callToAction: { buttonText: 'Shop homewares', buttonLink: '/home', buttonStyle: 'primary' },
  },
  /** The image alone, linked: no words beside it. */
  imageOnly: {
    _meta: meta('Image-only tall image', 'uk/tall-image-only', '7a11a6e0-0000-4000-8000-000000003005'),
    image: fixtureImage('tall-image-knitwear', 'A pile of cable-knit jumpers'),
    imageLink: '/women/knitwear',
  },
  /** Long words beside the image: they wrap; the call to action stays below them. */
  longText: {
    _meta: meta('Long tall image', 'uk/tall-image-long', '7a11a6e0-0000-4000-8000-000000003006'),
    image: fixtureImage('tall-image-outerwear'),
    imageAltText: 'A model in a long waxed jacket in the rain',
    imageLink: '/women/coats',
    subtitle: 'Outerwear for every kind of weather, all year round',
    title: 'Rain or shine, the jackets and coats that see you through the wettest of British summers',
    decorativeText: 'Come {~rain~} or shine',
    callToAction: {
      buttonText: 'Shop coats and jackets',
      buttonLink: '/women/coats',
      buttonStyle: 'tertiary',
    },
  },
  /** A call to action without a style is not present: it is left out, not an error. */
  incompleteCallToAction: {
    _meta: meta(
      'Tall image, button without a style',
      'uk/tall-image-no-style',
      '7a11a6e0-0000-4000-8000-000000003007',
    ),
    image: fixtureImage('tall-image-accessories', 'A straw bag and sunglasses'),
    title: 'Accessories',
    callToAction: { buttonText: 'Shop accessories', buttonLink: '/accessories' },
  },

  invalidMissingImage: {
    _meta: meta('No image', 'uk/broken-tall-image-no-image', '7a11a6e0-0000-4000-8000-000000003f01'),
    title: 'Where is the picture?',
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-tall-image-link', '7a11a6e0-0000-4000-8000-000000003f02'),
    image: fixtureImage('tall-image-summer-dresses', 'A sundress'),
    imageLink: 'javascript:alert(1)',
  },
  invalidLinkWithoutName: {
    _meta: meta(
      'Linked image without a name',
      'uk/broken-tall-image-name',
      '7a11a6e0-0000-4000-8000-000000003f03',
    ),
    image: fixtureImage('tall-image-summer-dresses'),
    imageLink: '/women/dresses',
    subtitle: 'A subtitle does not name the link',
  },
  invalidAspectRatio: {
    _meta: meta('Wide ratio', 'uk/broken-tall-image-ratio', '7a11a6e0-0000-4000-8000-000000003f04'),
    image: fixtureImage('tall-image-summer-dresses', 'A sundress'),
    aspectRatio: '16x9',
  },
  invalidDecorativeTextColour: {
    _meta: meta('Red decoration', 'uk/broken-tall-image-colour', '7a11a6e0-0000-4000-8000-000000003f05'),
    image: fixtureImage('tall-image-summer-dresses', 'A sundress'),
    decorativeText: 'Sale',
    decorativeTextColour: 'Red',
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/my-account-image',
      name: 'An account image',
      deliveryKey: 'uk/broken-tall-image-type',
    },
    image: fixtureImage('tall-image-summer-dresses', 'A sundress'),
  },
  invalidMissingMeta: { image: fixtureImage('tall-image-summer-dresses', 'A sundress') },
} as const satisfies Record<string, UnknownEntry>;

export type TallImageBlockFixtureName = keyof typeof tallImageBlockFixtures;
