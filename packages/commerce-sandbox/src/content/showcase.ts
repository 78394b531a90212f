import { type Market, SHOP_MEDIA_HOST } from '@wardrobe/domain-rules';
import { galleryId } from './gallery';

/**
 * The shop's own pages composed of the content blocks (issue 21 "Every fixture is a page"), written per market
 * as a person trying the shop would meet them: a campaign landing page, `/other-stuff`, and the blocks the home
 * page places under its banner. Every link goes to a page of the shop in the same market. Written to
 * `content/<market>/` by `showcase.test.ts`.
 *
 * Reading: `/other-stuff` is made only of server blocks (text, links, sizes, dividers), so it is the page the e2e
 * JS budget holds to the frame's own script; the campaign page uses the media blocks and the sticker.
 */

const BLOCKS = 'https://schema.wardrobe.shop/blocks';
const CONTENT_PAGE = 'https://schema.wardrobe.shop/pages/content-page';
const IMAGE_LINK = 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link';

/** The campaign landing page's path in every market (`/winter-gifts`, `/eu/winter-gifts`, `/us/winter-gifts`). */
export const CAMPAIGN_KEY = 'winter-gifts';
export const OTHER_STUFF_KEY = 'other-stuff';

type ShowcaseMarket = Pick<Market, 'market' | 'prefix' | 'contentPrefix' | 'currency'>;

const SYMBOL = { GBP: '£', EUR: '€', USD: '$' } as const;
/** The free-delivery threshold the benefit bar states in each market. */
const FREE_DELIVERY = { GBP: 50, EUR: 60, USD: 75 } as const;
/** The size labels each market's shoppers read on the labels. */
const DRESS_SIZES = {
  GBP: ['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14', 'UK 16', 'UK 18'],
  EUR: ['EU 34', 'EU 36', 'EU 38', 'EU 40', 'EU 42', 'EU 44', 'EU 46'],
  USD: ['US 2', 'US 4', 'US 6', 'US 8', 'US 10', 'US 12', 'US 14'],
} as const;

function writer(market: ShowcaseMarket, page: string) {
  const key = market.contentPrefix.replace(/\/$/, '');
  let count = 0;
  const href = (path: string) => `${market.prefix}${path}`;
  const block = (type: string, name: string, fields: Record<string, unknown>) => ({
    _meta: {
      schema: `${BLOCKS}/${type}`,
      name: `${name} (${market.market})`,
      deliveryId: galleryId('showcase', key, page, String(++count)),
    },
    ...fields,
  });
  const image = (name: string) => ({
    _meta: { schema: IMAGE_LINK },
    id: `showcase-${name}`,
    name,
    endpoint: 'wardrobe',
    defaultHost: SHOP_MEDIA_HOST,
  });
  const contentPage = (title: string, description: string, blocks: unknown[]) => ({
    _meta: {
      schema: CONTENT_PAGE,
      name: `${title} (${market.market})`,
      deliveryId: galleryId('showcase', key, page),
      deliveryKey: `${key}/${page}`,
    },
    title,
    description,
    blocks,
  });
  return { href, block, image, contentPage, symbol: SYMBOL[market.currency] };
}

