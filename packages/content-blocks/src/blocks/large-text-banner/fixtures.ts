import type { UnknownEntry } from '../../shared/meta';
import { largeTextBannerSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, deliveryId: string) => ({
  schema: largeTextBannerSchemaId,
  name,
  deliveryId,
  deliveryKey,
});

/**
 * Named entries of the large text banner: the single source for stories, tests and the sandbox's demo pages.
 * Names starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 * Colours are chosen to pass WCAG AA (4.5:1) for the text and the buttons.
 */
export const largeTextBannerFixtures = {
  default: {
    _meta: meta('Spring sale banner', 'uk/home-spring-banner', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a01'),
    text: 'Spring sale: up to 50% off dresses',
    textAlignmentDesktop: 'Left',
    fontWeight: 'Bold',
    bannerType: 'Standard',
    textColour: 'Black',
    backgroundColour: '#F4EDE4',
  },
  centred: {
    _meta: meta('New season, centred', 'uk/home-new-season', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a02'),
    text: 'The new season has landed',
    textAlignmentDesktop: 'Center',
    fontWeight: 'Extra Bold',
    textColour: 'White',
    backgroundColour: '#1B3A4B',
  },
  ceBanner: {
    _meta: meta('Free delivery (CE)', 'uk/free-delivery-ce', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a03'),
    text: 'Free delivery on orders over £50',
    textAlignmentDesktop: 'Center',
    fontWeight: 'Medium',
    bannerType: 'CE',
    textColour: 'Black',
    backgroundColour: '#64E6D6',
  },
  withCallsToAction: {
    _meta: meta('Shop by department', 'uk/home-departments', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a04'),
    text: 'Something for everyone',
    textAlignmentDesktop: 'Center',
    textColour: 'White',
    backgroundColour: '#7A2E3A',
    callsToAction: [
      { buttonText: 'Shop women', buttonLink: '/women', buttonStyle: 'primary', customId: 'ltb-women' },
      { buttonText: 'Shop men', buttonLink: '/men', buttonStyle: 'secondary' },
      { buttonText: 'Shop kids', buttonLink: '/kids', buttonStyle: 'tertiary' },
    ],
  },
  linked: {
    _meta: meta('Sale link banner', 'eu/sale-banner', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a05'),
    text: 'Last chance: the sale ends Sunday',
    textColour: 'Black',
    backgroundColour: '#FFFFFF',
    bannerLinkUrl: '/sale',
  },
  linkedWithCallsToAction: {
    _meta: meta('Sale banner with a button', 'us/sale-banner-cta', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a06'),
    text: 'Last chance: the sale ends Sunday',
    textColour: 'White',
    backgroundColour: '#1B3A4B',
    // Ignored: a call to action is shown, so the banner itself is not a link.
    bannerLinkUrl: '/sale',
    callsToAction: [{ buttonText: 'Shop the sale', buttonLink: '/sale', buttonStyle: 'primary' }],
  },
  incompleteCallToAction: {
    _meta: meta('New in, button without a style', 'uk/new-in-banner', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a07'),
    text: 'Just in: linen for long days',
    textColour: 'Black',
    backgroundColour: '#F4EDE4',
    bannerLinkUrl: '/new-in',
    // No buttonStyle: the call to action is not present, so it is hidden and the whole banner links.
    callsToAction: [{ buttonText: 'Shop new in', buttonLink: '/new-in' }],
  },
  withDividers: {
    _meta: meta('Quote with dividers', 'uk/home-quote', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a08'),
    text: "Sometimes it's good to get lost in the details",
    textAlignmentDesktop: 'Center',
    fontWeight: 'Medium',
    textColour: 'Black',
    backgroundColour: '#FFFFFF',
    dividers: true,
  },
  richText: {
    _meta: meta('Rich text banner', 'uk/home-rich-text', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a09'),
    text: 'Get lost in the {~details~}: {=new season=} prints are here',
    textAlignmentDesktop: 'Center',
    textColour: 'Black',
    backgroundColour: '#F4EDE4',
  },
  defaultBackground: {
    _meta: meta('White text, no background', 'uk/home-night', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0a10'),
    text: 'Night shift: pyjamas from £20',
    textColour: 'White',
  },

  invalidMissingText: {
    _meta: meta('No text', 'uk/broken-no-text', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b01'),
    textColour: 'Black',
    backgroundColour: '#FFFFFF',
  },
  invalidBlankText: {
    _meta: meta('Blank text', 'uk/broken-blank-text', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b02'),
    text: '   ',
  },
  /** A content type the shop does not know (a retired one): no block renders it. */
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/retired-promo-strip',
      name: 'A retired promo strip',
      deliveryKey: 'uk/broken-wrong-schema',
    },
    text: 'Not a banner',
  },
  invalidMissingMeta: {
    text: 'No _meta at all',
  },
  invalidBadAlignment: {
    _meta: meta('British spelling', 'uk/broken-alignment', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b03'),
    text: 'Centred?',
    textAlignmentDesktop: 'Centre',
  },
  invalidBadFontWeight: {
    _meta: meta('Bad weight', 'uk/broken-weight', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b04'),
    text: 'Heavy',
    fontWeight: 'ExtraBold',
  },
  invalidBadBannerType: {
    _meta: meta('Bad type', 'uk/broken-type', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b05'),
    text: 'Which type?',
    bannerType: 'Hero',
  },
  invalidBadTextColour: {
    _meta: meta('Grey text', 'uk/broken-text-colour', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b06'),
    text: 'Grey on grey',
    textColour: 'Grey',
  },
  invalidBadBackgroundColour: {
    _meta: meta('Named colour', 'uk/broken-background', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b07'),
    text: 'Red alert',
    backgroundColour: 'red',
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-script-link', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b08'),
    text: 'Click me',
    bannerLinkUrl: 'javascript:alert(1)',
  },
  invalidCallToActionStyle: {
    _meta: meta('Unknown button style', 'uk/broken-cta-style', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b09'),
    text: 'Shop now',
    callsToAction: [{ buttonText: 'Shop', buttonLink: '/shop', buttonStyle: 'Primary' }],
  },
  invalidDividers: {
    _meta: meta('Dividers as text', 'uk/broken-dividers', '6b1f0c3e-5a0e-4c1e-9a51-2f0d9b7c0b10'),
    text: 'Lines please',
    dividers: 'yes',
  },
} as const satisfies Record<string, UnknownEntry>;

export type LargeTextBannerFixtureName = keyof typeof largeTextBannerFixtures;
