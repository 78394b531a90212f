import { carouselBlock } from './blocks/carousel';
import { customHtmlBlock } from './blocks/custom-html';
import { dividerGraphic1Block } from './blocks/divider-graphic-1';
import { dividerGraphic2Block } from './blocks/divider-graphic-2';
import { dividerTextBlock } from './blocks/divider-text';
import { editorialCardsBlock } from './blocks/editorial-cards';
import { floatingPromotionalStickerBlock } from './blocks/floating-promotional-sticker';
import { goodStuffSignInBlock } from './blocks/good-stuff-sign-in';
import { goodStuffSignUpBlock } from './blocks/good-stuff-sign-up';
import { heroBanner1Block } from './blocks/hero-banner-1';
import { heroBanner2Block } from './blocks/hero-banner-2';
import { jumpOffGroup1Block } from './blocks/jump-off-group-1';
import { jumpOffGroup2Block } from './blocks/jump-off-group-2';
import { jumpOffGroup3Block } from './blocks/jump-off-group-3';
import { jumpOffTile1Block } from './blocks/jump-off-tile-1';
import { jumpOffTile2Block } from './blocks/jump-off-tile-2';
import { jumpOffTile3Block } from './blocks/jump-off-tile-3';
import { largeTextBannerBlock } from './blocks/large-text-banner';
import { linkGroupBlock } from './blocks/link-group';
import { linkTileBlock } from './blocks/link-tile';
import { liveShoppingBlock } from './blocks/live-shopping';
import { myAccountImageBlock } from './blocks/my-account-image';
import { navigationLinksBannerBlock } from './blocks/navigation-links-banner';
import { offerCardsThreeColumnsBlock } from './blocks/offer-cards-three-columns';
import { offerCardsTwoColumnsBlock } from './blocks/offer-cards-two-columns';
import { scrollableCardBlock } from './blocks/scrollable-card';
import { scrollableCardGroupBlock } from './blocks/scrollable-card-group';
import { shopTheLook1Block } from './blocks/shop-the-look-1';
import { shopTheLook2Block } from './blocks/shop-the-look-2';
import { sizeBlockBlock } from './blocks/size-block';
import { sizesBannerBlock } from './blocks/sizes-banner';
import { snugContentCardBlock } from './blocks/snug-content-card';
import { snugContentGroupBlock } from './blocks/snug-content-group';
import { spacingBlockBlock } from './blocks/spacing-block';
import { tallImageBlockBlock } from './blocks/tall-image-block';
import { textBlockBlock } from './blocks/text-block';
import { textBox1Block } from './blocks/text-box-1';
import { textBox2Block } from './blocks/text-box-2';
import { tileCardsBlock } from './blocks/tile-cards';
import { twoColumnRowBlock } from './blocks/two-column-row';
import { twoColumnTileBlock } from './blocks/two-column-tile';
import type { AnyBlockDefinition } from './shared/defineBlock';

/** Schema id (`_meta.schema`) → block. */
export type BlockRegistry = Readonly<Record<string, AnyBlockDefinition>>;

/** Builds a registry keyed by each block's schema id; two blocks with one schema id is a programming error. */
export function createBlockRegistry(blocks: readonly AnyBlockDefinition[]): BlockRegistry {
  const registry: Record<string, AnyBlockDefinition> = Object.create(null);
  for (const block of blocks) {
    if (Object.hasOwn(registry, block.schemaId))
      throw new Error(`Two blocks are registered for ${block.schemaId}`);
    registry[block.schemaId] = block;
  }
  return Object.freeze(registry);
}

/** The block registered for a schema id, if any (own keys only: `constructor` is not a block). */
export function findBlock(registry: BlockRegistry, schemaId: string): AnyBlockDefinition | undefined {
  return Object.hasOwn(registry, schemaId) ? registry[schemaId] : undefined;
}

/**
 * Every block of the shop. Adding a block: its folder under `src/blocks/` (see README.md), then one line here.
 */
export const blockRegistry: BlockRegistry = createBlockRegistry([
  largeTextBannerBlock,
  goodStuffSignUpBlock,
  goodStuffSignInBlock,
  heroBanner1Block,
  heroBanner2Block,
  linkGroupBlock,
  linkTileBlock,
  navigationLinksBannerBlock,
  sizeBlockBlock,
  sizesBannerBlock,
  textBox1Block,
  textBox2Block,
  tallImageBlockBlock,
  twoColumnRowBlock,
  twoColumnTileBlock,
  myAccountImageBlock,
  jumpOffTile1Block,
  jumpOffTile2Block,
  jumpOffTile3Block,
  jumpOffGroup1Block,
  jumpOffGroup2Block,
  jumpOffGroup3Block,
  textBlockBlock,
  dividerTextBlock,
  dividerGraphic1Block,
  dividerGraphic2Block,
  spacingBlockBlock,
  floatingPromotionalStickerBlock,
  customHtmlBlock,
  liveShoppingBlock,
  carouselBlock,
  scrollableCardBlock,
  scrollableCardGroupBlock,
  offerCardsTwoColumnsBlock,
  offerCardsThreeColumnsBlock,
  editorialCardsBlock,
  tileCardsBlock,
  shopTheLook1Block,
  shopTheLook2Block,
  snugContentCardBlock,
  snugContentGroupBlock,
]);
