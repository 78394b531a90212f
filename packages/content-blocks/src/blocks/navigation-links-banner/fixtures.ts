import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { navigationLinksBannerSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(navigationLinksBannerSchemaId, name, deliveryKey, id);

/** Four womenswear links in navy, burgundy on hover (both read at 4.5:1 or more on the cream background). */
const womenswearLinks = [
  {
    buttonText: 'Dresses',
    buttonLink: '/womens/dresses',
    textColour: '#1B3A4B',
    textHoverColour: '#7A2E3A',
    customId: 'nlb-dresses',
  },
  { buttonText: 'Tops', buttonLink: '/womens/tops', textColour: '#1B3A4B', textHoverColour: '#7A2E3A' },
  { buttonText: 'Jeans', buttonLink: '/womens/jeans', textColour: '#1B3A4B', textHoverColour: '#7A2E3A' },
  {
    buttonText: 'Knitwear',
    buttonLink: '/womens/knitwear',
    textColour: '#1B3A4B',
    textHoverColour: '#7A2E3A',
  },
];

/**
 * Named entries of the navigation links banner: the single source for stories, tests and the sandbox's demo
 * pages. Names starting with `invalid` must be refused by the schema; every other one must parse
 * (src/fixtures.test.ts).
 */
export const navigationLinksBannerFixtures = {
  default: {
    _meta: meta('Womenswear links banner', 'uk/nav-banner-womens', '3c4d5e6f-0003-4000-8000-000000000001'),
    mediaDesktop: fixtureImage('nav-banner-womens-desktop'),
    mediaTablet: fixtureImage('nav-banner-womens-tablet'),
    mediaMobile: fixtureImage('nav-banner-womens-mobile'),
    imageLink: '/womens/new-in',
    imageLinkDescription: 'New in for women',
    backgroundColour: '#F4EDE4',
    verticalAlignment: 'Center',
    links: womenswearLinks,
    fiftyFifty: false,
    invisibleAreaLink: '/womens',
    invisibleAreaLinkAriaLabel: 'Shop all womenswear',
  },
  /** Half and half from 768 px, one picture for every breakpoint, white links turning teal, at the top. */
  fiftyFifty: {
    _meta: meta(
      'Homewares links, half and half',
      'eu/nav-banner-home',
      '3c4d5e6f-0003-4000-8000-000000000002',
    ),
    mediaDesktop: fixtureImage('nav-banner-homewares'),
    imageLink: '/eu/home',
    imageLinkDescription: 'Homewares for every room',
    backgroundColour: '#1B3A4B',
    verticalAlignment: 'Top',
    fiftyFifty: true,
    links: [
      {
        buttonText: 'Bedding',
        buttonLink: '/eu/home/bedding',
        textColour: '#FFFFFF',
        textHoverColour: '#64E6D6',
      },
      {
        buttonText: 'Candles',
        buttonLink: '/eu/home/candles',
        textColour: '#FFFFFF',
        textHoverColour: '#64E6D6',
      },
      {
        buttonText: 'Tableware',
        buttonLink: '/eu/home/tableware',
        textColour: '#FFFFFF',
        textHoverColour: '#64E6D6',
        customId: 'nlb-tableware',
      },
    ],
  },
  /** A video on tablet and desktop, a picture on phones; the links at the bottom. */
  videoMedia: {
    _meta: meta('Menswear video banner', 'uk/nav-banner-mens-video', '3c4d5e6f-0003-4000-8000-000000000003'),
    mediaDesktop: fixtureVideo('nav-banner-mens-clip'),
    mediaMobile: fixtureImage('nav-banner-mens-mobile'),
    imageLink: '/mens/new-in',
    imageLinkDescription: 'New in for men',
    backgroundColour: '#FFFFFF',
    verticalAlignment: 'Bottom',
    links: [
      { buttonText: 'Shirts', buttonLink: '/mens/shirts', textColour: '#000000', textHoverColour: '#7A2E3A' },
      {
        buttonText: 'Trousers',
        buttonLink: '/mens/trousers',
        textColour: '#000000',
        textHoverColour: '#7A2E3A',
      },
    ],
  },
  /** The picture is not a link: `imageLinkDescription` is its alt text. */
  pictureNotLinked: {
    _meta: meta(
      'Gifts banner, picture not linked',
      'us/nav-banner-gifts',
      '3c4d5e6f-0003-4000-8000-000000000004',
    ),
    mediaDesktop: fixtureImage('nav-banner-gifts-desktop'),
    mediaMobile: fixtureImage('nav-banner-gifts-mobile'),
    imageLinkDescription: 'A wrapped gift box with a teal ribbon',
    backgroundColour: '#64E6D6',
    links: [
      { buttonText: 'Gifts for her', buttonLink: '/us/gifts/her' },
      { buttonText: 'Gifts for him', buttonLink: '/us/gifts/him' },
    ],
  },
  /** Teal links fail 4.5:1 on white (they are black); a yellow hover fails too (it stays black, underlined). */
  contrastFallback: {
    _meta: meta('Pale links on white', 'uk/nav-banner-pale', '3c4d5e6f-0003-4000-8000-000000000005'),
    mediaDesktop: fixtureImage('nav-banner-sale'),
    backgroundColour: '#FFFFFF',
    links: [{ buttonText: 'Sale', buttonLink: '/sale', textColour: '#64E6D6', textHoverColour: '#FFFF00' }],
  },
  /** No picture: the links take the whole width; half-filled links are left out. */
  linksOnly: {
    _meta: meta('Links only', 'uk/nav-banner-links-only', '3c4d5e6f-0003-4000-8000-000000000006'),
    backgroundColour: '#F4EDE4',
    links: [
      { buttonText: 'Delivery', buttonLink: '/help/delivery' },
      { buttonText: 'Returns' },
      { buttonLink: '/help/sizes' },
      { buttonText: 'Contact us', buttonLink: '/help/contact' },
    ],
  },

  invalidAreaLinkWithoutLabel: {
    _meta: meta('Area link, no label', 'uk/broken-nav-banner-area', '3c4d5e6f-0003-4000-8000-0000000000f1'),
    mediaDesktop: fixtureImage('nav-banner-womens-desktop'),
    invisibleAreaLink: '/womens',
    invisibleAreaLinkAriaLabel: '  ',
  },
  invalidPictureLinkWithoutName: {
    _meta: meta(
      'Picture link, no name',
      'uk/broken-nav-banner-picture',
      '3c4d5e6f-0003-4000-8000-0000000000f2',
    ),
    mediaDesktop: fixtureImage('nav-banner-womens-desktop'),
    imageLink: '/womens/new-in',
  },
  invalidScriptPictureLink: {
    _meta: meta('Script picture link', 'uk/broken-nav-banner-script', '3c4d5e6f-0003-4000-8000-0000000000f3'),
    mediaDesktop: fixtureImage('nav-banner-womens-desktop'),
    imageLink: 'javascript:alert(1)',
    imageLinkDescription: 'Click me',
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-nav-banner-link', '3c4d5e6f-0003-4000-8000-0000000000f4'),
    links: [{ buttonText: 'Click me', buttonLink: 'vbscript:msgbox(1)' }],
  },
  invalidScriptAreaLink: {
    _meta: meta('Script area link', 'uk/broken-nav-banner-area-link', '3c4d5e6f-0003-4000-8000-0000000000f5'),
    invisibleAreaLink: 'javascript:alert(1)',
    invisibleAreaLinkAriaLabel: 'Everything',
  },
  invalidNamedColour: {
    _meta: meta('Named link colour', 'uk/broken-nav-banner-colour', '3c4d5e6f-0003-4000-8000-0000000000f6'),
    links: [{ buttonText: 'Dresses', buttonLink: '/womens/dresses', textColour: 'navy' }],
  },
  invalidVerticalAlignment: {
    _meta: meta('Middle alignment', 'uk/broken-nav-banner-align', '3c4d5e6f-0003-4000-8000-0000000000f7'),
    verticalAlignment: 'Middle',
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/link-group',
      name: 'A link group',
      deliveryKey: 'uk/broken-nav-banner-schema',
    },
    links: [],
  },
  invalidMissingMeta: { links: [] },
} as const satisfies Record<string, UnknownEntry>;

export type NavigationLinksBannerFixtureName = keyof typeof navigationLinksBannerFixtures;
