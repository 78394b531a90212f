// Fixtures-only entry (`@wardrobe/content-blocks/fixtures`): every block's named fixtures with its title and schema id,
// and nothing else (no React, no CSS), so the sandbox and plain Node can compose demo pages from them.
// `src/entries.test.ts` checks it lists exactly the registered blocks, with the registry's titles.
import { carouselFixtures } from './blocks/carousel/fixtures';
import { carouselSchemaId } from './blocks/carousel/schema';
import { customHtmlFixtures } from './blocks/custom-html/fixtures';
import { customHtmlSchemaId } from './blocks/custom-html/schema';
import { dividerGraphic1Fixtures } from './blocks/divider-graphic-1/fixtures';
import { dividerGraphic1SchemaId } from './blocks/divider-graphic-1/schema';
import { dividerGraphic2Fixtures } from './blocks/divider-graphic-2/fixtures';
import { dividerGraphic2SchemaId } from './blocks/divider-graphic-2/schema';
import { dividerTextFixtures } from './blocks/divider-text/fixtures';
import { dividerTextSchemaId } from './blocks/divider-text/schema';
import { editorialCardsFixtures } from './blocks/editorial-cards/fixtures';
import { editorialCardsSchemaId } from './blocks/editorial-cards/schema';
import { floatingPromotionalStickerFixtures } from './blocks/floating-promotional-sticker/fixtures';
import { floatingPromotionalStickerSchemaId } from './blocks/floating-promotional-sticker/schema';
import { goodStuffSignInFixtures } from './blocks/good-stuff-sign-in/fixtures';
import { goodStuffSignInSchemaId } from './blocks/good-stuff-sign-in/schema';
import { goodStuffSignUpFixtures } from './blocks/good-stuff-sign-up/fixtures';
import { goodStuffSignUpSchemaId } from './blocks/good-stuff-sign-up/schema';
import { heroBanner1Fixtures } from './blocks/hero-banner-1/fixtures';
import { heroBanner1SchemaId } from './blocks/hero-banner-1/schema';
import { heroBanner2Fixtures } from './blocks/hero-banner-2/fixtures';
import { heroBanner2SchemaId } from './blocks/hero-banner-2/schema';
import { jumpOffGroup1Fixtures } from './blocks/jump-off-group-1/fixtures';
import { jumpOffGroup1SchemaId } from './blocks/jump-off-group-1/schema';
import { jumpOffGroup2Fixtures } from './blocks/jump-off-group-2/fixtures';
import { jumpOffGroup2SchemaId } from './blocks/jump-off-group-2/schema';
import { jumpOffGroup3Fixtures } from './blocks/jump-off-group-3/fixtures';
import { jumpOffGroup3SchemaId } from './blocks/jump-off-group-3/schema';
import { jumpOffTile1Fixtures } from './blocks/jump-off-tile-1/fixtures';
import { jumpOffTile1SchemaId } from './blocks/jump-off-tile-1/schema';
import { jumpOffTile2Fixtures } from './blocks/jump-off-tile-2/fixtures';
import { jumpOffTile2SchemaId } from './blocks/jump-off-tile-2/schema';
import { jumpOffTile3Fixtures } from './blocks/jump-off-tile-3/fixtures';
import { jumpOffTile3SchemaId } from './blocks/jump-off-tile-3/schema';
import { largeTextBannerFixtures } from './blocks/large-text-banner/fixtures';
import { largeTextBannerSchemaId } from './blocks/large-text-banner/schema';
import { linkGroupFixtures } from './blocks/link-group/fixtures';
import { linkGroupSchemaId } from './blocks/link-group/schema';
import { linkTileFixtures } from './blocks/link-tile/fixtures';
import { linkTileSchemaId } from './blocks/link-tile/schema';
import { liveShoppingFixtures } from './blocks/live-shopping/fixtures';
import { liveShoppingSchemaId } from './blocks/live-shopping/schema';
import { myAccountImageFixtures } from './blocks/my-account-image/fixtures';
import { myAccountImageSchemaId } from './blocks/my-account-image/schema';
import { navigationLinksBannerFixtures } from './blocks/navigation-links-banner/fixtures';
import { navigationLinksBannerSchemaId } from './blocks/navigation-links-banner/schema';
import { offerCardsThreeColumnsFixtures } from './blocks/offer-cards-three-columns/fixtures';
import { offerCardsThreeColumnsSchemaId } from './blocks/offer-cards-three-columns/schema';
import { offerCardsTwoColumnsFixtures } from './blocks/offer-cards-two-columns/fixtures';
import { offerCardsTwoColumnsSchemaId } from './blocks/offer-cards-two-columns/schema';
import { scrollableCardFixtures } from './blocks/scrollable-card/fixtures';
import { scrollableCardSchemaId } from './blocks/scrollable-card/schema';
import { scrollableCardGroupFixtures } from './blocks/scrollable-card-group/fixtures';
import { scrollableCardGroupSchemaId } from './blocks/scrollable-card-group/schema';
import { shopTheLook1Fixtures } from './blocks/shop-the-look-1/fixtures';
import { shopTheLook1SchemaId } from './blocks/shop-the-look-1/schema';
import { shopTheLook2Fixtures } from './blocks/shop-the-look-2/fixtures';
import { shopTheLook2SchemaId } from './blocks/shop-the-look-2/schema';
import { sizeBlockFixtures } from './blocks/size-block/fixtures';
import { sizeBlockSchemaId } from './blocks/size-block/schema';
import { sizesBannerFixtures } from './blocks/sizes-banner/fixtures';
import { sizesBannerSchemaId } from './blocks/sizes-banner/schema';
import { snugContentCardFixtures } from './blocks/snug-content-card/fixtures';
import { snugContentCardSchemaId } from './blocks/snug-content-card/schema';
import { snugContentGroupFixtures } from './blocks/snug-content-group/fixtures';
import { snugContentGroupSchemaId } from './blocks/snug-content-group/schema';
import { spacingBlockFixtures } from './blocks/spacing-block/fixtures';
import { spacingBlockSchemaId } from './blocks/spacing-block/schema';
import { tallImageBlockFixtures } from './blocks/tall-image-block/fixtures';
import { tallImageBlockSchemaId } from './blocks/tall-image-block/schema';
import { textBlockFixtures } from './blocks/text-block/fixtures';
import { textBlockSchemaId } from './blocks/text-block/schema';
import { textBox1Fixtures } from './blocks/text-box-1/fixtures';
import { textBox1SchemaId } from './blocks/text-box-1/schema';
import { textBox2Fixtures } from './blocks/text-box-2/fixtures';
import { textBox2SchemaId } from './blocks/text-box-2/schema';
import { tileCardsFixtures } from './blocks/tile-cards/fixtures';
import { tileCardsSchemaId } from './blocks/tile-cards/schema';
import { twoColumnRowFixtures } from './blocks/two-column-row/fixtures';
import { twoColumnRowSchemaId } from './blocks/two-column-row/schema';
import { twoColumnTileFixtures } from './blocks/two-column-tile/fixtures';
import { twoColumnTileSchemaId } from './blocks/two-column-tile/schema';
import type { UnknownEntry } from './shared/meta';

