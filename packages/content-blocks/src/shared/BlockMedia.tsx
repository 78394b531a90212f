import type { AspectRatio } from '@wardrobe/design-system';
import { IMAGE_WIDTHS, imageAltText } from '@wardrobe/domain-rules';
import * as styles from './BlockMedia.css';
// Both load on demand (`islands.tsx`), through the design system's own entries for them: through its root, a
// server component's import would make its whole client entry a client reference, and every page with a block
// would load every interactive component of the design system (react-aria's included, ~100 kB).
import { LazyResponsiveImage, LazyVideo } from './islands';
import { VIDEO_LINK_SCHEMA } from './mediaMarkers';

/** A media field as a parsed entry holds it (an image link or a video link, spec 002 §3 "Media references"). */
export interface BlockMediaLink {
  _meta: { schema: string };
  name: string;
  endpoint: string;
  defaultHost: string;
  alt?: string | undefined;
}

/** Spec 002 §7's width sets: `hero` for navigation and hero blocks, `card` for offer, card and text blocks. */
export type BlockMediaWidths = 'hero' | 'card';

export interface BlockMediaProps {
  media: BlockMediaLink | null | undefined;
  /** The block's alt text field; falls back to the image's own alt (spec 002 §5), else decorative (''). */
  alt?: string | null | undefined;
  /** Which of the spec's width sets the image's `srcset` uses. */
  widths: BlockMediaWidths;
  /** How wide the media shows at each breakpoint (`sizes`). Defaults to the whole viewport. */
  sizes?: string;
  /** Reserves the box before the media loads (no layout shift), e.g. `'4x5'`, `'16/9'`. */
  aspectRatio?: AspectRatio;
  /** `cover` (default) crops to fill the box; `contain` shows it whole. */
  objectFit?: 'cover' | 'contain';
  /** The largest picture of the first screen (a hero): loads eagerly with high priority. */
  priority?: boolean;
  /** With `priority`, the media it shows under: preloaded for it alone (the design system's `preloadMedia`). */
  preloadMedia?: string;
  /** A video starts again at its end (the content's video-loop flags). */
  loop?: boolean;
  className?: string;
}

/** `true` for a video link (told apart from an image link by its schema marker). */
export function isVideoLink(media: BlockMediaLink | null | undefined): boolean {
  return media?._meta.schema === VIDEO_LINK_SCHEMA;
}

/**
 * One media field of a block: an image through the design system's `ResponsiveImage` (the spec's width set,
 * `fmt=auto&qlt=default`, the 404 picture on failure) or a video through its `Video` (webm vp9 then mp4 1080p,
 * muted, a Pause/Play control, never moving under reduced motion). Nothing for an absent field.
 *
 * Reading: a video's alt text is its label; without one it is decoration, hidden from assistive technology.
 */
export function BlockMedia({
  media,
  alt,
  widths,
  sizes = '100vw',
  aspectRatio,
  objectFit,
  priority = false,
  preloadMedia,
  loop = false,
  className,
}: BlockMediaProps) {
  if (!media) return null;
  const text = imageAltText(alt, media);
  const classes = className ? `${styles.fill} ${className}` : styles.fill;
  if (isVideoLink(media)) {
    return (
      <LazyVideo
        video={media}
        loop={loop}
        label={text || undefined}
        aspectRatio={aspectRatio}
        objectFit={objectFit}
        className={classes}
      />
    );
  }
  return (
    <LazyResponsiveImage
      image={media}
      widths={IMAGE_WIDTHS[widths]}
      sizes={sizes}
      alt={text}
      aspectRatio={aspectRatio}
      objectFit={objectFit}
      priority={priority}
      preloadMedia={preloadMedia}
      className={classes}
    />
  );
}

export interface BreakpointMediaProps
  extends Omit<BlockMediaProps, 'media' | 'alt' | 'loop' | 'aspectRatio' | 'preloadMedia'> {
  desktop: BlockMediaLink | null | undefined;
  mobile: BlockMediaLink | null | undefined;
  desktopAlt?: string | null | undefined;
  mobileAlt?: string | null | undefined;
  desktopLoop?: boolean;
  mobileLoop?: boolean;
  desktopAspectRatio?: AspectRatio;
  mobileAspectRatio?: AspectRatio;
}

/**
 * A desktop and a mobile variant of one media field (spec 002 §3: backgrounds "desktop/mobile"): the mobile one
 * below 768 px, the desktop one from 768 px up. With only one of them, it shows at every width.
 *
 * Reading: both are in the markup and CSS shows one; lazy images that are not displayed are never fetched, so a
 * shopper downloads only the one they see. A `priority` pair stays lazy too, and each is preloaded from the head
 * for the widths it shows at: eager, both downloaded at every width (on a phone the desktop hero took half the
 * link while the mobile one, the largest paint, waited: the campaign page's LCP 2.4 s with applied throttling).
 */
export function BreakpointMedia({
  desktop,
  mobile,
  desktopAlt,
  mobileAlt,
  desktopLoop = false,
  mobileLoop = false,
  desktopAspectRatio,
  mobileAspectRatio,
  className,
  ...shared
}: BreakpointMediaProps) {
  const join = (extra: string) => (className ? `${extra} ${className}` : extra);
  if (!desktop || !mobile) {
    const only = desktop ?? mobile;
    const onlyDesktop = only === desktop;
    return (
      <BlockMedia
        {...shared}
        media={only}
        alt={onlyDesktop ? desktopAlt : mobileAlt}
        loop={onlyDesktop ? desktopLoop : mobileLoop}
        aspectRatio={onlyDesktop ? desktopAspectRatio : mobileAspectRatio}
        className={className}
      />
    );
  }
  return (
    <>
      <BlockMedia
        {...shared}
        media={mobile}
        alt={mobileAlt}
        loop={mobileLoop}
        aspectRatio={mobileAspectRatio}
        preloadMedia={styles.mobileMedia}
        className={join(styles.mobileOnly)}
      />
      <BlockMedia
        {...shared}
        media={desktop}
        alt={desktopAlt}
        loop={desktopLoop}
        aspectRatio={desktopAspectRatio}
        preloadMedia={styles.desktopMedia}
        className={join(styles.desktopOnly)}
      />
    </>
  );
}
