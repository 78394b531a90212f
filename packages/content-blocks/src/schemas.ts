// Schemas-only entry (`@wardrobe/content-blocks/schemas`): every content type's zod schema and the validation
// the content service applies when it serves an entry. No React and no `.css.ts` here (import block schemas from
// their `schema.ts`, never a block's index), so the sandbox and plain Node can load it.
import type { z } from 'zod';
import { carouselSchema, carouselSchemaId } from './blocks/carousel/schema';
import { customHtmlSchema, customHtmlSchemaId } from './blocks/custom-html/schema';
import { dividerGraphic1Schema, dividerGraphic1SchemaId } from './blocks/divider-graphic-1/schema';
import { dividerGraphic2Schema, dividerGraphic2SchemaId } from './blocks/divider-graphic-2/schema';
import { dividerTextSchema, dividerTextSchemaId } from './blocks/divider-text/schema';
import { editorialCardsSchema, editorialCardsSchemaId } from './blocks/editorial-cards/schema';
import {
  floatingPromotionalStickerSchema,
  floatingPromotionalStickerSchemaId,
} from './blocks/floating-promotional-sticker/schema';
import { goodStuffSignInSchema, goodStuffSignInSchemaId } from './blocks/good-stuff-sign-in/schema';
import { goodStuffSignUpSchema, goodStuffSignUpSchemaId } from './blocks/good-stuff-sign-up/schema';
import { heroBanner1Schema, heroBanner1SchemaId } from './blocks/hero-banner-1/schema';
import { heroBanner2Schema, heroBanner2SchemaId } from './blocks/hero-banner-2/schema';
import { jumpOffGroup1Schema, jumpOffGroup1SchemaId } from './blocks/jump-off-group-1/schema';
import { jumpOffGroup2Schema, jumpOffGroup2SchemaId } from './blocks/jump-off-group-2/schema';
import { jumpOffGroup3Schema, jumpOffGroup3SchemaId } from './blocks/jump-off-group-3/schema';
import { jumpOffTile1Schema, jumpOffTile1SchemaId } from './blocks/jump-off-tile-1/schema';
import { jumpOffTile2Schema, jumpOffTile2SchemaId } from './blocks/jump-off-tile-2/schema';
import { jumpOffTile3Schema, jumpOffTile3SchemaId } from './blocks/jump-off-tile-3/schema';
import { largeTextBannerSchema, largeTextBannerSchemaId } from './blocks/large-text-banner/schema';
import { linkGroupSchema, linkGroupSchemaId } from './blocks/link-group/schema';
import { linkTileSchema, linkTileSchemaId } from './blocks/link-tile/schema';
import { liveShoppingSchema, liveShoppingSchemaId } from './blocks/live-shopping/schema';
import { myAccountImageSchema, myAccountImageSchemaId } from './blocks/my-account-image/schema';
import {
  navigationLinksBannerSchema,
  navigationLinksBannerSchemaId,
} from './blocks/navigation-links-banner/schema';
import {
  offerCardsThreeColumnsSchema,
  offerCardsThreeColumnsSchemaId,
} from './blocks/offer-cards-three-columns/schema';
import {
  offerCardsTwoColumnsSchema,
  offerCardsTwoColumnsSchemaId,
} from './blocks/offer-cards-two-columns/schema';
import { scrollableCardSchema, scrollableCardSchemaId } from './blocks/scrollable-card/schema';
import {
  scrollableCardGroupSchema,
  scrollableCardGroupSchemaId,
} from './blocks/scrollable-card-group/schema';
import { shopTheLook1Schema, shopTheLook1SchemaId } from './blocks/shop-the-look-1/schema';
import { shopTheLook2Schema, shopTheLook2SchemaId } from './blocks/shop-the-look-2/schema';
import { sizeBlockSchema, sizeBlockSchemaId } from './blocks/size-block/schema';
import { sizesBannerSchema, sizesBannerSchemaId } from './blocks/sizes-banner/schema';
import { snugContentCardSchema, snugContentCardSchemaId } from './blocks/snug-content-card/schema';
import { snugContentGroupSchema, snugContentGroupSchemaId } from './blocks/snug-content-group/schema';
import { spacingBlockSchema, spacingBlockSchemaId } from './blocks/spacing-block/schema';
import { tallImageBlockSchema, tallImageBlockSchemaId } from './blocks/tall-image-block/schema';
import { textBlockSchema, textBlockSchemaId } from './blocks/text-block/schema';
import { textBox1Schema, textBox1SchemaId } from './blocks/text-box-1/schema';
import { textBox2Schema, textBox2SchemaId } from './blocks/text-box-2/schema';
import { tileCardsSchema, tileCardsSchemaId } from './blocks/tile-cards/schema';
import { twoColumnRowSchema, twoColumnRowSchemaId } from './blocks/two-column-row/schema';
import { twoColumnTileSchema, twoColumnTileSchemaId } from './blocks/two-column-tile/schema';
import { blockIdentity, parseFailureReason } from './logging';
import { categoryListingSchema, categoryListingSchemaId } from './pages/category-listing/schema';
import { contentPageSchema, contentPageSchemaId } from './pages/content-page/schema';
import { homePageSchema, homePageSchemaId } from './pages/home/schema';
import { appHeaderSchema, appHeaderSchemaId } from './site/app-header/schema';
import { benefitBarSchema, benefitBarSchemaId } from './site/benefit-bar/schema';
import { countdownTimerSchema, countdownTimerSchemaId } from './site/countdown-timer/schema';
import { desktopNavigationSchema, desktopNavigationSchemaId } from './site/desktop-navigation/schema';
import { footerSchema, footerSchemaId } from './site/footer/schema';
import {
  goodStuffLoggedInUserSchema,
  goodStuffLoggedInUserSchemaId,
} from './site/good-stuff-logged-in-user/schema';
import { goodStuffOfferSchema, goodStuffOfferSchemaId } from './site/good-stuff-offer/schema';
import { goodStuffSideOffersSchema, goodStuffSideOffersSchemaId } from './site/good-stuff-side-offers/schema';
import {
  goodStuffSideSignInSchema,
  goodStuffSideSignInSchemaId,
} from './site/good-stuff-side-sign-in/schema';
import { localeSelectorImageSchema, localeSelectorImageSchemaId } from './site/locale-selector-image/schema';
import { mobileNavigationSchema, mobileNavigationSchemaId } from './site/mobile-navigation/schema';
import { yourGoodStuffSchema, yourGoodStuffSchemaId } from './site/your-good-stuff/schema';

