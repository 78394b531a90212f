// Server-safe root entry: schemas, fixtures, the registry, the renderer and the server blocks.
// The client blocks come from their own folders, which the build keeps as external client parts
// (`./parts/<Name>.js`, each with 'use client'): a server component that renders one ships only that one.

export type { BlockErrorBoundaryProps } from './BlockErrorBoundary';
export { BlockErrorBoundary } from './BlockErrorBoundary';
export type { BlockNoticeProps } from './BlockNotice';
export { BlockNotice } from './BlockNotice';
export type {
  CarouselBlockLayout,
  CarouselBlockProps,
  CarouselCardEntry,
  CarouselEntry,
  CarouselFixtureName,
  CarouselInput,
} from './blocks/carousel';
export {
  CarouselBlock,
  carouselBlock,
  carouselBlockLayout,
  carouselCardSchema,
  carouselFixtures,
  carouselSchema,
  carouselSchemaId,
} from './blocks/carousel';
export type {
  CustomHtmlEntry,
  CustomHtmlFixtureName,
  CustomHtmlInput,
  CustomHtmlProps,
} from './blocks/custom-html';
export {
  CUSTOM_HTML_CSP,
  CUSTOM_HTML_MAX_LENGTH,
  CustomHtml,
  customHtmlBlock,
  customHtmlFixtures,
  customHtmlSchema,
  customHtmlSchemaId,
  customHtmlSrcdoc,
} from './blocks/custom-html';
export type {
  DividerGraphic1Entry,
  DividerGraphic1FixtureName,
  DividerGraphic1Input,
  DividerGraphic1Props,
} from './blocks/divider-graphic-1';
export {
  DividerGraphic1,
  dividerGraphic1Block,
  dividerGraphic1Fixtures,
  dividerGraphic1Schema,
  dividerGraphic1SchemaId,
} from './blocks/divider-graphic-1';
export type {
  DividerGraphic2Entry,
  DividerGraphic2FixtureName,
  DividerGraphic2Input,
  DividerGraphic2Props,
} from './blocks/divider-graphic-2';
export {
  DividerGraphic2,
  dividerGraphic2Block,
  dividerGraphic2Fixtures,
  dividerGraphic2Schema,
  dividerGraphic2SchemaId,
} from './blocks/divider-graphic-2';
export type {
  DividerTextEntry,
  DividerTextFixtureName,
  DividerTextInput,
  DividerTextProps,
} from './blocks/divider-text';
export {
  DividerText,
  dividerTextBlock,
  dividerTextFixtures,
  dividerTextSchema,
  dividerTextSchemaId,
} from './blocks/divider-text';
export type {
  EditorialCardEntry,
  EditorialCardsEntry,
  EditorialCardsFixtureName,
  EditorialCardsInput,
  EditorialCardsProps,
} from './blocks/editorial-cards';
export {
  EDITORIAL_CARD_BACKGROUND,
  EditorialCards,
  editorialCardSchema,
  editorialCardsBlock,
  editorialCardsFixtures,
  editorialCardsSchema,
  editorialCardsSchemaId,
} from './blocks/editorial-cards';
export type {
  FloatingPromotionalStickerEntry,
  FloatingPromotionalStickerFixtureName,
  FloatingPromotionalStickerInput,
  FloatingPromotionalStickerProps,
  StickerTextLine,
} from './blocks/floating-promotional-sticker';
export {
  FloatingPromotionalSticker,
  floatingPromotionalStickerBlock,
  floatingPromotionalStickerFixtures,
  floatingPromotionalStickerSchema,
  floatingPromotionalStickerSchemaId,
} from './blocks/floating-promotional-sticker';
export type {
  GoodStuffSignInEntry,
  GoodStuffSignInFixtureName,
  GoodStuffSignInInput,
  GoodStuffSignInProps,
} from './blocks/good-stuff-sign-in';
export {
  CREATE_ACCOUNT_PATH,
  GoodStuffSignIn,
  goodStuffSignInBlock,
  goodStuffSignInFixtures,
  goodStuffSignInSchema,
  goodStuffSignInSchemaId,
} from './blocks/good-stuff-sign-in';
export type {
  GoodStuffSignUpEntry,
  GoodStuffSignUpFixtureName,
  GoodStuffSignUpInput,
  GoodStuffSignUpProps,
  GoodStuffSignUpStep,
} from './blocks/good-stuff-sign-up';
export {
  GoodStuffSignUp,
  goodStuffSignUpBlock,
  goodStuffSignUpFixtures,
  goodStuffSignUpSchema,
  goodStuffSignUpSchemaId,
} from './blocks/good-stuff-sign-up';
export type {
  HeroBanner1Entry,
  HeroBanner1FixtureName,
  HeroBanner1Input,
  HeroBanner1Props,
} from './blocks/hero-banner-1';
export {
  HeroBanner1,
  heroBanner1Block,
  heroBanner1Fixtures,
  heroBanner1Schema,
  heroBanner1SchemaId,
} from './blocks/hero-banner-1';
export type {
  HeroBanner2Entry,
  HeroBanner2FixtureName,
  HeroBanner2Input,
  HeroBanner2Props,
} from './blocks/hero-banner-2';
export {
  HeroBanner2,
  heroBanner2Block,
  heroBanner2Fixtures,
  heroBanner2Schema,
  heroBanner2SchemaId,
} from './blocks/hero-banner-2';
export type {
  JumpOffGroup1Entry,
  JumpOffGroup1FixtureName,
  JumpOffGroup1Input,
  JumpOffGroup1Props,
  JumpOffGroupProps,
} from './blocks/jump-off-group-1';
export {
  JumpOffGroup1,
  jumpOffGroup1Block,
  jumpOffGroup1Fixtures,
  jumpOffGroup1Schema,
  jumpOffGroup1SchemaId,
} from './blocks/jump-off-group-1';
export type {
  JumpOffGroup2Entry,
  JumpOffGroup2FixtureName,
  JumpOffGroup2Input,
  JumpOffGroup2Props,
} from './blocks/jump-off-group-2';
export {
  JumpOffGroup2,
  jumpOffGroup2Block,
  jumpOffGroup2Fixtures,
  jumpOffGroup2Schema,
  jumpOffGroup2SchemaId,
} from './blocks/jump-off-group-2';
export type {
  JumpOffGroup3Entry,
  JumpOffGroup3FixtureName,
  JumpOffGroup3Input,
  JumpOffGroup3Props,
} from './blocks/jump-off-group-3';
export {
  JumpOffGroup3,
  jumpOffGroup3Block,
  jumpOffGroup3Fixtures,
  jumpOffGroup3Schema,
  jumpOffGroup3SchemaId,
} from './blocks/jump-off-group-3';
export type {
  JumpOffTile1Entry,
  JumpOffTile1FixtureName,
  JumpOffTile1Input,
  JumpOffTile1Props,
  JumpOffTilePlacement,
} from './blocks/jump-off-tile-1';
export {
  JumpOffTile1,
  jumpOffTile1Block,
  jumpOffTile1Fixtures,
  jumpOffTile1Schema,
  jumpOffTile1SchemaId,
} from './blocks/jump-off-tile-1';
export type {
  JumpOffTile2Entry,
  JumpOffTile2FixtureName,
  JumpOffTile2Input,
  JumpOffTile2Props,
} from './blocks/jump-off-tile-2';
export {
  JumpOffTile2,
  jumpOffTile2Block,
  jumpOffTile2Fixtures,
  jumpOffTile2Schema,
  jumpOffTile2SchemaId,
} from './blocks/jump-off-tile-2';
export type {
  JumpOffImagePosition,
  JumpOffTile3Entry,
  JumpOffTile3FixtureName,
  JumpOffTile3Input,
  JumpOffTile3Props,
} from './blocks/jump-off-tile-3';
export {
  JumpOffTile3,
  jumpOffTile3Block,
  jumpOffTile3Fixtures,
  jumpOffTile3Schema,
  jumpOffTile3SchemaId,
} from './blocks/jump-off-tile-3';
export type {
  LargeTextBannerEntry,
  LargeTextBannerFixtureName,
  LargeTextBannerInput,
  LargeTextBannerProps,
} from './blocks/large-text-banner';
export {
  LargeTextBanner,
  largeTextBannerBlock,
  largeTextBannerFixtures,
  largeTextBannerSchema,
  largeTextBannerSchemaId,
} from './blocks/large-text-banner';
export type {
  LinkGroupEntry,
  LinkGroupFixtureName,
  LinkGroupInput,
  LinkGroupLink,
  LinkGroupProps,
} from './blocks/link-group';
export {
  LinkGroup,
  linkGroupBlock,
  linkGroupFixtures,
  linkGroupSchema,
  linkGroupSchemaId,
} from './blocks/link-group';
export type { LinkTileEntry, LinkTileFixtureName, LinkTileInput, LinkTileProps } from './blocks/link-tile';
export {
  LinkTile,
  linkTileBlock,
  linkTileFixtures,
  linkTileSchema,
  linkTileSchemaId,
} from './blocks/link-tile';
export type {
  LiveShoppingAddOutcome,
  LiveShoppingEntry,
  LiveShoppingFixtureName,
  LiveShoppingHostValue,
  LiveShoppingInput,
  LiveShoppingProps,
  LiveShoppingProviderProps,
  LiveShoppingShow,
  LiveShoppingShowItem,
} from './blocks/live-shopping';
export {
  LIVE_SHOPPING_TEXTS,
  LiveShopping,
  liveShoppingBlock,
  liveShoppingFixtures,
  liveShoppingSchema,
  liveShoppingSchemaId,
} from './blocks/live-shopping';
export type {
  MyAccountImageEntry,
  MyAccountImageFixtureName,
  MyAccountImageInput,
  MyAccountImageProps,
} from './blocks/my-account-image';
export {
  MyAccountImage,
  myAccountImageBlock,
  myAccountImageFixtures,
  myAccountImageSchema,
  myAccountImageSchemaId,
} from './blocks/my-account-image';
export type {
  NavigationBannerLink,
  NavigationLinksBannerEntry,
  NavigationLinksBannerFixtureName,
  NavigationLinksBannerInput,
  NavigationLinksBannerProps,
  VerticalAlignment,
} from './blocks/navigation-links-banner';
export {
  NavigationLinksBanner,
  navigationLinksBannerBlock,
  navigationLinksBannerFixtures,
  navigationLinksBannerSchema,
  navigationLinksBannerSchemaId,
  VERTICAL_ALIGNMENTS,
} from './blocks/navigation-links-banner';
export type {
  OfferCardsThreeColumnsEntry,
  OfferCardsThreeColumnsFixtureName,
  OfferCardsThreeColumnsInput,
} from './blocks/offer-cards-three-columns';
export {
  OfferCardsThreeColumns,
  offerCardsThreeColumnsBlock,
  offerCardsThreeColumnsFixtures,
  offerCardsThreeColumnsSchema,
  offerCardsThreeColumnsSchemaId,
} from './blocks/offer-cards-three-columns';
export type {
  OfferCardEntry,
  OfferCardsEntry,
  OfferCardsProps,
  OfferCardsTwoColumnsEntry,
  OfferCardsTwoColumnsFixtureName,
  OfferCardsTwoColumnsInput,
} from './blocks/offer-cards-two-columns';
export {
  OfferCards,
  OfferCardsTwoColumns,
  offerCardSchema,
  offerCardsSchema,
  offerCardsTwoColumnsBlock,
  offerCardsTwoColumnsFixtures,
  offerCardsTwoColumnsSchema,
  offerCardsTwoColumnsSchemaId,
} from './blocks/offer-cards-two-columns';
export type {
  ScrollableCardEntry,
  ScrollableCardFixtureName,
  ScrollableCardInput,
  ScrollableCardProps,
} from './blocks/scrollable-card';
export {
  ScrollableCard,
  scrollableCardBlock,
  scrollableCardFixtures,
  scrollableCardSchema,
  scrollableCardSchemaId,
} from './blocks/scrollable-card';
export type {
  ScrollableCardGroupEntry,
  ScrollableCardGroupFixtureName,
  ScrollableCardGroupInput,
  ScrollableCardGroupProps,
} from './blocks/scrollable-card-group';
export {
  ScrollableCardGroup,
  scrollableCardGroupBlock,
  scrollableCardGroupFixtures,
  scrollableCardGroupSchema,
  scrollableCardGroupSchemaId,
} from './blocks/scrollable-card-group';
export type {
  ShopTheLook1Entry,
  ShopTheLook1FixtureName,
  ShopTheLook1Input,
  ShopTheLook1Props,
  ShopTheLookCurrency,
  ShopTheLookProduct,
  ShopTheLookProps,
} from './blocks/shop-the-look-1';
export {
  SHOP_THE_LOOK_MAX_PRICE,
  ShopTheLook1,
  shopTheLook1Block,
  shopTheLook1Fixtures,
  shopTheLook1Schema,
  shopTheLook1SchemaId,
  shopTheLookPrice,
} from './blocks/shop-the-look-1';
export type {
  ShopTheLook2Entry,
  ShopTheLook2FixtureName,
  ShopTheLook2Input,
  ShopTheLook2Props,
} from './blocks/shop-the-look-2';
export {
  ShopTheLook2,
  shopTheLook2Block,
  shopTheLook2Fixtures,
  shopTheLook2Schema,
  shopTheLook2SchemaId,
} from './blocks/shop-the-look-2';
export type {
  SizeBlockEntry,
  SizeBlockFixtureName,
  SizeBlockInput,
  SizeBlockProps,
  SizeCallToAction,
} from './blocks/size-block';
export {
  SizeBlock,
  SizeSquares,
  sizeBlockBlock,
  sizeBlockFixtures,
  sizeBlockSchema,
  sizeBlockSchemaId,
} from './blocks/size-block';
export type {
  SizesBannerEntry,
  SizesBannerFixtureName,
  SizesBannerInput,
  SizesBannerProps,
} from './blocks/sizes-banner';
export {
  SizesBanner,
  sizesBannerBlock,
  sizesBannerFixtures,
  sizesBannerSchema,
  sizesBannerSchemaId,
} from './blocks/sizes-banner';
export type {
  SnugCardPlacement,
  SnugContentCardEntry,
  SnugContentCardFixtureName,
  SnugContentCardInput,
  SnugContentCardProps,
} from './blocks/snug-content-card';
export {
  SNUG_CARD_BODY_MAX,
  SnugContentCard,
  snugContentCardBlock,
  snugContentCardFixtures,
  snugContentCardSchema,
  snugContentCardSchemaId,
} from './blocks/snug-content-card';
export type {
  SnugContentGroupEntry,
  SnugContentGroupFixtureName,
  SnugContentGroupInput,
  SnugContentGroupProps,
} from './blocks/snug-content-group';
export {
  SNUG_GROUP_CARDS,
  SnugContentGroup,
  snugContentGroupBlock,
  snugContentGroupFixtures,
  snugContentGroupSchema,
  snugContentGroupSchemaId,
} from './blocks/snug-content-group';
export type {
  SpacingBlockEntry,
  SpacingBlockFixtureName,
  SpacingBlockInput,
  SpacingBlockProps,
} from './blocks/spacing-block';
export {
  SPACING_TOKENS,
  SpacingBlock,
  spacingBlockBlock,
  spacingBlockFixtures,
  spacingBlockSchema,
  spacingBlockSchemaId,
} from './blocks/spacing-block';
export type {
  TallImageBlockEntry,
  TallImageBlockFixtureName,
  TallImageBlockInput,
  TallImageBlockProps,
} from './blocks/tall-image-block';
export {
  TallImageBlock,
  tallImageBlockBlock,
  tallImageBlockFixtures,
  tallImageBlockSchema,
  tallImageBlockSchemaId,
} from './blocks/tall-image-block';
export type {
  TextBlockEntry,
  TextBlockFixtureName,
  TextBlockInput,
  TextBlockProps,
} from './blocks/text-block';
export {
  TextBlock,
  textBlockBlock,
  textBlockFixtures,
  textBlockSchema,
  textBlockSchemaId,
} from './blocks/text-block';
export type { TextBox1Entry, TextBox1FixtureName, TextBox1Input, TextBox1Props } from './blocks/text-box-1';
export {
  TextBox1,
  textBox1Block,
  textBox1Fixtures,
  textBox1Schema,
  textBox1SchemaId,
} from './blocks/text-box-1';
export type { TextBox2Entry, TextBox2FixtureName, TextBox2Input, TextBox2Props } from './blocks/text-box-2';
export {
  TextBox2,
  textBox2Block,
  textBox2Fixtures,
  textBox2Schema,
  textBox2SchemaId,
} from './blocks/text-box-2';
export type {
  TileCardEntry,
  TileCardsEntry,
  TileCardsFixtureName,
  TileCardsInput,
  TileCardsProps,
} from './blocks/tile-cards';
export {
  TileCards,
  tileCardSchema,
  tileCardsBlock,
  tileCardsFixtures,
  tileCardsSchema,
  tileCardsSchemaId,
} from './blocks/tile-cards';
export type {
  TwoColumnRowEntry,
  TwoColumnRowFixtureName,
  TwoColumnRowInput,
  TwoColumnRowProps,
} from './blocks/two-column-row';
export {
  TWO_COLUMN_ROW_MAX_TILES,
  TwoColumnRow,
  twoColumnRowBlock,
  twoColumnRowFixtures,
  twoColumnRowSchema,
  twoColumnRowSchemaId,
} from './blocks/two-column-row';
export type {
  TwoColumnTileEntry,
  TwoColumnTileFixtureName,
  TwoColumnTileInput,
  TwoColumnTileProps,
} from './blocks/two-column-tile';
export {
  TwoColumnTile,
  twoColumnTileBlock,
  twoColumnTileFixtures,
  twoColumnTileSchema,
  twoColumnTileSchemaId,
} from './blocks/two-column-tile';
export type { ContentRendererProps } from './ContentRenderer';
export { ContentRenderer } from './ContentRenderer';
export type { BlockFailure, BlockIdentity } from './logging';
export { blockFailureLogLine, blockIdentity, logBlockFailure, parseFailureReason } from './logging';
export * from './pages';
export type { BlockRegistry } from './registry';
export { blockRegistry, createBlockRegistry, findBlock } from './registry';
export type { ContentSchemas, ContentValidation, SiteContentKey } from './schemas';
export { contentSchemas, SITE_CONTENT_KEYS, validateContentEntry } from './schemas';
export {
  BlockMedia,
  type BlockMediaLink,
  type BlockMediaProps,
  type BlockMediaWidths,
  BreakpointMedia,
  type BreakpointMediaProps,
  isVideoLink,
} from './shared/BlockMedia';
export { CallToActionLink, type CallToActionLinkProps, ctaColours } from './shared/CallToActionLink';
export * from './shared/callToAction';
export type { AnyBlockDefinition, BlockComponent, BlockDefinition } from './shared/defineBlock';
export { defineBlock } from './shared/defineBlock';
export * from './shared/enums';
export { hasLink, hexColourSchema, isSafeHref, linkUrlSchema, TEXT_COLOUR_VALUES } from './shared/fields';
// For tests and stories: the blocks' on-demand client parts, loaded now (in the shop they load with their page).
export { preloadBlockIslands } from './shared/islands';
export * from './shared/media';
export type { EntryMeta, UnknownEntry } from './shared/meta';
export { blockSchemaId, entryMeta, pageSchemaId, SCHEMA_BASE, siteSchemaId } from './shared/meta';
export type { RichTextProps } from './shared/RichText';
export { RichText } from './shared/RichText';
export * from './site';
export * from './site/benefit-bar';
export * from './site/countdown-timer';
export * from './site/desktop-navigation';
export * from './site/footer';
export type { FooterColumnsProps } from './site/footer/FooterColumns';
export { FooterColumns } from './site/footer/FooterColumns';
export * from './site/good-stuff-logged-in-user';
// The mobile menus come from `@wardrobe/content-blocks/mobile-navigation` only (their types from here too): a server
// component that imports this root put every client part it re-exports in the page's client references, and the
// menus (~3 kB compressed) were loaded on every page, though only the lazily loaded side panel renders them.
export type {
  AltMobileMenuProps,
  MenuLinkComponent,
  MobileMenuBaseProps,
  MobileMenuProps,
  MobileMenuRouteCloseOptions,
  MobileNavigationProps,
} from './site/mobile-navigation';
export type { NavigationAnalyticsEvent } from './site/shared/analytics';
export { menuItem, navigationClick, pushNavigationEvent } from './site/shared/analytics';
export { NAVIGATION_SURFACE, readableTextColour } from './site/shared/colour';
