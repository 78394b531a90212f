// Server-safe root entry: schemas, fixtures, the registry, the renderer and the server blocks.
// The client blocks come from their own folders, which the build keeps as external client parts
// (`./parts/<Name>.js`, each with 'use client'): a server component that renders one ships only that one.

export type { BlockErrorBoundaryProps } from './BlockErrorBoundary';
export { BlockErrorBoundary } from './BlockErrorBoundary';
export type { BlockNoticeProps } from './BlockNotice';
export { BlockNotice } from './BlockNotice';
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
export type { ContentRendererProps } from './ContentRenderer';
export { ContentRenderer } from './ContentRenderer';
export type { BlockFailure, BlockIdentity } from './logging';
export { blockFailureLogLine, blockIdentity, logBlockFailure, parseFailureReason } from './logging';
export * from './pages';
export type { BlockRegistry } from './registry';
export { blockRegistry, createBlockRegistry, findBlock } from './registry';
export type { ContentSchemas, ContentValidation, SiteContentKey } from './schemas';
export { contentSchemas, SITE_CONTENT_KEYS, validateContentEntry } from './schemas';
export * from './shared/callToAction';
export type { AnyBlockDefinition, BlockComponent, BlockDefinition } from './shared/defineBlock';
export { defineBlock } from './shared/defineBlock';
export * from './shared/enums';
export { hasLink, hexColourSchema, isSafeHref, linkUrlSchema, TEXT_COLOUR_VALUES } from './shared/fields';
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
export * from './site/mobile-navigation';
export type { NavigationAnalyticsEvent } from './site/shared/analytics';
export { menuItem, navigationClick, pushNavigationEvent } from './site/shared/analytics';
export { NAVIGATION_SURFACE, readableTextColour } from './site/shared/colour';