/** One block's fixtures, as the registry knows the block (without its component). */
export interface BlockFixtureSet {
  /** The block's folder name, e.g. `hero-banner-1`. */
  name: string;
  /** How editors call it. */
  title: string;
  schemaId: string;
  fixtures: Readonly<Record<string, UnknownEntry>>;
}

/** Every block's fixtures, in the order the block gallery shows them. */
export const blockFixtureSets: readonly BlockFixtureSet[] = [
  {
    name: 'hero-banner-1',
    title: 'Hero banner 1',
    schemaId: heroBanner1SchemaId,
    fixtures: heroBanner1Fixtures,
  },
  {
    name: 'hero-banner-2',
    title: 'Hero banner 2',
    schemaId: heroBanner2SchemaId,
    fixtures: heroBanner2Fixtures,
  },
  {
    name: 'large-text-banner',
    title: 'Large text banner',
    schemaId: largeTextBannerSchemaId,
    fixtures: largeTextBannerFixtures,
  },
  { name: 'text-box-1', title: 'Text box 1', schemaId: textBox1SchemaId, fixtures: textBox1Fixtures },
  { name: 'text-box-2', title: 'Text box 2', schemaId: textBox2SchemaId, fixtures: textBox2Fixtures },
  {
    name: 'tall-image-block',
    title: 'Tall image block',
    schemaId: tallImageBlockSchemaId,
    fixtures: tallImageBlockFixtures,
  },
  {
    name: 'two-column-row',
    title: 'Two-column row',
    schemaId: twoColumnRowSchemaId,
    fixtures: twoColumnRowFixtures,
  },
  {
    name: 'two-column-tile',
    title: 'Two-column tile',
    schemaId: twoColumnTileSchemaId,
    fixtures: twoColumnTileFixtures,
  },
  {
    name: 'jump-off-tile-1',
    title: 'Jump-off tile 1',
    schemaId: jumpOffTile1SchemaId,
    fixtures: jumpOffTile1Fixtures,
  },
  {
    name: 'jump-off-tile-2',
    title: 'Jump-off tile 2',
    schemaId: jumpOffTile2SchemaId,
    fixtures: jumpOffTile2Fixtures,
  },
  {
    name: 'jump-off-tile-3',
    title: 'Jump-off tile 3',
    schemaId: jumpOffTile3SchemaId,
    fixtures: jumpOffTile3Fixtures,
  },
  {
    name: 'jump-off-group-1',
    title: 'Jump-off group 1',
    schemaId: jumpOffGroup1SchemaId,
    fixtures: jumpOffGroup1Fixtures,
  },
  {
    name: 'jump-off-group-2',
    title: 'Jump-off group 2',
    schemaId: jumpOffGroup2SchemaId,
    fixtures: jumpOffGroup2Fixtures,
  },
  {
    name: 'jump-off-group-3',
    title: 'Jump-off group 3',
    schemaId: jumpOffGroup3SchemaId,
    fixtures: jumpOffGroup3Fixtures,
  },
  { name: 'link-group', title: 'Link group', schemaId: linkGroupSchemaId, fixtures: linkGroupFixtures },
  { name: 'link-tile', title: 'Link tile', schemaId: linkTileSchemaId, fixtures: linkTileFixtures },
  {
    name: 'navigation-links-banner',
    title: 'Navigation links banner',
    schemaId: navigationLinksBannerSchemaId,
    fixtures: navigationLinksBannerFixtures,
  },
  { name: 'size-block', title: 'Size block', schemaId: sizeBlockSchemaId, fixtures: sizeBlockFixtures },
  {
    name: 'sizes-banner',
    title: 'Sizes banner',
    schemaId: sizesBannerSchemaId,
    fixtures: sizesBannerFixtures,
  },
  { name: 'text-block', title: 'Text block', schemaId: textBlockSchemaId, fixtures: textBlockFixtures },
  {
    name: 'divider-text',
    title: 'Divider text',
    schemaId: dividerTextSchemaId,
    fixtures: dividerTextFixtures,
  },
  {
    name: 'divider-graphic-1',
    title: 'Divider graphic 1',
    schemaId: dividerGraphic1SchemaId,
    fixtures: dividerGraphic1Fixtures,
  },
  {
    name: 'divider-graphic-2',
    title: 'Divider graphic 2',
    schemaId: dividerGraphic2SchemaId,
    fixtures: dividerGraphic2Fixtures,
  },
  {
    name: 'spacing-block',
    title: 'Spacing block',
    schemaId: spacingBlockSchemaId,
    fixtures: spacingBlockFixtures,
  },
  {
    name: 'floating-promotional-sticker',
    title: 'Floating promotional sticker',
    schemaId: floatingPromotionalStickerSchemaId,
    fixtures: floatingPromotionalStickerFixtures,
  },
  {
    name: 'custom-html',
    title: 'Custom HTML block',
    schemaId: customHtmlSchemaId,
    fixtures: customHtmlFixtures,
  },
  {
    name: 'live-shopping',
    title: 'Live shopping',
    schemaId: liveShoppingSchemaId,
    fixtures: liveShoppingFixtures,
  },
  { name: 'carousel', title: 'Carousel', schemaId: carouselSchemaId, fixtures: carouselFixtures },
  {
    name: 'scrollable-card',
    title: 'Scrollable card',
    schemaId: scrollableCardSchemaId,
    fixtures: scrollableCardFixtures,
  },
  {
    name: 'scrollable-card-group',
    title: 'Scrollable card group',
    schemaId: scrollableCardGroupSchemaId,
    fixtures: scrollableCardGroupFixtures,
  },
  {
    name: 'good-stuff-sign-up',
    title: 'Good Stuff sign-up',
    schemaId: goodStuffSignUpSchemaId,
    fixtures: goodStuffSignUpFixtures,
  },
  {
    name: 'good-stuff-sign-in',
    title: 'Good Stuff sign-in',
    schemaId: goodStuffSignInSchemaId,
    fixtures: goodStuffSignInFixtures,
  },
  {
    name: 'my-account-image',
    title: 'My account image',
    schemaId: myAccountImageSchemaId,
    fixtures: myAccountImageFixtures,
  },
  {
    name: 'offer-cards-two-columns',
    title: 'Offer cards (two columns)',
    schemaId: offerCardsTwoColumnsSchemaId,
    fixtures: offerCardsTwoColumnsFixtures,
  },
  {
    name: 'offer-cards-three-columns',
    title: 'Offer cards (three columns)',
    schemaId: offerCardsThreeColumnsSchemaId,
    fixtures: offerCardsThreeColumnsFixtures,
  },
  {
    name: 'editorial-cards',
    title: 'Editorial cards',
    schemaId: editorialCardsSchemaId,
    fixtures: editorialCardsFixtures,
  },
  {
    name: 'tile-cards',
    title: 'Tile cards',
    schemaId: tileCardsSchemaId,
    fixtures: tileCardsFixtures,
  },
  {
    name: 'shop-the-look-1',
    title: 'Shop the look 1',
    schemaId: shopTheLook1SchemaId,
    fixtures: shopTheLook1Fixtures,
  },
  {
    name: 'shop-the-look-2',
    title: 'Shop the look 2',
    schemaId: shopTheLook2SchemaId,
    fixtures: shopTheLook2Fixtures,
  },
  {
    name: 'snug-content-card',
    title: 'Snug content card',
    schemaId: snugContentCardSchemaId,
    fixtures: snugContentCardFixtures,
  },
  {
    name: 'snug-content-group',
    title: 'Snug content group',
    schemaId: snugContentGroupSchemaId,
    fixtures: snugContentGroupFixtures,
  },
];
