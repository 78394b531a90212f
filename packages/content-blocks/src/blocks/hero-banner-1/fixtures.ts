import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { heroBanner1SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(heroBanner1SchemaId, name, deliveryKey, id);

/** The four required placements, centred (most fixtures change some of them). */
const centred = {
  contentPositionDesktop: 'Center',
  contentPositionMobile: 'Center',
  innerContentAlignmentDesktop: 'Center',
  innerContentAlignmentMobile: 'Center',
} as const;

const cta = (buttonText: string, buttonLink: string, buttonStyle = 'primary') => ({
  buttonText,
  buttonLink,
  buttonStyle,
});

/**
 * Named entries of hero banner 1: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse. Each uses pictures of its
 * own (the sandbox draws one per name); text colours are the editor's pick over them.
 */
export const heroBanner1Fixtures = {
  /** Image backgrounds, the three texts and two calls to action side by side (layout 2). */
  default: {
    _meta: meta('Summer linen hero', 'uk/home-hero-summer-linen', 'b7a1e0c4-1f00-4d6a-9e11-000000001001'),
    topHeading: 'New season',
    heading: 'The linen edit',
    subHeading: 'Light layers for long days',
    ...centred,
    callsToAction: {
      callsToAction: [cta('Shop women', '/women'), cta('Shop men', '/men', 'secondary')],
      buttonsLayout: 2,
    },
    backgroundDesktop: fixtureImage('hero-linen-edit-desktop-alpha'),
    backgroundMobile: fixtureImage('hero-linen-edit-mobile-summer'),
    backgroundDesktopAltText: 'Two people in linen shirts on a sunlit terrace',
    backgroundMobileAltText: 'A linen shirt on a sunlit terrace',
  },
  /** A url and no call to action: the whole banner is one link; texts at the bottom left, left-aligned. */
  wholeBannerLink: {
    _meta: meta('Sale hero, linked', 'uk/home-hero-sale-link', 'b7a1e0c4-1f00-4d6a-9e11-000000001002'),
    topHeading: 'Up to 50% off',
    heading: 'The summer sale',
    subHeading: 'Ends Sunday at midnight',
    url: '/sale',
    contentPositionDesktop: 'Bottom Left',
    contentPositionMobile: 'Bottom',
    innerContentAlignmentDesktop: 'Left',
    innerContentAlignmentMobile: 'Center',
    backgroundDesktop: fixtureImage('hero-summer-sale-desktop-alpha'),
    backgroundMobile: fixtureImage('hero-summer-sale-mobile-seven'),
    backgroundDesktopAltText: 'Sandals and a straw bag on a striped towel',
  },
  /**
   * A url and a call to action: the button is shown, so the banner itself is not a link (links never nest).
   * Texts top right, right-aligned, in black.
   */
  linkWithCallToAction: {
    _meta: meta(
      'Homeware hero with a button',
      'eu/home-hero-homeware',
      'b7a1e0c4-1f00-4d6a-9e11-000000001003',
    ),
    heading: 'Homeware, made slow',
    headingTextColour: 'Black',
    subHeading: 'Hand-thrown ceramics and washed linen',
    subHeadingTextColour: 'Black',
    url: '/homeware',
    contentPositionDesktop: 'Top Right',
    contentPositionMobile: 'Top',
    innerContentAlignmentDesktop: 'Right',
    innerContentAlignmentMobile: 'Center',
    callsToAction: { callsToAction: [cta('Shop homeware', '/homeware')], buttonsLayout: 1 },
    backgroundDesktop: fixtureImage('hero-homeware-desktop-paper'),
    backgroundMobile: fixtureImage('hero-homeware-mobile-light'),
  },
  /**
   * Video backgrounds at both widths, looping on desktop only, with alt texts; linked (no call to action), so
   * the video's Pause/Play control sits beside the link. Black text: the film is light.
   */
  videoBackground: {
    _meta: meta('Studio film hero', 'uk/home-hero-studio-film', 'b7a1e0c4-1f00-4d6a-9e11-000000001004'),
    topHeading: 'In the studio',
    topHeadingTextColour: 'Black',
    heading: 'Made to last',
    headingTextColour: 'Black',
    subHeading: 'Watch how our knitwear is made',
    subHeadingTextColour: 'Black',
    url: '/knitwear',
    contentPositionDesktop: 'Left',
    contentPositionMobile: 'Bottom Left',
    innerContentAlignmentDesktop: 'Left',
    innerContentAlignmentMobile: 'Left',
    backgroundDesktop: fixtureVideo('hero-studio-film-desktop'),
    backgroundMobile: fixtureVideo('hero-studio-film-mobile'),
    backgroundDesktopVideoLoop: true,
    backgroundMobileVideoLoop: false,
    backgroundDesktopAltText: 'A knitter at work in the studio',
    backgroundMobileAltText: 'Hands knitting a jumper',
  },
  /** A video on desktop and a picture on mobile: each width takes its own kind of media. */
  mixedBackgrounds: {
    _meta: meta(
      'Knitwear hero, mixed media',
      'us/home-hero-knitwear',
      'b7a1e0c4-1f00-4d6a-9e11-000000001005',
    ),
    heading: 'Knit one, wear all year',
    headingTextColour: 'Black',
    ...centred,
    callsToAction: { callsToAction: [cta('Shop knitwear', '/knitwear')] },
    backgroundDesktop: fixtureVideo('hero-knitwear-film'),
    backgroundMobile: fixtureImage('hero-knitwear-mobile-paper'),
    backgroundMobileAltText: 'A cable-knit jumper folded on a chair',
  },
  /** Layout 1, one button: the single 220 px container under centred text. */
  oneCallToAction: {
    _meta: meta('Dresses hero, one button', 'uk/home-hero-dresses', 'b7a1e0c4-1f00-4d6a-9e11-000000001006'),
    heading: 'Dresses for every day',
    ...centred,
    callsToAction: { callsToAction: [cta('Shop dresses', '/dresses')], buttonsLayout: 1 },
    backgroundDesktop: fixtureImage('hero-dresses-desktop-field'),
    backgroundMobile: fixtureImage('hero-dresses-mobile-city'),
  },
  /** Layout 3, three buttons in a row from 768 px (wrapping where the banner is narrower), top centre. */
  threeCallsToAction: {
    _meta: meta('Gifts hero, three buttons', 'uk/home-hero-gifts', 'b7a1e0c4-1f00-4d6a-9e11-000000001007'),
    topHeading: 'Gifts',
    heading: 'Something for everyone',
    contentPositionDesktop: 'Top',
    contentPositionMobile: 'Center',
    innerContentAlignmentDesktop: 'Center',
    innerContentAlignmentMobile: 'Center',
    callsToAction: {
      callsToAction: [
        cta('Gifts for her', '/gifts/her'),
        cta('Gifts for him', '/gifts/him'),
        cta('Gifts for home', '/gifts/home', 'secondary'),
      ],
      buttonsLayout: 3,
    },
    backgroundDesktop: fixtureImage('hero-gifts-desktop-harbour'),
    backgroundMobile: fixtureImage('hero-gifts-mobile-ink'),
  },
  /** Layout 4, four buttons in one row at 1280 px, one per row at 375 px; texts bottom centre. */
  fourCallsToAction: {
    _meta: meta(
      'Departments hero, four buttons',
      'uk/home-hero-departments',
      'b7a1e0c4-1f00-4d6a-9e11-000000001008',
    ),
    heading: 'Shop by department',
    headingFont: 'Quisas-2',
    subHeading: 'Everything new this week',
    contentPositionDesktop: 'Bottom',
    contentPositionMobile: 'Bottom',
    innerContentAlignmentDesktop: 'Center',
    innerContentAlignmentMobile: 'Center',
    callsToAction: {
      callsToAction: [
        cta('Women', '/women'),
        cta('Men', '/men'),
        cta('Kids', '/kids'),
        cta('Home', '/home', 'secondary'),
      ],
      buttonsLayout: 4,
    },
    backgroundDesktop: fixtureImage('hero-departments-desktop-denim'),
    backgroundMobile: fixtureImage('hero-departments-mobile-night'),
  },
  /** Layout 2 with four buttons: two rows of two, left-aligned at the left. */
  fourCallsToActionTwoByTwo: {
    _meta: meta(
      'Accessories hero, 2 x 2',
      'eu/home-hero-accessories',
      'b7a1e0c4-1f00-4d6a-9e11-000000001009',
    ),
    heading: 'Finishing touches',
    subHeading: 'Bags, belts, scarves and jewellery',
    contentPositionDesktop: 'Left',
    contentPositionMobile: 'Left',
    innerContentAlignmentDesktop: 'Left',
    innerContentAlignmentMobile: 'Left',
    callsToAction: {
      callsToAction: [
        cta('Bags', '/bags'),
        cta('Belts', '/belts'),
        cta('Scarves', '/scarves', 'secondary'),
        cta('Jewellery', '/jewellery', 'secondary'),
      ],
      buttonsLayout: 2,
    },
    backgroundDesktop: fixtureImage('hero-accessories-desktop-canvas'),
    backgroundMobile: fixtureImage('hero-accessories-mobile-city'),
  },
  /** Layout 1 with three buttons: stacked in one column, at the right, right-aligned. */
  stackedCallsToAction: {
    _meta: meta('Shoes hero, stacked buttons', 'uk/home-hero-shoes', 'b7a1e0c4-1f00-4d6a-9e11-000000001010'),
    heading: 'Step into spring',
    headingTextColour: 'Black',
    contentPositionDesktop: 'Right',
    contentPositionMobile: 'Bottom Right',
    innerContentAlignmentDesktop: 'Right',
    innerContentAlignmentMobile: 'Right',
    callsToAction: {
      callsToAction: [cta('Trainers', '/trainers'), cta('Sandals', '/sandals'), cta('Boots', '/boots')],
      buttonsLayout: 1,
    },
    backgroundDesktop: fixtureImage('hero-shoes-desktop-denim'),
    backgroundMobile: fixtureImage('hero-shoes-mobile-calm'),
  },
  /**
   * Five complete calls to action and one without a style, no layout: the first four complete ones show, all
   * in one row from 768 px where they fit.
   */
  moreThanFourCallsToAction: {
    _meta: meta('Five buttons', 'uk/home-hero-five-buttons', 'b7a1e0c4-1f00-4d6a-9e11-000000001011'),
    heading: 'Edit by colour',
    contentPositionDesktop: 'Top Left',
    contentPositionMobile: 'Top Left',
    innerContentAlignmentDesktop: 'Left',
    innerContentAlignmentMobile: 'Left',
    callsToAction: {
      callsToAction: [
        { buttonText: 'No style', buttonLink: '/no-style' },
        cta('Blue', '/blue'),
        cta('Green', '/green'),
        cta('Pink', '/pink'),
        cta('Yellow', '/yellow'),
        cta('Red', '/red'),
      ],
    },
    backgroundDesktop: fixtureImage('hero-colour-edit-desktop-ink'),
    backgroundMobile: fixtureImage('hero-colour-edit-mobile-harbour'),
  },
  /** The only call to action has no style, so none is shown and the url links the whole banner. */
  incompleteCallToAction: {
    _meta: meta(
      'New in, button without a style',
      'uk/home-hero-new-in',
      'b7a1e0c4-1f00-4d6a-9e11-000000001012',
    ),
    heading: 'Just in',
    url: '/new-in',
    ...centred,
    callsToAction: { callsToAction: [{ buttonText: 'Shop new in', buttonLink: '/new-in' }] },
    backgroundDesktop: fixtureImage('hero-new-in-desktop-stone'),
    backgroundMobile: fixtureImage('hero-new-in-mobile-terrace'),
  },
  /** The editor's fonts and sizes: Quisas top heading, Athletics heading, smaller sizes than the defaults. */
  customTypography: {
    _meta: meta('Custom type hero', 'us/home-hero-custom-type', 'b7a1e0c4-1f00-4d6a-9e11-000000001013'),
    topHeading: 'The journal',
    topHeadingFont: 'Quisas',
    topHeadingFontSizeDesktop: 28,
    topHeadingFontSizeMobile: 22,
    heading: 'Notes from the studio',
    headingFont: 'Athletics',
    headingFontSizeDesktop: 64,
    headingFontSizeMobile: 40,
    subHeading: 'Stories behind the season',
    subHeadingFont: 'Quisas-2',
    subHeadingFontSizeDesktop: 24,
    subHeadingFontSizeMobile: 20,
    ...centred,
    url: '/journal',
    backgroundDesktop: fixtureImage('hero-journal-desktop-midnight'),
    backgroundMobile: fixtureImage('hero-journal-mobile-canvas'),
  },
  /** Blank alt texts: each picture's own alt stands in (spec 002 §5). No text at all, so the banner is not a link. */
  imageOwnAlt: {
    _meta: meta('Picture-only hero', 'uk/home-hero-picture-only', 'b7a1e0c4-1f00-4d6a-9e11-000000001014'),
    ...centred,
    backgroundDesktop: fixtureImage('hero-picture-only-desktop', 'A rail of summer dresses'),
    backgroundMobile: fixtureImage('hero-picture-only-mobile', 'A summer dress on a hanger'),
    backgroundDesktopAltText: '  ',
  },
  /** A linked banner with no text: its link is named by the background's alt text. */
  linkNamedByAltText: {
    _meta: meta(
      'Picture-only hero, linked',
      'uk/home-hero-picture-link',
      'b7a1e0c4-1f00-4d6a-9e11-000000001015',
    ),
    ...centred,
    url: '/dresses',
    backgroundDesktop: fixtureImage('hero-picture-link-desktop'),
    backgroundMobile: fixtureImage('hero-picture-link-mobile'),
    backgroundDesktopAltText: 'Shop summer dresses',
  },
  /** Edge case: a long heading with a long word at the 94 px default; it must wrap inside the banner at 375 px. */
  veryLongHeading: {
    _meta: meta('Very long heading', 'uk/home-hero-long-heading', 'b7a1e0c4-1f00-4d6a-9e11-000000001016'),
    topHeading: 'Limited edition',
    heading: 'Extraordinarily comfortable loungewear for unhurried weekends at home',
    subHeading: 'Soft organic cotton, relaxed fits and easy colours',
    ...centred,
    callsToAction: { callsToAction: [cta('Shop loungewear', '/loungewear')], buttonsLayout: 1 },
    backgroundDesktop: fixtureImage('hero-loungewear-weekend-fern'),
    backgroundMobile: fixtureImage('hero-loungewear-mobile-season'),
  },

  invalidMissingContentPosition: {
    _meta: meta('No desktop position', 'uk/broken-hero-position', 'b7a1e0c4-1f00-4d6a-9e11-000000001f01'),
    heading: 'Where am I?',
    contentPositionMobile: 'Center',
    innerContentAlignmentDesktop: 'Center',
    innerContentAlignmentMobile: 'Center',
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidMissingAlignment: {
    _meta: meta('No mobile alignment', 'uk/broken-hero-alignment', 'b7a1e0c4-1f00-4d6a-9e11-000000001f02'),
    heading: 'Lined up how?',
    contentPositionDesktop: 'Center',
    contentPositionMobile: 'Center',
    innerContentAlignmentDesktop: 'Center',
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidMissingBackground: {
    _meta: meta('No mobile background', 'uk/broken-hero-background', 'b7a1e0c4-1f00-4d6a-9e11-000000001f03'),
    heading: 'Nothing behind me',
    ...centred,
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
  },
  invalidBackgroundNotMedia: {
    _meta: meta(
      'Background as a url',
      'uk/broken-hero-background-url',
      'b7a1e0c4-1f00-4d6a-9e11-000000001f04',
    ),
    heading: 'A url is not an image link',
    ...centred,
    backgroundDesktop: 'https://cdn.example/hero.jpg',
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-hero-script-link', 'b7a1e0c4-1f00-4d6a-9e11-000000001f05'),
    heading: 'Click me',
    url: 'javascript:alert(1)',
    ...centred,
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidCallToActionLink: {
    _meta: meta('Script button link', 'uk/broken-hero-cta-link', 'b7a1e0c4-1f00-4d6a-9e11-000000001f06'),
    heading: 'Shop now',
    ...centred,
    callsToAction: { callsToAction: [cta('Shop', 'data:text/html,<script>alert(1)</script>')] },
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidPosition: {
    _meta: meta('Unknown position', 'uk/broken-hero-position-name', 'b7a1e0c4-1f00-4d6a-9e11-000000001f07'),
    heading: 'In the middle',
    ...centred,
    contentPositionDesktop: 'Middle',
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidButtonsLayout: {
    _meta: meta('Five across', 'uk/broken-hero-layout', 'b7a1e0c4-1f00-4d6a-9e11-000000001f08'),
    heading: 'Too many columns',
    ...centred,
    callsToAction: { callsToAction: [cta('Shop', '/shop')], buttonsLayout: 5 },
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidFont: {
    _meta: meta('Unknown font', 'uk/broken-hero-font', 'b7a1e0c4-1f00-4d6a-9e11-000000001f09'),
    heading: 'In Comic Sans',
    headingFont: 'Comic Sans',
    ...centred,
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidFontSize: {
    _meta: meta('Negative font size', 'uk/broken-hero-font-size', 'b7a1e0c4-1f00-4d6a-9e11-000000001f10'),
    heading: 'Tiny',
    headingFontSizeMobile: -12,
    ...centred,
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidUnnamedLink: {
    _meta: meta(
      'Linked, nothing to name it',
      'uk/broken-hero-unnamed-link',
      'b7a1e0c4-1f00-4d6a-9e11-000000001f11',
    ),
    url: '/sale',
    ...centred,
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/hero-banner-2',
      name: 'A hero banner 2',
      deliveryKey: 'uk/broken-hero-wrong-schema',
    },
    heading: 'Not this banner',
    ...centred,
    backgroundDesktop: fixtureImage('hero-broken-desktop'),
    backgroundMobile: fixtureImage('hero-broken-mobile'),
  },
} as const satisfies Record<string, UnknownEntry>;

export type HeroBanner1FixtureName = keyof typeof heroBanner1Fixtures;
