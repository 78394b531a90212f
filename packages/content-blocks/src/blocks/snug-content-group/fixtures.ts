import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { jumpOffTile1Fixtures } from '../jump-off-tile-1/fixtures';
import { snugContentCardFixtures as cards } from '../snug-content-card/fixtures';
import { snugContentCardSchemaId } from '../snug-content-card/schema';
import { snugContentGroupSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(snugContentGroupSchemaId, name, deliveryKey, id);

/** A card seen only in groups. */
const delivery = {
  _meta: fixtureMeta(
    snugContentCardSchemaId,
    'Delivery card',
    'uk/snug-content-card-delivery',
    'a5c0f1e0-57c1-4000-8000-000000000101',
  ),
  image: fixtureImage('snug-card-delivery'),
  imageAltText: 'A courier handing over a parcel',
  heading: 'Next-day delivery',
  body: 'Order by 9pm.',
  callToAction: { buttonText: 'Delivery options', buttonLink: '/help/delivery', buttonStyle: 'tertiary' },
  backgroundColour: '#F3EDE4',
};

/**
 * Named entries of the snug content group, its cards inlined as delivered: the single source for stories, tests
 * and demo pages. Names starting with `invalid` must be refused by the schema (src/fixtures.test.ts). A broken card
 * does not break its group: the `withBrokenCard` group parses and leaves that card out when it renders.
 */
export const snugContentGroupFixtures = {
  /** Four cards under a title: one row of four on desktops, two rows of two on phones. */
  default: {
    _meta: meta(
      'Services, four cards',
      'uk/snug-content-group-services',
      'a5c0f1e0-57c2-4000-8000-000000000001',
    ),
    title: 'Here to help',
    cards: [cards.default, cards.darkBackground, cards.unreadableTextColour, delivery],
  },
  /** Two cards and no title: the cards' headings are h2. */
  twoCards: {
    _meta: meta('Two cards', 'eu/snug-content-group-two', 'a5c0f1e0-57c2-4000-8000-000000000002'),
    cards: [cards.noCallToAction, cards.default],
  },
  /** Eight cards, the most a group holds: two full rows of four on desktops, four of two on phones. */
  eightCards: {
    _meta: meta('Eight cards', 'us/snug-content-group-eight', 'a5c0f1e0-57c2-4000-8000-000000000003'),
    title: 'Everything in one place',
    cards: [
      cards.default,
      cards.darkBackground,
      cards.noCallToAction,
      cards.unreadableTextColour,
      cards.incompleteCallToAction,
      cards.imageOnly,
      cards.longBody,
      delivery,
    ],
  },
  /** Three cards: the last row is not full, and its end stays empty. */
  threeCards: {
    _meta: meta('Three cards', 'uk/snug-content-group-three', 'a5c0f1e0-57c2-4000-8000-000000000004'),
    title: 'Good to know',
    cards: [cards.noCallToAction, delivery, cards.incompleteCallToAction],
  },
  /** The second card has no image and the third is a jump-off tile: both are left out and logged; two cards show. */
  withBrokenCard: {
    _meta: meta('One broken card', 'uk/snug-content-group-broken', 'a5c0f1e0-57c2-4000-8000-000000000005'),
    title: 'Here to help',
    cards: [cards.default, cards.invalidMissingImage, jumpOffTile1Fixtures.default, delivery],
  },

  invalidOneCard: {
    _meta: meta('One card', 'uk/broken-snug-content-group-one', 'a5c0f1e0-57c2-4000-8000-000000000f01'),
    cards: [cards.default],
  },
  invalidNineCards: {
    _meta: meta('Nine cards', 'uk/broken-snug-content-group-nine', 'a5c0f1e0-57c2-4000-8000-000000000f02'),
    cards: [
      cards.default,
      cards.darkBackground,
      cards.noCallToAction,
      cards.unreadableTextColour,
      cards.incompleteCallToAction,
      cards.imageOnly,
      cards.longBody,
      delivery,
      cards.default,
    ],
  },
  invalidMissingCards: {
    _meta: meta('No cards', 'uk/broken-snug-content-group-none', 'a5c0f1e0-57c2-4000-8000-000000000f03'),
    title: 'Empty',
  },
  invalidCardsNotAList: {
    _meta: meta(
      'Cards not a list',
      'uk/broken-snug-content-group-object',
      'a5c0f1e0-57c2-4000-8000-000000000f04',
    ),
    cards: cards.default,
  },
} as const satisfies Record<string, UnknownEntry>;

export type SnugContentGroupFixtureName = keyof typeof snugContentGroupFixtures;
