import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { scrollableCardFixtures as cards } from '../scrollable-card/fixtures';
import { scrollableCardGroupSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(scrollableCardGroupSchemaId, name, deliveryKey, id);

/**
 * Named entries of the scrollable card group, its cards inlined as delivered (entries of the scrollable card's
 * type): the single source for stories, tests and demo pages. Names starting with `invalid` must be refused by the
 * schema (src/fixtures.test.ts). A broken card does not break its group: `withBrokenCards` parses, and its broken
 * cards are left out (and logged) when it renders.
 */
export const scrollableCardGroupFixtures = {
  /** Six cards: loops, and its arrows show at every width (5 cards or more). */
  default: {
    _meta: meta('Trending now', 'uk/scrollable-card-group-trending', '5c0a11ab-0011-4000-8000-000000023101'),
    title: 'Trending now',
    titleColour: '#1B3A4B',
    backgroundColour: '#F4EFE6',
    cardItems: [
      cards.default,
      cards.callsToAction,
      cards.colourOnly,
      cards.blackText,
      cards.video,
      cards.noLink,
    ],
  },
  /** Four cards: all in view on large screens (992 px up), where the arrows are hidden; arrows below that. */
  fewCards: {
    _meta: meta('Four cards', 'uk/scrollable-card-group-four', '5c0a11ab-0011-4000-8000-000000023102'),
    title: 'Four to love',
    cardItems: [cards.default, cards.blackText, cards.unreadableTextColour, cards.incompleteCallToAction],
  },
  /** No title: the carousel is named 'Cards' and the cards' headings are h2. */
  noTitle: {
    _meta: meta('No title', 'eu/scrollable-card-group-untitled', '5c0a11ab-0011-4000-8000-000000023103'),
    cardItems: [cards.colourOnly, cards.default, cards.longText, cards.noLink, cards.blackText],
  },
  /** Two of five cards are broken (a script link, another content type): left out and logged; three show. */
  withBrokenCards: {
    _meta: meta('Broken cards', 'uk/scrollable-card-group-broken', '5c0a11ab-0011-4000-8000-000000023104'),
    title: 'Shop the edit',
    cardItems: [
      cards.default,
      cards.invalidScriptLink,
      cards.callsToAction,
      cards.invalidWrongSchema,
      cards.colourOnly,
    ],
  },
  /** A dark group with a long title; long words make its cards taller, and the cards keep one height in a row. */
  longTexts: {
    _meta: meta('Long texts', 'us/scrollable-card-group-long', '5c0a11ab-0011-4000-8000-000000023105'),
    title: 'Everything you need for a fortnight in the sun, from the beach to the bar and back again',
    titleColour: '#FFFFFF',
    backgroundColour: '#1B3A4B',
    cardItems: [cards.longText, cards.default, cards.callsToAction, cards.video, cards.noLink],
  },

  invalidMissingCardItems: {
    _meta: meta(
      'No cardItems',
      'uk/broken-scrollable-card-group-none',
      '5c0a11ab-0011-4000-8000-000000023f01',
    ),
    title: 'Empty',
  },
  invalidEmptyCardItems: {
    _meta: meta(
      'Empty cardItems',
      'uk/broken-scrollable-card-group-empty',
      '5c0a11ab-0011-4000-8000-000000023f02',
    ),
    title: 'Empty',
    cardItems: [],
  },
  invalidCardItemsNotAList: {
    _meta: meta(
      'cardItems not a list',
      'uk/broken-scrollable-card-group-type',
      '5c0a11ab-0011-4000-8000-000000023f03',
    ),
    cardItems: cards.default,
  },
  invalidTitleColour: {
    _meta: meta(
      'Named colour',
      'uk/broken-scrollable-card-group-colour',
      '5c0a11ab-0011-4000-8000-000000023f04',
    ),
    title: 'Named colours',
    titleColour: 'white',
    cardItems: [cards.default],
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/scrollable-card',
      name: 'A card, not a group',
      deliveryKey: 'uk/broken-scrollable-card-group-kind',
    },
    cardItems: [cards.default],
  },
} as const satisfies Record<string, UnknownEntry>;

export type ScrollableCardGroupFixtureName = keyof typeof scrollableCardGroupFixtures;
