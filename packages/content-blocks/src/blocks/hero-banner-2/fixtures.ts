import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { heroBanner2SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(heroBanner2SchemaId, name, deliveryKey, id);

const cta = (buttonText: string, buttonLink: string, buttonStyle = 'primary') => ({
  buttonText,
  buttonLink,
  buttonStyle,
});

/**
 * Named entries of hero banner 2: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse. Each uses pictures of its
 * own (the sandbox draws one per name); the Quisas box takes each of its four corners across the fixtures.
 */
export const heroBanner2Fixtures = {
  /** Picture backgrounds, two calls to action in a row, the Quisas box top right; texts low on mobile. */
  default: {
    _meta: meta('Party season hero', 'uk/home-hero2-party', 'c4e2a9d0-2f00-4b7e-8c22-000000002001'),
    mainTitle: 'Party season',
    subTitle: 'Sequins, velvet and everything that sparkles',
    quisasBoxText: "Sometimes it's good to get lost in the details",
    quisasBoxPosition: 'Top Right',
    textColour: 'White',
    textContentAlignment: 'Center',
    backgroundColour: '#1A1A1A',
    backgroundMediaDesktop: fixtureImage('hero2-party-desktop-lake', 'Party dresses on a rail'),
    backgroundMediaMobile: fixtureImage('hero2-party-mobile-slate', 'A sequin dress on a hanger'),
    callsToAction: [cta('Shop dresses', '/dresses'), cta('Shop accessories', '/accessories', 'secondary')],
    contentPositionDesktop: 'Center',
    contentPositionMobile: 'Bottom',
  },
  /**
   * Exactly one call to action: the whole banner is one link to it, the call to action its button-looking text.
   * Black text on a light picture, the Quisas box top left.
   */
  singleCallToAction: {
    _meta: meta('Candles hero, linked', 'uk/home-hero2-candles', 'c4e2a9d0-2f00-4b7e-8c22-000000002002'),
    mainTitle: 'Candlelit evenings',
    subTitle: 'Hand-poured candles from £12',
    quisasBoxText: 'Made by hand',
    quisasBoxPosition: 'Top Left',
    textColour: 'Black',
    textContentAlignment: 'Left',
    backgroundMediaDesktop: fixtureImage('hero2-candles-desktop-week'),
    backgroundMediaMobile: fixtureImage('hero2-candles-mobile-six'),
    callsToAction: [{ ...cta('Shop candles', '/candles'), customId: 'hero2-candles' }],
    contentPositionDesktop: 'Left',
    contentPositionMobile: 'Bottom Left',
  },
  /** Video backgrounds (looping), two calls to action, the Quisas box bottom left; black text on the light film. */
  videoBackground: {
    _meta: meta('Behind the seams film', 'eu/home-hero2-film', 'c4e2a9d0-2f00-4b7e-8c22-000000002003'),
    mainTitle: 'Behind the seams',
    subTitle: 'How our winter coats are made',
    quisasBoxText: 'Watch the film',
    quisasBoxPosition: 'Bottom Left',
    textColour: 'Black',
    textContentAlignment: 'Right',
    backgroundColour: '#F4EDE4',
    backgroundMediaDesktop: fixtureVideo('hero2-seams-film-desktop'),
    backgroundMediaMobile: fixtureVideo('hero2-seams-film-mobile', 'A tailor cutting wool cloth'),
    callsToAction: [cta('Shop coats', '/coats'), cta('Our story', '/our-story', 'secondary')],
    contentPositionDesktop: 'Top Right',
    contentPositionMobile: 'Top',
  },
  /**
   * No media: white on navy. Three calls to action in one column, 56 px high; the Quisas box bottom right.
   */
  colourBackground: {
    _meta: meta('Navy hero, stacked buttons', 'uk/home-hero2-navy', 'c4e2a9d0-2f00-4b7e-8c22-000000002004'),
    mainTitle: 'Winter warmers',
    subTitle: 'Knitwear, coats and cosy layers',
    quisasBoxText: 'Free delivery over £50',
    quisasBoxPosition: 'Bottom Right',
    textColour: 'White',
    textContentAlignment: 'Left',
    backgroundColour: '#1B3A4B',
    callsToAction: [
      cta('Shop knitwear', '/knitwear'),
      cta('Shop coats', '/coats'),
      cta('Shop scarves', '/scarves', 'secondary'),
    ],
    callsToActionHeight: 56,
    callsToActionColumn: true,
    contentPositionDesktop: 'Left',
    contentPositionMobile: 'Center',
  },
  /** Four calls to action in a row (wrapping where the banner is narrower), black on cream, no Quisas box. */
  fourCallsToAction: {
    _meta: meta('Departments hero 2', 'us/home-hero2-departments', 'c4e2a9d0-2f00-4b7e-8c22-000000002005'),
    mainTitle: 'Shop by department',
    textColour: 'Black',
    backgroundColour: '#F4EDE4',
    callsToAction: [
      cta('Women', '/women'),
      cta('Men', '/men'),
      cta('Kids', '/kids'),
      cta('Home', '/home', 'secondary'),
    ],
  },
  /** No call to action: not a link. Only a mobile picture, shown at every width; the Quisas box top left. */
  noCallsToAction: {
    _meta: meta('Garden hero, no buttons', 'uk/home-hero2-garden', 'c4e2a9d0-2f00-4b7e-8c22-000000002006'),
    mainTitle: 'Into the garden',
    subTitle: 'Outdoor living, from planters to picnic rugs',
    quisasBoxText: 'New this week',
    quisasBoxPosition: 'Top Left',
    textColour: 'Black',
    backgroundMediaMobile: fixtureImage('hero2-garden-patio-stone', 'Planters on a sunny patio'),
    contentPositionDesktop: 'Bottom',
    contentPositionMobile: 'Bottom',
  },
  /**
   * Two calls to action, one without text: exactly one is shown, so the whole banner links to it (spec §5).
   */
  incompleteCallToAction: {
    _meta: meta(
      'Weekend hero, one complete button',
      'uk/home-hero2-weekend',
      'c4e2a9d0-2f00-4b7e-8c22-000000002007',
    ),
    mainTitle: 'Weekend ready',
    textColour: 'White',
    backgroundMediaDesktop: fixtureImage('hero2-weekend-desktop-ink'),
    backgroundMediaMobile: fixtureImage('hero2-weekend-mobile'),
    callsToAction: [
      { buttonLink: '/no-text', buttonStyle: 'primary' },
      cta('Shop the weekend edit', '/weekend'),
    ],
  },
  /** White text chosen on a cream background with no media: it would not read, so black is used. */
  unreadableTextColour: {
    _meta: meta('White on cream', 'uk/home-hero2-white-on-cream', 'c4e2a9d0-2f00-4b7e-8c22-000000002008'),
    mainTitle: 'Linen, washed soft',
    textColour: 'White',
    backgroundColour: '#F4EDE4',
    callsToAction: [cta('Shop linen', '/linen'), cta('Shop bedding', '/bedding', 'secondary')],
  },
  /** Only a title: white background, black text, centred, nothing else. */
  titleOnly: {
    _meta: meta('Title only', 'uk/home-hero2-title-only', 'c4e2a9d0-2f00-4b7e-8c22-000000002009'),
    mainTitle: 'Spring is here',
  },
  /** Edge case: a long title with a long word, and a long Quisas box; everything stays inside at 375 px. */
  veryLongTitle: {
    _meta: meta('Very long title', 'uk/home-hero2-long-title', 'c4e2a9d0-2f00-4b7e-8c22-000000002010'),
    mainTitle: 'Extraordinarily comfortable loungewear for unhurried weekends at home',
    subTitle: 'Soft organic cotton, relaxed fits and easy colours for staying in',
    quisasBoxText: 'Sometimes it’s good to get lost in the details, and in a very comfortable sofa',
    quisasBoxPosition: 'Bottom Right',
    textColour: 'White',
    backgroundMediaDesktop: fixtureImage('hero2-long-title-desktop-dune'),
    backgroundMediaMobile: fixtureImage('hero2-long-title-mobile-sand'),
    callsToAction: [cta('Shop loungewear', '/loungewear'), cta('Shop nightwear', '/nightwear', 'secondary')],
  },

  invalidScriptLink: {
    _meta: meta('Script button link', 'uk/broken-hero2-script-link', 'c4e2a9d0-2f00-4b7e-8c22-000000002f01'),
    mainTitle: 'Click me',
    callsToAction: [cta('Go', 'javascript:alert(1)')],
  },
  invalidQuisasPosition: {
    _meta: meta('Quisas box in the middle', 'uk/broken-hero2-quisas', 'c4e2a9d0-2f00-4b7e-8c22-000000002f02'),
    mainTitle: 'Where is the box?',
    quisasBoxText: 'Lost',
    quisasBoxPosition: 'Middle Left',
  },
  invalidBackgroundColour: {
    _meta: meta('Named colour', 'uk/broken-hero2-colour', 'c4e2a9d0-2f00-4b7e-8c22-000000002f03'),
    mainTitle: 'Teal',
    backgroundColour: 'teal',
  },
  invalidPosition: {
    _meta: meta('British spelling', 'uk/broken-hero2-position', 'c4e2a9d0-2f00-4b7e-8c22-000000002f04'),
    mainTitle: 'Centred?',
    contentPositionMobile: 'Centre',
  },
  invalidTextColour: {
    _meta: meta('Grey text', 'uk/broken-hero2-text-colour', 'c4e2a9d0-2f00-4b7e-8c22-000000002f05'),
    mainTitle: 'Grey',
    textColour: 'Grey',
  },
  invalidCallsToActionHeight: {
    _meta: meta('Height as a word', 'uk/broken-hero2-height', 'c4e2a9d0-2f00-4b7e-8c22-000000002f06'),
    mainTitle: 'Tall buttons',
    callsToAction: [cta('Shop', '/shop')],
    callsToActionHeight: 'tall',
  },
  invalidCallsToActionColumn: {
    _meta: meta('Column as text', 'uk/broken-hero2-column', 'c4e2a9d0-2f00-4b7e-8c22-000000002f07'),
    mainTitle: 'Stacked?',
    callsToAction: [cta('Shop', '/shop')],
    callsToActionColumn: 'yes',
  },
  invalidBackgroundMedia: {
    _meta: meta('Media without a host', 'uk/broken-hero2-media', 'c4e2a9d0-2f00-4b7e-8c22-000000002f08'),
    mainTitle: 'Where is the picture?',
    backgroundMediaDesktop: {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
      name: 'hero',
    },
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/hero-banner-1',
      name: 'A hero banner 1',
      deliveryKey: 'uk/broken-hero2-wrong-schema',
    },
    mainTitle: 'Not this banner',
  },
} as const satisfies Record<string, UnknownEntry>;

export type HeroBanner2FixtureName = keyof typeof heroBanner2Fixtures;
