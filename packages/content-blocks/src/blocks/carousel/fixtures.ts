import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { carouselSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(carouselSchemaId, name, deliveryKey, id);

/** Cards as editors fill them in, shared by the fixtures below. */
const cards = {
  linen: {
    image: fixtureImage('carousel-linen-shirts'),
    imgAltText: 'Linen shirts in sand and sage on a rail',
    title: 'Linen shirts',
    description: 'Light, breathable and better with every wash.',
    CTA: { buttonText: 'Shop shirts', buttonLink: '/womens/shirts', buttonStyle: 'secondary' },
  },
  dresses: {
    image: fixtureImage('carousel-summer-dresses'),
    imgAltText: 'A model in a printed maxi dress',
    title: 'Summer dresses',
    description: 'Prints, midis and maxis for long days.',
    CTA: { buttonText: 'Shop dresses', buttonLink: '/womens/dresses', buttonStyle: 'secondary' },
  },
  sandals: {
    image: fixtureImage('carousel-sandals', 'Tan leather sandals on a wooden floor'),
    title: 'Sandals',
    description: 'Leather straps, cushioned soles.',
    CTA: { buttonText: 'Shop sandals', buttonLink: '/shoes/sandals', buttonStyle: 'secondary' },
  },
  homewares: {
    image: fixtureImage('carousel-homewares'),
    imgAltText: 'A bed made up in striped linen',
    title: 'Bedroom refresh',
    description: 'Striped linen and soft throws.',
    blockBackgroundColor: '#1B3A4B',
    titleColor: '#FFFFFF',
    descriptionColor: '#E6F4F1',
    textAlignment: 'Center',
    CTA: { buttonText: 'Shop bedding', buttonLink: '/home/bedding', buttonStyle: 'primary' },
  },
  knitwear: {
    image: fixtureImage('carousel-knitwear'),
    imgAltText: 'Folded jumpers in autumn colours',
    title: 'Knitwear',
    description: 'Soft layers for cooler evenings.',
    textAlignment: 'Right',
    CTA: { buttonText: 'Shop knitwear', buttonLink: '/womens/knitwear', buttonStyle: 'tertiary' },
  },
  gifts: {
    image: fixtureImage('carousel-gifts'),
    imgAltText: 'Wrapped gifts with teal ribbon',
    title: 'Gifts',
    description: 'Something for everyone, wrapped for free.',
    CTA: { buttonText: 'Shop gifts', buttonLink: '/gifts', buttonStyle: 'secondary' },
  },
  swimwear: {
    image: fixtureImage('carousel-swimwear'),
    imgAltText: 'Striped swimsuits on a washing line',
    title: 'Swimwear',
    description: 'Recycled fibres, dry in an hour.',
    CTA: { buttonText: 'Shop swimwear', buttonLink: '/womens/swimwear', buttonStyle: 'secondary' },
  },
} as const;

/**
 * Named entries of the carousel block: the single source for stories, tests and demo pages. Names starting with
 * `invalid` must be refused by the schema (src/fixtures.test.ts). What each shows follows spec 002 §9: from 768 px
 * it loops with its buttons above 3 cards and is frozen at 3 or fewer; below 768 px it is a slider only with
 * `displayCarouselLayoutOnMobile` and more than one card.
 */
export const carouselFixtures = {
  /** Four cards, the mobile slider on: a carousel at every width (buttons from 768 px only). */
  default: {
    _meta: meta('New season edit', 'uk/carousel-new-season', 'c4a7a5e1-0000-4000-8000-000000022001'),
    backgroundColour: '#F4EFE6',
    title: 'The new season edit',
    titleColour: '#1B3A4B',
    displayCarouselLayoutOnMobile: true,
    cardItems: [cards.linen, cards.dresses, cards.sandals, cards.homewares],
  },
  /** Three cards with the mobile slider: a slider on phones, frozen from 768 px (all three in view, no buttons). */
  fewCardsFrozen: {
    _meta: meta('Three cards, frozen', 'uk/carousel-three', 'c4a7a5e1-0000-4000-8000-000000022002'),
    title: 'Three to try',
    displayCarouselLayoutOnMobile: true,
    cardItems: [cards.linen, cards.dresses, cards.sandals],
  },
  /** Seven cards: loops at every width. */
  manyCards: {
    _meta: meta('Seven cards', 'eu/carousel-seven', 'c4a7a5e1-0000-4000-8000-000000022003'),
    title: 'Everything for summer',
    displayCarouselLayoutOnMobile: true,
    cardItems: [
      cards.linen,
      cards.dresses,
      cards.sandals,
      cards.homewares,
      cards.knitwear,
      cards.gifts,
      cards.swimwear,
    ],
  },
  /** Five cards without the mobile flag: stacked on phones, a looping carousel from 768 px. */
  mobileLayoutOff: {
    _meta: meta('Five cards, stacked on phones', 'us/carousel-five', 'c4a7a5e1-0000-4000-8000-000000022004'),
    title: 'Shop by category',
    displayCarouselLayoutOnMobile: false,
    cardItems: [cards.linen, cards.dresses, cards.sandals, cards.knitwear, cards.gifts],
  },
  /** Three cards without the mobile flag: nothing scrolls anywhere, so a plain list (no client code). */
  plainList: {
    _meta: meta('Three cards, a plain list', 'uk/carousel-list', 'c4a7a5e1-0000-4000-8000-000000022005'),
    backgroundColour: '#E6F4F1',
    title: 'Our favourites',
    cardItems: [cards.gifts, cards.homewares, cards.swimwear],
  },
  /** One card, even with the mobile flag: a plain list of one. */
  singleCard: {
    _meta: meta('One card', 'uk/carousel-one', 'c4a7a5e1-0000-4000-8000-000000022006'),
    title: 'Just landed',
    displayCarouselLayoutOnMobile: true,
    cardItems: [cards.dresses],
  },
  /** No title: the carousel is named 'Cards' and the cards' titles are h2. */
  noTitle: {
    _meta: meta('No title', 'uk/carousel-untitled', 'c4a7a5e1-0000-4000-8000-000000022007'),
    displayCarouselLayoutOnMobile: true,
    cardItems: [cards.knitwear, cards.gifts, cards.swimwear, cards.linen],
  },
  /** Long titles and descriptions wrap inside their cards; the buttons of a row line up at the cards' feet. */
  longTexts: {
    _meta: meta('Long texts', 'uk/carousel-long', 'c4a7a5e1-0000-4000-8000-000000022008'),
    title: 'Everything you need for a fortnight in the sun, from the beach to the bar and back again',
    displayCarouselLayoutOnMobile: true,
    cardItems: [
      {
        ...cards.swimwear,
        title: 'Swimwear, cover-ups, kaftans and everything else for the beach',
        description:
          'Mix-and-match bikinis, swimsuits that stay put, kaftans for the walk to lunch and a beach bag big ' +
          'enough for all of it.\nEvery piece is made from recycled fibres and dries in an hour in the sun.',
        CTA: {
          buttonText: 'Shop swimwear and beachwear',
          buttonLink: '/womens/swimwear',
          buttonStyle: 'secondary',
        },
      },
      cards.sandals,
      { ...cards.linen, description: 'Breathable linen shirts, shorts and trousers in sand, sage and sky.' },
      cards.gifts,
    ],
  },
  /**
   * Calls to action that miss a part show no button (spec §3): the first card's has no style, the second's no
   * text; the third is complete.
   */
  incompleteCallToAction: {
    _meta: meta('Incomplete buttons', 'uk/carousel-cta', 'c4a7a5e1-0000-4000-8000-000000022009'),
    title: 'New in',
    cardItems: [
      { ...cards.linen, CTA: { buttonText: 'Shop shirts', buttonLink: '/womens/shirts' } },
      { ...cards.dresses, CTA: { buttonLink: '/womens/dresses', buttonStyle: 'secondary' } },
      cards.sandals,
    ],
  },

  invalidNoCards: {
    _meta: meta('No cards', 'uk/broken-carousel-empty', 'c4a7a5e1-0000-4000-8000-000000022f01'),
    title: 'Nothing here',
    cardItems: [],
  },
  invalidMissingCardItems: {
    _meta: meta('No cardItems', 'uk/broken-carousel-missing', 'c4a7a5e1-0000-4000-8000-000000022f02'),
    title: 'Nothing here either',
  },
  invalidEmptyCard: {
    _meta: meta('A card with nothing', 'uk/broken-carousel-card', 'c4a7a5e1-0000-4000-8000-000000022f03'),
    cardItems: [cards.linen, { description: 'No picture and no title', textAlignment: 'Center' }],
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-carousel-link', 'c4a7a5e1-0000-4000-8000-000000022f04'),
    cardItems: [
      {
        ...cards.linen,
        CTA: { buttonText: 'Click me', buttonLink: 'javascript:alert(1)', buttonStyle: 'primary' },
      },
    ],
  },
  invalidColour: {
    _meta: meta('Named colour', 'uk/broken-carousel-colour', 'c4a7a5e1-0000-4000-8000-000000022f05'),
    backgroundColour: 'teal',
    cardItems: [cards.linen],
  },
  invalidAlignment: {
    _meta: meta('Unknown alignment', 'uk/broken-carousel-alignment', 'c4a7a5e1-0000-4000-8000-000000022f06'),
    cardItems: [{ ...cards.linen, textAlignment: 'Justify' }],
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/scrollable-card-group',
      name: 'A group, not a carousel',
      deliveryKey: 'uk/broken-carousel-type',
    },
    cardItems: [cards.linen],
  },
} as const satisfies Record<string, UnknownEntry>;

export type CarouselFixtureName = keyof typeof carouselFixtures;