/** The campaign landing page: heroes, jump-offs, two columns, a tall image, a text box and the sticker. */
export function campaignPage(market: ShowcaseMarket) {
  const { href, block, image, contentPage, symbol } = writer(market, CAMPAIGN_KEY);
  return contentPage('Winter gifts', 'Presents for everyone on your list, wrapped and delivered.', [
    block('hero-banner-1', 'Winter gifts hero', {
      topHeading: 'Winter gifts',
      heading: 'Gifts they will keep',
      subHeading: 'Knitwear, candles and little luxuries',
      // The spec's 94 px default heading is three words a line on a phone; the editor's size keeps it to two.
      headingFontSizeMobile: 52,
      contentPositionDesktop: 'Left',
      contentPositionMobile: 'Bottom',
      innerContentAlignmentDesktop: 'Left',
      innerContentAlignmentMobile: 'Center',
      callsToAction: {
        callsToAction: [
          { buttonText: 'Gifts for her', buttonLink: href('/browse/gifts/for-her'), buttonStyle: 'primary' },
          {
            buttonText: 'Gifts for him',
            buttonLink: href('/browse/gifts/for-him'),
            buttonStyle: 'secondary',
          },
        ],
        buttonsLayout: 2,
      },
      backgroundDesktop: image('winter-gifts-hero-desktop'),
      backgroundMobile: image('winter-gifts-hero-mobile'),
      backgroundDesktopAltText: 'Wrapped presents and a knitted scarf on a wooden table',
      backgroundMobileAltText: 'A wrapped present tied with red ribbon',
    }),
    block('divider-text', 'Winter gifts: by recipient', { text: 'Shop by recipient' }),
    block('jump-off-group-3', 'Winter gifts: recipients', {
      title: 'Something for everyone',
      tiles: [
        block('jump-off-tile-3', 'Gifts for her tile', {
          title: 'For her',
          body: 'Cashmere scarves, jewellery and **bags** she will use every day.',
          callToAction: [
            {
              buttonText: 'Shop gifts for her',
              buttonLink: href('/browse/gifts/for-her'),
              buttonStyle: 'primary',
            },
          ],
          image: image('winter-gifts-scarf-jewellery'),
          imageAlt: 'A cashmere scarf beside a gold necklace',
        }),
        block('jump-off-tile-3', 'Gifts for him tile', {
          title: 'For him',
          body: 'Lambswool jumpers, leather belts and warm hats.',
          callToAction: [
            {
              buttonText: 'Shop gifts for him',
              buttonLink: href('/browse/gifts/for-him'),
              buttonStyle: 'primary',
            },
          ],
          image: image('winter-gifts-knitwear-belt'),
          imageAlt: 'A folded jumper with a leather belt',
        }),
        block('jump-off-tile-3', 'Stocking fillers tile', {
          title: 'Stocking fillers',
          titleFont: 'Athletics',
          body: `Little things, all under ${symbol}20.`,
          callToAction: [
            {
              buttonText: 'Shop stocking fillers',
              buttonLink: href('/browse/gifts/stocking-fillers'),
              buttonStyle: 'secondary',
            },
          ],
          image: image('winter-gifts-stocking-mugs'),
          imageAlt: 'Two mugs and a candle by a fireplace',
        }),
      ],
    }),
    block('spacing-block', 'Winter gifts: space', { size: 'Medium' }),
    block('two-column-row', 'Winter gifts: for the home', {
      title: 'Warm up the home',
      tiles: [
        block('two-column-tile', 'Candles tile', {
          image: image('winter-gifts-candles'),
          imageAltText: 'Lit candles on a mantelpiece',
          title: 'Candles',
          text: 'Hand-poured, in six winter scents.',
          href: href('/browse/home/living/candles'),
          callsToAction: [
            {
              buttonText: 'Shop candles',
              buttonLink: href('/browse/home/living/candles'),
              buttonStyle: 'primary',
            },
          ],
        }),
        block('two-column-tile', 'Cushions tile', {
          image: image('winter-gifts-cushions'),
          imageAltText: 'Knitted cushions on a sofa',
          title: 'Cushions',
          text: 'Knitted, quilted and velvet, in this season’s colours.',
          href: href('/browse/home/living/cushions'),
          callsToAction: [
            {
              buttonText: 'Shop cushions',
              buttonLink: href('/browse/home/living/cushions'),
              buttonStyle: 'primary',
            },
          ],
        }),
      ],
    }),
    block('tall-image-block', 'Winter gifts: knitwear', {
      image: image('winter-gifts-tall-knitwear'),
      imageAltText: 'A model in a cream cable-knit jumper',
      imageLink: href('/browse/womens/clothing/knitwear'),
      aspectRatio: '5x7',
      subtitle: 'Cosy season',
      title: 'Knitwear to give',
      decorativeText: 'Warm {~wishes~}',
      decorativeTextColour: 'Black',
      callToAction: {
        buttonText: 'Shop knitwear',
        buttonLink: href('/browse/womens/clothing/knitwear'),
        buttonStyle: 'primary',
      },
    }),
    block('text-box-1', 'Winter gifts: wrapping', {
      title: 'Wrapped for you',
      body: `Every order over ${symbol}${FREE_DELIVERY[market.currency]} is gift wrapped {=for free=}, with a handwritten note.`,
      textColour: 'Black',
      textAlignment: 'Left',
      backgroundDesktop: image('winter-gifts-wrapping-desktop'),
      backgroundMobile: image('winter-gifts-wrapping-mobile'),
      backgroundDesktopAltText: 'Presents wrapped in brown paper and twine',
      backgroundMobileAltText: 'A present wrapped in brown paper',
      callToAction: {
        buttonText: 'Shop all gifts',
        buttonLink: href('/browse/gifts'),
        buttonStyle: 'primary',
      },
    }),
    block('link-group', 'Winter gifts: more ideas', {
      heading: 'More gift ideas',
      links: [
        { text: 'Jewellery', link: href('/browse/womens/accessories/jewellery') },
        { text: 'Scarves', link: href('/browse/womens/accessories/scarves') },
        { text: 'Hats', link: href('/browse/mens/accessories/hats') },
        { text: 'Mugs', link: href('/browse/home/kitchen/mugs') },
        { text: 'Gift cards', link: href('/search?query=gift%20card') },
      ],
    }),
    // Issue 22: the campaign gains the new server-only card blocks (no client code, so its JS budget stands).
    block('tile-cards', 'Winter gifts: by room', {
      title: 'Gifts for every room',
      cards: [
        {
          image: image('winter-gifts-tile-living'),
          imgAltText: 'A sofa with knitted cushions and a throw',
          title: 'Living room',
          description: 'Cushions, throws and candles.',
          link: href('/browse/home/living/cushions'),
        },
        {
          image: image('winter-gifts-tile-kitchen'),
          imgAltText: 'Stoneware mugs on an open shelf',
          title: 'Kitchen',
          description: 'Mugs and tea towels.',
          link: href('/browse/home/kitchen/mugs'),
        },
        {
          image: image('winter-gifts-tile-wardrobe'),
          imgAltText: 'Scarves and hats on wooden pegs',
          title: 'Wardrobe',
          description: 'Scarves, hats and jewellery.',
          link: href('/browse/womens/accessories/scarves'),
        },
      ],
    }),
    block('editorial-cards', 'Winter gifts: gift journal', {
      title: 'From the gift journal',
      cards: [
        {
          image: image('winter-gifts-journal-wrapping'),
          imgAltText: 'Hands tying twine around a parcel',
          title: 'How we wrap',
          description: 'Recycled paper, cotton twine and a handwritten note.',
          CTA: { buttonText: 'Read more', buttonLink: href('/other-stuff'), buttonStyle: 'secondary' },
        },
        {
          image: image('winter-gifts-journal-candles'),
          imgAltText: 'A candle being poured into a glass',
          title: 'Six winter scents',
          description: 'Fig, cedar, clove and three more, hand-poured.',
          CTA: {
            buttonText: 'Shop candles',
            buttonLink: href('/browse/home/living/candles'),
            buttonStyle: 'secondary',
          },
        },
      ],
    }),
    block('floating-promotional-sticker', 'Winter gifts: wrapping sticker', {
      size: 140,
      margins: { right: 'Medium', bottom: 'Medium' },
      image: image('winter-gifts-sticker-star'),
      url: href('/browse/gifts'),
      closeHitArea: { position: 'Top Right', size: 32 },
      textLine1: { text: 'Free', position: 'Top', size: 'H5', colour: '#FFFFFF' },
      textLine2: { text: 'Gift wrap', position: 'Center', size: 'H4', colour: '#FFFFFF' },
      textLine3: { text: 'on every gift', position: 'Bottom', size: 'H5', colour: '#FFFFFF' },
    }),
  ]);
}

