import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { goodStuffOfferFixtures } from '../../site/good-stuff-offer/fixtures';
import {
  birthdayOffer,
  deliveryOffer,
  knitwearOffer,
  longOffer,
  newSeasonOffer,
  studentOffer,
} from './offerFixtures';
import { offerCardsTwoColumnsSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(offerCardsTwoColumnsSchemaId, name, deliveryKey, id);

/**
 * Named entries of the two-column offer cards: the single source for stories, tests and demo pages. Names starting
 * with `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const offerCardsTwoColumnsFixtures = {
  /** A title over two offers, each with its footer: the date and the terms button. */
  default: {
    _meta: meta('Members’ offers', 'uk/offer-cards-two-members', 'c0ffee22-0001-4000-8000-000000000101'),
    title: 'Offers just for you',
    offers: [knitwearOffer, deliveryOffer],
  },
  /** Colours, fonts and alignments: a dark card centred, a right-aligned one with the image's own alt text. */
  styled: {
    _meta: meta('Delivery and birthday', 'uk/offer-cards-two-styled', 'c0ffee22-0001-4000-8000-000000000102'),
    offers: [deliveryOffer, birthdayOffer],
  },
  /** Three offers in two columns: the third starts a new row. */
  threeOffers: {
    _meta: meta('Three offers', 'eu/offer-cards-two-three', 'c0ffee22-0001-4000-8000-000000000103'),
    title: 'This month’s offers',
    offers: [knitwearOffer, birthdayOffer, newSeasonOffer],
  },
  /** One offer: it keeps a column's width, centred. */
  singleOffer: {
    _meta: meta('One offer', 'us/offer-cards-two-single', 'c0ffee22-0001-4000-8000-000000000104'),
    offers: [knitwearOffer],
  },
  /** No date and no terms on either offer: no footers. */
  noFooter: {
    _meta: meta('No footers', 'uk/offer-cards-two-no-footer', 'c0ffee22-0001-4000-8000-000000000105'),
    title: 'New this season',
    offers: [newSeasonOffer, { ...newSeasonOffer, title: 'Linen for less', CTA: {} }],
  },
  /** An offer without a picture beside one with it. */
  noImage: {
    _meta: meta('No picture', 'uk/offer-cards-two-no-image', 'c0ffee22-0001-4000-8000-000000000106'),
    offers: [studentOffer, knitwearOffer],
  },
  /** Long texts: the long card grows and the buttons of the row stay level. */
  longTexts: {
    _meta: meta('Long texts', 'uk/offer-cards-two-long', 'c0ffee22-0001-4000-8000-000000000107'),
    title: 'Stock up for autumn: our biggest loungewear offer of the year, for a limited time only',
    offers: [longOffer, knitwearOffer],
  },
  /** A Good Stuff offer entry (site/good-stuff-offer), linked and inlined as it is. */
  goodStuffOffer: {
    _meta: meta('Good Stuff offer', 'uk/offer-cards-two-good-stuff', 'c0ffee22-0001-4000-8000-000000000108'),
    offers: [goodStuffOfferFixtures.default, goodStuffOfferFixtures.minimal],
  },

  invalidNoOffers: {
    _meta: meta('No offers', 'uk/broken-offer-cards-two-empty', 'c0ffee22-0001-4000-8000-000000000f01'),
    title: 'Offers just for you',
    offers: [],
  },
  invalidMissingOffers: {
    _meta: meta(
      'Offers missing',
      'uk/broken-offer-cards-two-missing',
      'c0ffee22-0001-4000-8000-000000000f02',
    ),
    title: 'Offers just for you',
  },
  invalidOfferWithoutTitle: {
    _meta: meta('Untitled offer', 'uk/broken-offer-cards-two-title', 'c0ffee22-0001-4000-8000-000000000f03'),
    offers: [knitwearOffer, { ...newSeasonOffer, title: '  ' }],
  },
  invalidValidUntil: {
    _meta: meta('Date not ISO', 'uk/broken-offer-cards-two-date', 'c0ffee22-0001-4000-8000-000000000f04'),
    offers: [{ ...knitwearOffer, validUntil: '31/12/2026' }],
  },
  invalidTextAlignment: {
    _meta: meta('Centre', 'uk/broken-offer-cards-two-align', 'c0ffee22-0001-4000-8000-000000000f05'),
    offers: [{ ...knitwearOffer, textAlignment: 'Centre' }],
  },
  invalidColour: {
    _meta: meta('Named colour', 'uk/broken-offer-cards-two-colour', 'c0ffee22-0001-4000-8000-000000000f06'),
    offers: [{ ...knitwearOffer, footerBackgroundColor: 'teal' }],
  },
  invalidTermsLink: {
    _meta: meta(
      'Script terms link',
      'uk/broken-offer-cards-two-terms',
      'c0ffee22-0001-4000-8000-000000000f07',
    ),
    offers: [{ ...knitwearOffer, termsAndConditionsLink: { url: 'javascript:alert(1)' } }],
  },
  invalidFont: {
    _meta: meta('Unknown font', 'uk/broken-offer-cards-two-font', 'c0ffee22-0001-4000-8000-000000000f08'),
    offers: [{ ...knitwearOffer, titleFont: 'Quisas 2' }],
  },
} as const satisfies Record<string, UnknownEntry>;

export type OfferCardsTwoColumnsFixtureName = keyof typeof offerCardsTwoColumnsFixtures;
