import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { textBox2SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(textBox2SchemaId, name, deliveryKey, id);

/**
 * Named entries of text box 2: the single source for stories, tests and the sandbox's demo pages. Names starting
 * with `invalid` must be refused by the schema (src/fixtures.test.ts). The words sit on the opposite of their
 * colour (a panel on mobile, a shade from 768 px), so every fixture reads at 4.5:1 or more whatever the picture.
 */
export const textBox2Fixtures = {
  default: {
    _meta: meta(
      'Autumn coats text box',
      'uk/text-box-2-autumn-coats',
      '7e47b0c2-0000-4000-8000-000000002001',
    ),
    title: 'Coats for crisp mornings',
    body: 'Wool, waxed cotton and {~cosy~} quilts: find the one you will wear every day until spring.',
    textColour: 'White',
    textAlignment: 'Left',
    backgroundDesktop: fixtureImage('text-box-2-coats-desktop'),
    backgroundMobile: fixtureImage('text-box-2-coats-mobile'),
    backgroundDesktopAltText: 'Three coats on a bench in a park',
    backgroundMobileAltText: 'A mustard wool coat',
    callToAction: {
      buttonText: 'Shop coats',
      buttonLink: '/women/coats',
      buttonStyle: 'primary',
      customId: 'text-box-coats',
    },
  },
  /** Black words on a light shade (a white panel on mobile), centred. */
  blackCentred: {
    _meta: meta('Homewares text box', 'eu/text-box-2-homewares', '7e47b0c2-0000-4000-8000-000000002002'),
    title: 'Bring the garden indoors',
    body: 'Floral cushions, {=hand-painted=} mugs and throws for every chair.',
    textColour: 'Black',
    textAlignment: 'Center',
    backgroundDesktop: fixtureImage('text-box-2-garden-desktop'),
    backgroundMobile: fixtureImage('text-box-2-garden-mobile'),
    callToAction: { buttonText: 'Shop homewares', buttonLink: '/home', buttonStyle: 'secondary' },
  },
  /** A video behind the words, on the right; the words keep clear of the Pause/Play control. */
  videoBackground: {
    _meta: meta(
      'Runway video text box',
      'uk/text-box-2-runway-video',
      '7e47b0c2-0000-4000-8000-000000002003',
    ),
    title: 'On the runway',
    body: 'The spring collection, as it walked.',
    textAlignment: 'Right',
    backgroundDesktop: fixtureVideo('text-box-2-runway-desktop'),
    backgroundMobile: fixtureVideo('text-box-2-runway-mobile'),
    backgroundDesktopAltText: 'Models walking in spring dresses',
    backgroundMobileAltText: 'A model walking in a floral dress',
    callToAction: { buttonText: 'Shop the collection', buttonLink: '/spring', buttonStyle: 'primary' },
  },
  /** Long words: the panel grows on mobile, the block grows past 16:9 from 768 px. */
  longText: {
    _meta: meta('Long text box', 'us/text-box-2-long', '7e47b0c2-0000-4000-8000-000000002004'),
    title: 'A whole wardrobe for the holidays, from party dresses to the jumper you will live in',
    body:
      'Sequins for the office party, velvet for dinner, and the softest lounge sets for the days in between. ' +
      'Our holiday edit has every occasion covered, with gift wrapping on everything and free delivery on ' +
      'orders over £50. Order by the 20th for delivery before the big day, and return anything until the end ' +
      'of January.',
    backgroundDesktop: fixtureImage('text-box-2-holiday-desktop'),
    backgroundMobile: fixtureImage('text-box-2-holiday-mobile'),
    callToAction: { buttonText: 'Shop the holiday edit', buttonLink: '/holiday', buttonStyle: 'primary' },
  },
  /** A title only, on the desktop background at every width: no body, no link. */
  noCallToAction: {
    _meta: meta('Title-only text box', 'uk/text-box-2-title-only', '7e47b0c2-0000-4000-8000-000000002005'),
    title: 'Made to be worn, and worn again',
    backgroundDesktop: fixtureImage('text-box-2-worn-desktop'),
  },
  /** A call to action without a link is not present: it is left out, not an error. */
  incompleteCallToAction: {
    _meta: meta(
      'Text box, button without a link',
      'uk/text-box-2-no-link',
      '7e47b0c2-0000-4000-8000-000000002006',
    ),
    body: 'New in this week.',
    backgroundMobile: fixtureImage('text-box-2-new-in-mobile', 'Folded shirts in six colours'),
    callToAction: { buttonText: 'Shop new in', buttonStyle: 'primary' },
  },

  invalidNoText: {
    _meta: meta('No words', 'uk/broken-text-box-2-no-text', '7e47b0c2-0000-4000-8000-000000002f01'),
    backgroundDesktop: fixtureImage('text-box-2-coats-desktop'),
  },
  invalidNoBackground: {
    _meta: meta(
      'No background',
      'uk/broken-text-box-2-no-background',
      '7e47b0c2-0000-4000-8000-000000002f02',
    ),
    title: 'Nothing behind me',
    backgroundDesktop: null,
  },
  invalidBackground: {
    _meta: meta('Unknown media type', 'uk/broken-text-box-2-media', '7e47b0c2-0000-4000-8000-000000002f03'),
    title: 'Broken media',
    backgroundMobile: {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/audio-link' },
      name: 'runway',
      endpoint: 'wardrobe',
      defaultHost: 'localhost',
    },
  },
  invalidTextColour: {
    _meta: meta('Teal text', 'uk/broken-text-box-2-colour', '7e47b0c2-0000-4000-8000-000000002f04'),
    title: 'Teal on teal',
    textColour: '#64E6D6',
    backgroundDesktop: fixtureImage('text-box-2-coats-desktop'),
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-text-box-2-link', '7e47b0c2-0000-4000-8000-000000002f05'),
    title: 'Click me',
    backgroundDesktop: fixtureImage('text-box-2-coats-desktop'),
    callToAction: { buttonText: 'Go', buttonLink: 'vbscript:msgbox(1)', buttonStyle: 'primary' },
  },
  invalidButtonStyle: {
    _meta: meta('Unknown button style', 'uk/broken-text-box-2-style', '7e47b0c2-0000-4000-8000-000000002f06'),
    title: 'Shop now',
    backgroundDesktop: fixtureImage('text-box-2-coats-desktop'),
    callToAction: { buttonText: 'Shop', buttonLink: '/shop', buttonStyle: 'Primary' },
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/text-box-1',
      name: 'A type one text box',
      deliveryKey: 'uk/broken-text-box-2-type',
    },
    title: 'Wrong type',
    backgroundDesktop: fixtureImage('text-box-2-coats-desktop'),
  },
  invalidMissingMeta: {
    title: 'No _meta at all',
    backgroundDesktop: fixtureImage('text-box-2-coats-desktop'),
  },
} as const satisfies Record<string, UnknownEntry>;

export type TextBox2FixtureName = keyof typeof textBox2Fixtures;