/** `/other-stuff`: gifts, homewares and everything else, in server blocks only. */
export function otherStuffPage(market: ShowcaseMarket) {
  const { href, block, contentPage } = writer(market, OTHER_STUFF_KEY);
  return contentPage('Other stuff', 'Gifts, homewares and everything else we love.', [
    block('large-text-banner', 'Other stuff: homewares', {
      text: 'Candles, cushions and little things for the home',
      textAlignmentDesktop: 'Left',
      fontWeight: 'Bold',
      bannerType: 'CE',
      textColour: 'Black',
      backgroundColour: '#F6D365',
      callsToAction: [],
    }),
    block('link-group', 'Other stuff: for the home', {
      heading: 'For the home',
      links: [
        { text: 'Candles', link: href('/browse/home/living/candles') },
        { text: 'Cushions', link: href('/browse/home/living/cushions') },
        { text: 'Mugs', link: href('/browse/home/kitchen/mugs') },
        { text: 'Tea towels', link: href('/browse/home/kitchen/tea-towels') },
      ],
    }),
    block('divider-text', 'Other stuff: gifts', { text: 'Gifts' }),
    block('large-text-banner', 'Other stuff: gifts banner', {
      text: 'Gifts for everyone on your list',
      textAlignmentDesktop: 'Left',
      fontWeight: 'Bold',
      bannerType: 'CE',
      textColour: 'White',
      backgroundColour: '#2D2A32',
    }),
    block('text-block', 'Other stuff: gift wrapping', {
      heading: 'Gift wrapping and notes',
      headingStyle: 'H2',
      body:
        'Choose **gift wrapping** in your bag and add a handwritten note. Prices never show on the packing slip.\n\n' +
        `Not sure what to choose? A [gift card](${href('/search?query=gift%20card')}) lets them pick.`,
    }),
    block('link-group', 'Other stuff: gifts by recipient', {
      heading: 'Gifts by recipient',
      links: [
        { text: 'Gifts for her', link: href('/browse/gifts/for-her') },
        { text: 'Gifts for him', link: href('/browse/gifts/for-him') },
        { text: 'Stocking fillers', link: href('/browse/gifts/stocking-fillers') },
        { text: 'The winter gift guide', link: href(`/${CAMPAIGN_KEY}`) },
      ],
    }),
    block('spacing-block', 'Other stuff: space', { size: 'Large' }),
    block('sizes-banner', 'Other stuff: dress sizes', {
      heading: 'Shop dresses by size',
      headingColour: '#1B3A4B',
      backgroundColour: '#F4EDE4',
      callsToAction: DRESS_SIZES[market.currency].map((size) => ({
        buttonText: size,
        buttonLink: href(`/search?query=${encodeURIComponent(`dress ${size}`)}`),
      })),
    }),
  ]);
}

