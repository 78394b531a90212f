import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { SNUG_CARD_BODY_MAX, snugContentCardSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(snugContentCardSchemaId, name, deliveryKey, id);

/**
 * Named entries of the snug content card: the single source for stories, tests, the snug group's fixtures and demo
 * pages. Names starting with `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must
 * parse.
 */
export const snugContentCardFixtures = {
  /** Heading, body and a button on the brand teal, black text; the button covers the card. */
  default: {
    _meta: meta('Gift cards card', 'uk/snug-content-card-gift-cards', 'a5c0f1e0-57c1-4000-8000-000000000001'),
    image: fixtureImage('snug-card-gift-cards'),
    imageAltText: 'A gift card tied with ribbon',
    heading: 'Gift cards',
    body: 'Let them choose: from £10,\ndelivered by email.',
    callToAction: { buttonText: 'Buy a gift card', buttonLink: '/gift-cards', buttonStyle: 'primary' },
    backgroundColour: '#64E6D6',
    textColour: 'Black',
  },
  /** White text on a deep blue; a tertiary (text) button. */
  darkBackground: {
    _meta: meta(
      'Click and collect card',
      'uk/snug-content-card-collect',
      'a5c0f1e0-57c1-4000-8000-000000000002',
    ),
    image: fixtureImage('snug-card-click-collect', 'A shopping bag on a shop counter'),
    heading: 'Click & collect',
    body: 'Free collection from your nearest shop.',
    callToAction: {
      buttonText: 'Find a shop',
      buttonLink: '/shop-finder',
      buttonStyle: 'tertiary',
      customId: 'snug-find-a-shop',
    },
    backgroundColour: '#1B3A4B',
    textColour: 'White',
  },
  /** No call to action: nothing in the card is a link. White by default, the theme's text. */
  noCallToAction: {
    _meta: meta('Care guide card', 'eu/snug-content-card-care', 'a5c0f1e0-57c1-4000-8000-000000000003'),
    image: fixtureImage('snug-card-care-guide'),
    imageAltText: 'Folded knitwear on a shelf',
    heading: 'Care for your knits',
    body: 'Wash cool, dry flat, fold, never hang.',
  },
  /** White text asked for on a pale yellow, where it would not read: the text is black. */
  unreadableTextColour: {
    _meta: meta('Returns card', 'us/snug-content-card-returns', 'a5c0f1e0-57c1-4000-8000-000000000004'),
    image: fixtureImage('snug-card-returns'),
    imageAltText: 'A parcel with a returns label',
    heading: 'Free returns',
    body: 'Within 30 days, in store or by post.',
    callToAction: { buttonText: 'How returns work', buttonLink: '/help/returns', buttonStyle: 'secondary' },
    backgroundColour: '#FFF4C2',
    textColour: 'White',
  },
  /** The button has no style, so it does not show: the card is not a link. */
  incompleteCallToAction: {
    _meta: meta(
      'Journal card, no button',
      'uk/snug-content-card-journal',
      'a5c0f1e0-57c1-4000-8000-000000000005',
    ),
    image: fixtureImage('snug-card-journal'),
    imageAltText: 'An open notebook beside a coffee cup',
    heading: 'From the journal',
    callToAction: { buttonText: 'Read more', buttonLink: '/journal' },
    backgroundColour: '#F3EDE4',
  },
  /** A picture only (its own alt text): no heading, body or button. */
  imageOnly: {
    _meta: meta('Picture only', 'uk/snug-content-card-picture', 'a5c0f1e0-57c1-4000-8000-000000000006'),
    image: fixtureImage('snug-card-pattern', 'A repeating pattern of teal waves'),
  },
  /** The longest body there may be; a heading with a long word. */
  longBody: {
    _meta: meta('Long text card', 'uk/snug-content-card-long', 'a5c0f1e0-57c1-4000-8000-000000000007'),
    image: fixtureImage('snug-card-loyalty'),
    imageAltText: 'A Good Stuff loyalty card',
    heading: 'Good Stuff: extraordinarily rewarding',
    body: `Members get birthday treats, early access to sales and free delivery on every order. ${'Join today. '.repeat(20)}`
      .trim()
      .slice(0, SNUG_CARD_BODY_MAX),
    callToAction: { buttonText: 'Join Good Stuff', buttonLink: '/good-stuff', buttonStyle: 'primary' },
    backgroundColour: '#FFFFFF',
  },

  invalidMissingImage: {
    _meta: meta('No image', 'uk/broken-snug-card-image', 'a5c0f1e0-57c1-4000-8000-000000000f01'),
    heading: 'Where is the picture?',
  },
  invalidVideoImage: {
    _meta: meta('A video', 'uk/broken-snug-card-video', 'a5c0f1e0-57c1-4000-8000-000000000f02'),
    image: fixtureVideo('snug-card-broken-video'),
    heading: 'A video is not a picture',
  },
  invalidBodyTooLong: {
    _meta: meta('Body too long', 'uk/broken-snug-card-body', 'a5c0f1e0-57c1-4000-8000-000000000f03'),
    image: fixtureImage('snug-card-broken-body'),
    body: 'x'.repeat(SNUG_CARD_BODY_MAX + 1),
  },
  invalidColour: {
    _meta: meta('Named colour', 'uk/broken-snug-card-colour', 'a5c0f1e0-57c1-4000-8000-000000000f04'),
    image: fixtureImage('snug-card-broken-colour'),
    backgroundColour: 'teal',
  },
  invalidTextColour: {
    _meta: meta('Grey text', 'uk/broken-snug-card-text', 'a5c0f1e0-57c1-4000-8000-000000000f05'),
    image: fixtureImage('snug-card-broken-text'),
    textColour: 'Grey',
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-snug-card-link', 'a5c0f1e0-57c1-4000-8000-000000000f06'),
    image: fixtureImage('snug-card-broken-link'),
    callToAction: { buttonText: 'Go', buttonLink: 'javascript:alert(1)', buttonStyle: 'primary' },
  },
} as const satisfies Record<string, UnknownEntry>;

export type SnugContentCardFixtureName = keyof typeof snugContentCardFixtures;