/** Schema id (`_meta.schema`) → zod schema, for blocks, site entries and pages. */
export type ContentSchemas = Readonly<Record<string, z.ZodType>>;

function schemaMap(entries: readonly (readonly [string, z.ZodType])[]): ContentSchemas {
  const map: Record<string, z.ZodType> = Object.create(null);
  for (const [id, schema] of entries) {
    if (Object.hasOwn(map, id)) throw new Error(`Two content types are registered for ${id}`);
    map[id] = schema;
  }
  return Object.freeze(map);
}

/**
 * Every content type the shop knows. Adding a block: its schema here as well as in `registry.ts` (a test checks
 * that every registered block is here).
 */
export const contentSchemas: ContentSchemas = schemaMap([
  // Blocks
  [largeTextBannerSchemaId, largeTextBannerSchema],
  [goodStuffSignUpSchemaId, goodStuffSignUpSchema],
  [goodStuffSignInSchemaId, goodStuffSignInSchema],
  [heroBanner1SchemaId, heroBanner1Schema],
  [heroBanner2SchemaId, heroBanner2Schema],
  [linkGroupSchemaId, linkGroupSchema],
  [linkTileSchemaId, linkTileSchema],
  [navigationLinksBannerSchemaId, navigationLinksBannerSchema],
  [sizeBlockSchemaId, sizeBlockSchema],
  [sizesBannerSchemaId, sizesBannerSchema],
  [textBox1SchemaId, textBox1Schema],
  [textBox2SchemaId, textBox2Schema],
  [tallImageBlockSchemaId, tallImageBlockSchema],
  [twoColumnRowSchemaId, twoColumnRowSchema],
  [twoColumnTileSchemaId, twoColumnTileSchema],
  [myAccountImageSchemaId, myAccountImageSchema],
  [jumpOffTile1SchemaId, jumpOffTile1Schema],
  [jumpOffTile2SchemaId, jumpOffTile2Schema],
  [jumpOffTile3SchemaId, jumpOffTile3Schema],
  [jumpOffGroup1SchemaId, jumpOffGroup1Schema],
  [jumpOffGroup2SchemaId, jumpOffGroup2Schema],
  [jumpOffGroup3SchemaId, jumpOffGroup3Schema],
  [textBlockSchemaId, textBlockSchema],
  [dividerTextSchemaId, dividerTextSchema],
  [dividerGraphic1SchemaId, dividerGraphic1Schema],
  [dividerGraphic2SchemaId, dividerGraphic2Schema],
  [spacingBlockSchemaId, spacingBlockSchema],
  [floatingPromotionalStickerSchemaId, floatingPromotionalStickerSchema],
  [customHtmlSchemaId, customHtmlSchema],
  [liveShoppingSchemaId, liveShoppingSchema],
  [carouselSchemaId, carouselSchema],
  [scrollableCardSchemaId, scrollableCardSchema],
  [scrollableCardGroupSchemaId, scrollableCardGroupSchema],
  [offerCardsTwoColumnsSchemaId, offerCardsTwoColumnsSchema],
  [offerCardsThreeColumnsSchemaId, offerCardsThreeColumnsSchema],
  [editorialCardsSchemaId, editorialCardsSchema],
  [tileCardsSchemaId, tileCardsSchema],
  [shopTheLook1SchemaId, shopTheLook1Schema],
  [shopTheLook2SchemaId, shopTheLook2Schema],
  [snugContentCardSchemaId, snugContentCardSchema],
  [snugContentGroupSchemaId, snugContentGroupSchema],
  // Site entries
  [appHeaderSchemaId, appHeaderSchema],
  [desktopNavigationSchemaId, desktopNavigationSchema],
  [mobileNavigationSchemaId, mobileNavigationSchema],
  [footerSchemaId, footerSchema],
  [localeSelectorImageSchemaId, localeSelectorImageSchema],
  [benefitBarSchemaId, benefitBarSchema],
  [countdownTimerSchemaId, countdownTimerSchema],
  [goodStuffSideSignInSchemaId, goodStuffSideSignInSchema],
  [goodStuffSideOffersSchemaId, goodStuffSideOffersSchema],
  [yourGoodStuffSchemaId, yourGoodStuffSchema],
  [goodStuffLoggedInUserSchemaId, goodStuffLoggedInUserSchema],
  [goodStuffOfferSchemaId, goodStuffOfferSchema],
  // Pages
  [homePageSchemaId, homePageSchema],
  [contentPageSchemaId, contentPageSchema],
  [categoryListingSchemaId, categoryListingSchema],
]);