/**
 * The blocks the home page places among its own banners: a jump-off group to the winter edits under the first
 * banner, and a hero at the end. Reading: below the first banner, so the page's largest first paint stays the
 * banner's text and the pictures load as the shopper scrolls.
 */
export function homeShowcaseBlocks(market: ShowcaseMarket) {
  const { href, block, image } = writer(market, 'home');
  const tile = (title: string, body: string, path: string, picture: string, alt: string) =>
    block('jump-off-tile-2', `Home: ${title} tile`, {
      title,
      body,
      callToAction: {
        buttonText: `Shop ${title.toLowerCase()}`,
        buttonLink: href(path),
        buttonStyle: 'primary',
      },
      image: image(picture),
      imageAlt: alt,
    });
  return {
    underFirstBanner: [
      block('jump-off-group-2', 'Home: the winter edits', {
        title: 'Shop the winter edits',
        tiles: [
          tile(
            'Knitwear',
            'Cable knits and cashmere.',
            '/browse/womens/clothing/knitwear',
            'home-knitwear-edit',
            'A stack of folded jumpers',
          ),
          tile(
            'Candles',
            'Six winter scents.',
            '/browse/home/living/candles',
            'home-candles-edit',
            'Three lit candles on a shelf',
          ),
          tile(
            'Gifts',
            'Presents for everyone.',
            `/${CAMPAIGN_KEY}`,
            'home-gifts-edit',
            'Wrapped presents under a tree',
          ),
        ],
      }),
    ],
    atTheEnd: [
      // Issue 22: a shop the look before the party hero (a server block: the home page's script stands).
      block('shop-the-look-1', 'Home: the winter look', {
        title: 'Shop the winter look',
        titleFont: 'Quisas',
        titleBold: true,
        primaryBlockBackground: {
          ...image('home-winter-look'),
          alt: 'A model in a cable jumper and a wool hat',
        },
        primaryBlockUrl: href('/browse/womens/clothing/knitwear'),
        primaryBlockAlignment: 'Left',
        leftProduct: {
          image: image('home-winter-look-jumper'),
          url: href('/browse/womens/clothing/knitwear'),
          title: 'Cable jumper',
          price: 65,
        },
        rightProduct: {
          image: image('home-winter-look-hat'),
          url: href('/browse/mens/accessories/hats'),
          title: 'Wool hat',
          price: 18.5,
        },
      }),
      block('hero-banner-2', 'Home: party season hero', {
        mainTitle: 'Party season',
        subTitle: 'Velvet, sequins and everything that sparkles',
        quisasBoxText: 'Dressed up or down, all winter long',
        quisasBoxPosition: 'Top Right',
        textColour: 'White',
        textContentAlignment: 'Center',
        backgroundColour: '#1A1A1A',
        backgroundMediaDesktop: image('home-party-season-desktop'),
        backgroundMediaMobile: image('home-party-season-mobile'),
        callsToAction: [
          {
            buttonText: 'Shop dresses',
            buttonLink: href('/browse/womens/clothing/dresses'),
            buttonStyle: 'primary',
          },
          {
            buttonText: 'Shop shirts',
            buttonLink: href('/browse/mens/clothing/shirts'),
            buttonStyle: 'secondary',
          },
        ],
        contentPositionDesktop: 'Center',
        contentPositionMobile: 'Bottom',
      }),
    ],
  };
}

