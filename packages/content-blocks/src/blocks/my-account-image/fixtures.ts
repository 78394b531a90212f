import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { myAccountImageSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(myAccountImageSchemaId, name, deliveryKey, id);

/**
 * Named entries of the My Account image: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema (src/fixtures.test.ts).
 */
export const myAccountImageFixtures = {
  default: {
    _meta: meta('My Account picture', 'uk/my-account-image', '7a0cc001-0000-4000-8000-000000006001'),
    image: fixtureImage('my-account-welcome'),
    alt: 'A rail of new-season coats in the shop',
  },
  /** The picture links to the Good Stuff offers, named by its alt text. */
  linked: {
    _meta: meta('My Account picture, linked', 'eu/my-account-image', '7a0cc001-0000-4000-8000-000000006002'),
    image: fixtureImage('my-account-good-stuff'),
    alt: 'Good Stuff: your members’ offers',
    link: '/my-account/good-stuff',
  },
  /** A blank `alt`: the image's own alt text names the picture and its link. */
  imageOwnAlt: {
    _meta: meta('My Account picture, own alt', 'us/my-account-image', '7a0cc001-0000-4000-8000-000000006003'),
    image: fixtureImage('my-account-gift-cards', 'Gift cards in a teal envelope'),
    alt: '  ',
    link: '/gift-cards',
  },
  /** No alt text anywhere and no link: a decorative picture. */
  decorative: {
    _meta: meta(
      'My Account picture, decorative',
      'uk/my-account-image-pattern',
      '7a0cc001-0000-4000-8000-000000006004',
    ),
    image: fixtureImage('my-account-pattern'),
  },

  invalidMissingImage: {
    _meta: meta('No picture', 'uk/broken-my-account-image', '7a0cc001-0000-4000-8000-000000006f01'),
    alt: 'Nothing to see',
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-my-account-image-link', '7a0cc001-0000-4000-8000-000000006f02'),
    image: fixtureImage('my-account-welcome', 'Coats'),
    link: 'javascript:alert(1)',
  },
  invalidLinkWithoutAlt: {
    _meta: meta(
      'Linked without alt',
      'uk/broken-my-account-image-alt',
      '7a0cc001-0000-4000-8000-000000006f03',
    ),
    image: fixtureImage('my-account-welcome'),
    link: '/my-account/orders',
  },
  invalidImage: {
    _meta: meta(
      'Image without a name',
      'uk/broken-my-account-image-name',
      '7a0cc001-0000-4000-8000-000000006f04',
    ),
    image: {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
      name: '..',
      endpoint: 'wardrobe',
      defaultHost: 'localhost',
    },
    alt: 'Broken',
  },
  invalidVideo: {
    _meta: meta(
      'A video, not a picture',
      'uk/broken-my-account-image-video',
      '7a0cc001-0000-4000-8000-000000006f05',
    ),
    image: {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/video-link' },
      name: 'runway',
      endpoint: 'wardrobe',
      defaultHost: 'localhost',
    },
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/site/locale-selector-image',
      name: 'The locale picture',
      deliveryKey: 'uk/broken-my-account-image-type',
    },
    image: fixtureImage('my-account-welcome', 'Coats'),
  },
  invalidMissingMeta: { image: fixtureImage('my-account-welcome', 'Coats') },
} as const satisfies Record<string, UnknownEntry>;

export type MyAccountImageFixtureName = keyof typeof myAccountImageFixtures;