/**
 * Spec 001 §7 "Content search by url key": the site entries the frame fetches, by delivery key (without the
 * market's prefix), with the content type each holds.
 */
export const SITE_CONTENT_KEYS = Object.freeze({
  'app-header': appHeaderSchemaId,
  'desktop-navigation': desktopNavigationSchemaId,
  'mobile-navigation': mobileNavigationSchemaId,
  footer: footerSchemaId,
  'locale-selector-image': localeSelectorImageSchemaId,
  'benefit-bar': benefitBarSchemaId,
  'countdown-timer': countdownTimerSchemaId,
  'good-stuff-side-sign-in': goodStuffSideSignInSchemaId,
  'good-stuff-side-offers': goodStuffSideOffersSchemaId,
  'my-account/your-good-stuff': yourGoodStuffSchemaId,
  'good-stuff-logged-in-user': goodStuffLoggedInUserSchemaId,
} as const);
export type SiteContentKey = keyof typeof SITE_CONTENT_KEYS;

export type ContentValidation = { ok: true; entry: unknown } | { ok: false; reason: string };

/**
 * Checks an entry (inlined: linked entries already in place) against the schema of its `_meta.schema`.
 * `{ ok: true, entry }` gives the parsed entry (defaults applied); `{ ok: false, reason }` says why, as the
 * renderer's log line does (the first failing field with its path). Never throws.
 */
export function validateContentEntry(entry: unknown): ContentValidation {
  const { schema: schemaId } = blockIdentity(entry);
  if (schemaId === null) return { ok: false, reason: 'The entry has no _meta.schema' };
  const schema = Object.hasOwn(contentSchemas, schemaId) ? contentSchemas[schemaId] : undefined;
  if (!schema) return { ok: false, reason: `No content type ${schemaId} is known` };
  try {
    const result = schema.safeParse(entry);
    return result.success
      ? { ok: true, entry: result.data }
      : { ok: false, reason: parseFailureReason(result.error) };
  } catch (error) {
    return { ok: false, reason: `Parsing failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export { categoryListingSchema, categoryListingSchemaId } from './pages/category-listing/schema';
export {
  type ContentPageEntry,
  type ContentPageInput,
  contentPageSchema,
  contentPageSchemaId,
} from './pages/content-page/schema';
export { IMAGE_LINK_SCHEMA, VIDEO_LINK_SCHEMA } from './shared/media';
export { blockSchemaId, pageSchemaId, SCHEMA_BASE, siteSchemaId } from './shared/meta';