/**
 * The womens listing's slot after the second row holds the delivery banner and, from this issue, a link group to
 * the womens categories: the listing's slots take any block (issue 21).
 */
export function womensListingSlotBlocks(market: ShowcaseMarket) {
  const { href, block } = writer(market, 'category/womens');
  return [
    block('link-group', 'Womens listing: categories', {
      heading: 'Shop womens by category',
      links: [
        { text: 'Dresses', link: href('/browse/womens/clothing/dresses') },
        { text: 'Tops', link: href('/browse/womens/clothing/tops') },
        { text: 'Knitwear', link: href('/browse/womens/clothing/knitwear') },
        { text: 'Jeans', link: href('/browse/womens/clothing/jeans') },
        { text: 'Accessories', link: href('/browse/womens/accessories') },
      ],
    }),
  ];
}

/** The live shopping page's path in every market (`/live-shopping`, `/eu/live-shopping`, `/us/live-shopping`). */
export const LIVE_SHOPPING_KEY = 'live-shopping';

/**
 * The live shopping page (spec 001 §2 "Live shopping is embedded on content pages"): the sandbox's recorded show
 * (`live-shopping/shows.ts`, `winter-knits-live`) in the live shopping block, then where to shop more knitwear.
 * Reading: the show is a replay, so three of its products fail as spec 000 §8 names (see the sandbox README).
 */
