// Server-safe root entry: tokens, themes and types need no client JS. Client components come through
// `./client`, which the build keeps as an external `./client.js` so its 'use client' directive survives.

export * from './client';
export * from './components/Badge';
// The empty bag (server-safe): a page that knows the bag is empty says so without the bag's client parts.
export {
  BagNotices,
  type BagNoticesProps,
  EmptyBag,
  type EmptyBagProps,
} from './components/BagContents/EmptyBag';
export * from './components/Box';
export { buttonClassName, buttonSpinnerClassName } from './components/Button/buttonClassName';
export * from './components/ColourSwatches';
export * from './components/Columns';
export * from './components/Divider';
// Listing filters and toolbar: server-safe native forms (GET), no client JS of their own.
export * from './components/FilterSidebar';
export * from './components/Heading';
export * from './components/Icon';
export * from './components/Inline';
export * from './components/Link';
export * from './components/ListingToolbar';
export * from './components/Pagination';
export * from './components/Price';
// Shopping (issue 7): the product card (server-safe).
export * from './components/ProductCard';
// Shopping (issue 8): the product page's gallery (server-safe).
export * from './components/ProductGallery';
export {
  type AspectRatio,
  aspectRatioCss,
  intrinsicSize,
  parseAspectRatio,
  type Ratio,
} from './components/ResponsiveImage/aspectRatio';
export {
  type MediaErrorHandler,
  type MediaFailure,
  recordMediaFailure,
} from './components/ResponsiveImage/mediaFailure';
export {
  buildImageSources,
  DEFAULT_404_IMAGE,
  type ImageSourceInput,
  type ImageSources,
  normaliseWidths,
  withImageQuery,
} from './components/ResponsiveImage/sources';
export * from './components/RichText';
export * from './components/Skeleton';
export * from './components/Stack';
export * from './components/Text';
export { VIDEO_LABELS } from './components/Video/labels';
export {
  buildVideoSources,
  DEFAULT_VIDEO_VARIANTS,
  MP4_TYPE,
  type VideoSource,
  type VideoSourceInput,
  type VideoVariants,
  WEBM_VP9_TYPE,
} from './components/Video/videoSources';
export * from './components/VisuallyHidden';
export type { ResponsiveValue } from './styles/responsive';
export { type Sprinkles, sprinkles } from './styles/sprinkles.css';
export { brandTheme } from './themes/brand.css';
export type { Breakpoint } from './tokens/breakpoints';
export {
  breakpoints,
  MOBILE_BREAKPOINT,
  mediaQueries,
  mobileMediaQuery,
  reducedMotionQuery,
} from './tokens/breakpoints';
export { vars } from './tokens/contract.css';
export { fontWeightValues, motionDurationSeconds, spacePx } from './tokens/scale';
export type {
  ColorToken,
  FontSizeToken,
  FontToken,
  FontWeightToken,
  LineHeightToken,
  MotionToken,
  RadiusToken,
  SpaceToken,
  ThemeTokens,
  ThemeVars,
  ZIndexToken,
} from './tokens/types';
