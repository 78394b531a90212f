import { VIDEO_LINK_SCHEMA } from '../../shared/mediaMarkers';
import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import {
  birthdayOffer,
  deliveryOffer,
  knitwearOffer,
  longOffer,
  newSeasonOffer,
  studentOffer,
} from '../offer-cards-two-columns/offerFixtures';
import { offerCardsThreeColumnsSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(offerCardsThreeColumnsSchemaId, name, deliveryKey, id);

/**
 * Named entries of the three-column offer cards: the single source for stories, tests and demo pages. Names
 * starting with `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const offerCardsThreeColumnsFixtures = {
  /** A title over three offers in three columns: footers with dates and terms, colours, alignments. */
  default: {
    _meta: meta('Good Stuff offers', 'uk/offer-cards-three-members', 'c0ffee22-0002-4000-8000-000000000201'),
    title: 'Good Stuff for members',
    offers: [knitwearOffer, deliveryOffer, birthdayOffer],
  },
  /** Two offers: two columns, never an empty third. */
  twoOffers: {
    _meta: meta('Two offers', 'eu/offer-cards-three-two', 'c0ffee22-0002-4000-8000-000000000202'),
    offers: [deliveryOffer, knitwearOffer],
  },
  /** Six offers: two rows of three; no title, so the offers' titles are h2. */
  sixOffers: {
    _meta: meta('Six offers', 'us/offer-cards-three-six', 'c0ffee22-0002-4000-8000-000000000203'),
    offers: [knitwearOffer, deliveryOffer, birthdayOffer, newSeasonOffer, studentOffer, longOffer],
  },
  /** No footers at all. */
  noFooter: {
    _meta: meta('No footers', 'uk/offer-cards-three-no-footer', 'c0ffee22-0002-4000-8000-000000000204'),
    title: 'New this season',
    offers: [
      newSeasonOffer,
      { ...newSeasonOffer, title: 'Linen for less' },
      { ...newSeasonOffer, title: 'Sandals from £25' },
    ],
  },
  /** Without pictures: text cards on their colours. */
  noImage: {
    _meta: meta('No pictures', 'uk/offer-cards-three-no-image', 'c0ffee22-0002-4000-8000-000000000205'),
    offers: [
      studentOffer,
      { ...studentOffer, title: 'Key workers save 10%', blockBackgroundColor: '#1B3A4B' },
      { ...studentOffer, title: 'Over 60s save 10%', blockBackgroundColor: '#FFFFFF' },
    ],
  },
  /** A long card beside two short ones: the row's cards end level. */
  longTexts: {
    _meta: meta('Long texts', 'uk/offer-cards-three-long', 'c0ffee22-0002-4000-8000-000000000206'),
    title: 'This week',
    offers: [longOffer, newSeasonOffer, studentOffer],
  },

  invalidNoOffers: {
    _meta: meta('No offers', 'uk/broken-offer-cards-three-empty', 'c0ffee22-0002-4000-8000-000000000f01'),
    offers: [],
  },
  invalidOffersNotAList: {
    _meta: meta(
      'One offer, not a list',
      'uk/broken-offer-cards-three-obj',
      'c0ffee22-0002-4000-8000-000000000f02',
    ),
    offers: knitwearOffer,
  },
  invalidOfferWithoutTitle: {
    _meta: meta(
      'Untitled offer',
      'uk/broken-offer-cards-three-title',
      'c0ffee22-0002-4000-8000-000000000f03',
    ),
    offers: [knitwearOffer, deliveryOffer, { ...birthdayOffer, title: undefined }],
  },
  invalidButtonStyle: {
    _meta: meta('Unknown style', 'uk/broken-offer-cards-three-style', 'c0ffee22-0002-4000-8000-000000000f04'),
    offers: [{ ...knitwearOffer, CTA: { ...knitwearOffer.CTA, buttonStyle: 'ghost' } }],
  },
  invalidVideoAsImage: {
    _meta: meta('Video picture', 'uk/broken-offer-cards-three-video', 'c0ffee22-0002-4000-8000-000000000f05'),
    offers: [
      {
        ...knitwearOffer,
        image: { ...knitwearOffer.image, _meta: { schema: VIDEO_LINK_SCHEMA } },
      },
    ],
  },
} as const satisfies Record<string, UnknownEntry>;

export type OfferCardsThreeColumnsFixtureName = keyof typeof offerCardsThreeColumnsFixtures;