export function liveShoppingPage(market: ShowcaseMarket) {
  const { href, block, contentPage } = writer(market, LIVE_SHOPPING_KEY);
  return contentPage('Live shopping', 'Watch our stylists’ shows and shop the pieces as they wear them.', [
    block('live-shopping', 'Live shopping: winter knits', {
      showId: 'winter-knits-live',
      title: 'Shop the show',
    }),
    block('link-group', 'Live shopping: more knitwear', {
      heading: 'More knitwear',
      links: [
        { text: 'Womens knitwear', link: href('/browse/womens/clothing/knitwear') },
        { text: 'Mens knitwear', link: href('/browse/mens/clothing/knitwear') },
        { text: 'Scarves', link: href('/browse/womens/accessories/scarves') },
      ],
    }),
  ]);
}

/** The winter offers page's path in every market (`/winter-offers`, `/eu/winter-offers`, `/us/winter-offers`). */
export const WINTER_OFFERS_KEY = 'winter-offers';

/**
 * `/winter-offers` (issue 22): the page with the selling blocks — a carousel of gift picks, the Good Stuff offers
 * with their terms, a scrollable card group of stories and a shop the look. Issue 22's budget holds it against
 * the reference (`bench:pages` `offers`): it is the shop's page with two carousels and offer cards.
 */
export function winterOffersPage(market: ShowcaseMarket) {
  const { href, block, image, contentPage, symbol } = writer(market, WINTER_OFFERS_KEY);
  const delivery = FREE_DELIVERY[market.currency];
  const card = (
    title: string,
    description: string,
    path: string,
    picture: string,
    alt: string,
    cta: string,
  ) => ({
    image: image(picture),
    imgAltText: alt,
    title,
    description,
    CTA: { buttonText: cta, buttonLink: href(path), buttonStyle: 'secondary' },
  });
  const story = (heading: string, subheading: string, path: string, picture: string, alt: string) =>
    block('scrollable-card', `Winter offers: ${heading} card`, {
      backgroundMedia: { ...image(picture), alt },
      subheading,
      heading,
      textColour: 'White',
      link: href(path),
    });
  return contentPage('Winter offers', 'Good Stuff offers, gift picks and the looks of the season.', [
    block('large-text-banner', 'Winter offers: banner', {
      text: 'Winter offers, {~all wrapped up~}',
      textAlignmentDesktop: 'Left',
      fontWeight: 'Extra Bold',
      bannerType: 'Standard',
      textColour: 'Black',
      backgroundColour: '#F4EFE6',
    }),
    block('carousel', 'Winter offers: gift picks', {
      title: 'Gift picks',
      titleColour: '#1B3A4B',
      displayCarouselLayoutOnMobile: true,
      cardItems: [
        card(
          'Cashmere scarves',
          'Soft, warm and gift boxed.',
          '/browse/womens/accessories/scarves',
          'offers-scarves',
          'Folded cashmere scarves in winter colours',
          'Shop scarves',
        ),
        card(
          'Candles',
          'Six winter scents, hand-poured.',
          '/browse/home/living/candles',
          'offers-candles',
          'Three lit candles on a mantelpiece',
          'Shop candles',
        ),
        card(
          'Knitwear',
          'Cable knits for cold mornings.',
          '/browse/womens/clothing/knitwear',
          'offers-knitwear',
          'A stack of cable-knit jumpers',
          'Shop knitwear',
        ),
        card(
          'Mugs',
          'Stoneware for slow breakfasts.',
          '/browse/home/kitchen/mugs',
          'offers-mugs',
          'Two stoneware mugs on a tray',
          'Shop mugs',
        ),
        card(
          'Hats',
          'Beanies and berets.',
          '/browse/mens/accessories/hats',
          'offers-hats',
          'A ribbed beanie on a wooden peg',
          'Shop hats',
        ),
      ],
    }),
    block('offer-cards-three-columns', 'Winter offers: Good Stuff offers', {
      title: 'Good Stuff offers',
      offers: [
        {
          title: '15% off knitwear',
          description: 'Take 15% off every jumper and cardigan, just for Good Stuff members.',
          image: image('offers-knitwear-offer'),
          imgAltText: 'A folded wool jumper tied with ribbon',
          CTA: { buttonText: 'Shop knitwear', buttonLink: href('/browse/womens/clothing/knitwear') },
          validUntil: '2026-12-31',
          termsAndConditionsDescription:
            'One use per member, online and in our shops.\n\n- **Excludes** gift cards and sale items\n- Cannot be used with any other offer',
        },
        {
          title: `Free delivery over ${symbol}${delivery}`,
          description: `On every order over ${symbol}${delivery}, wrapped for free.`,
          image: image('offers-delivery-offer'),
          imgAltText: 'A parcel tied with string on a doorstep',
          blockBackgroundColor: '#1B3A4B',
          textAlignment: 'Center',
          CTA: { buttonText: 'Start shopping', buttonLink: href('/browse/gifts') },
          validUntil: '2027-01-31',
          termsAndConditionsLink: { title: 'Delivery terms', url: href('/other-stuff') },
          termsAndConditionsDescription: `Orders of **${symbol}${delivery} or more** after discounts.`,
        },
        {
          title: 'A birthday treat',
          description: `A ${symbol}10 voucher in your birthday month.`,
          image: image('offers-birthday-offer'),
          imgAltText: 'A cake with lit candles',
          CTA: { buttonText: 'Join Good Stuff', buttonLink: href('/create-account') },
          termsAndConditionsDescription: `Spend ${symbol}30 or more. One voucher per member per year.`,
        },
      ],
    }),
    block('scrollable-card-group', 'Winter offers: winter stories', {
      title: 'Winter stories',
      titleColour: '#1B3A4B',
      cardItems: [
        story(
          'The knitwear edit',
          'Cosy season',
          '/browse/womens/clothing/knitwear',
          'offers-story-knitwear',
          'A model in a cream jumper',
        ),
        story(
          'Party dresses',
          'Dressed up',
          '/browse/womens/clothing/dresses',
          'offers-story-dresses',
          'A velvet dress on a hanger',
        ),
        story(
          'For the home',
          'Warm up',
          '/browse/home/living/cushions',
          'offers-story-home',
          'Knitted cushions on a sofa',
        ),
        story(
          'Stocking fillers',
          `Under ${symbol}20`,
          '/browse/gifts/stocking-fillers',
          'offers-story-fillers',
          'Small wrapped gifts in a basket',
        ),
        story(
          'For him',
          'Gift ideas',
          '/browse/gifts/for-him',
          'offers-story-him',
          'A leather belt and a wool hat',
        ),
        story(
          'For her',
          'Gift ideas',
          '/browse/gifts/for-her',
          'offers-story-her',
          'A gold necklace on a scarf',
        ),
      ],
    }),
    block('shop-the-look-2', 'Winter offers: the look', {
      title: 'Shop the look',
      titleFont: 'Quisas',
      titleBold: true,
      primaryBlockBackground: { ...image('offers-look'), alt: 'A model in a cable jumper and a cream scarf' },
      primaryBlockUrl: href('/browse/womens/clothing/knitwear'),
      leftProduct: {
        image: image('offers-look-jumper'),
        url: href('/browse/womens/clothing/knitwear'),
        title: 'Cable jumper',
        price: 65,
      },
      rightProduct: {
        image: image('offers-look-scarf'),
        url: href('/browse/womens/accessories/scarves'),
        title: 'Cream scarf',
        price: 29.5,
      },
    }),
  ]);
}
