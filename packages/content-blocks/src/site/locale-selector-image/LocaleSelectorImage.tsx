import { IMAGE_WIDTHS, imageAltText, imageSrcSet, imageUrl } from '@wardrobe/domain-rules';
import * as styles from './LocaleSelectorImage.css';
import type { LocaleSelectorImageEntry } from './schema';

/** The parsed entry (`localeSelectorImageSchema.parse(entry)`), and the width it is shown at. */
export type LocaleSelectorImageProps = LocaleSelectorImageEntry & {
  /** What `sizes` announces: the width the picture takes in its place (the overlay's, by default). */
  sizes?: string;
  className?: string;
};

/** Its intrinsic box: 16:9, so the browser reserves the space before the picture arrives. */
export const LOCALE_SELECTOR_IMAGE_SIZE = { width: 800, height: 450 } as const;

/**
 * Reading: the overlay is a dialog at most 560 px wide (the design system's default), so the picture is that
 * wide on wide screens and the viewport less the dialog's margins below.
 */
const DEFAULT_SIZES = '(min-width: 600px) 560px, 100vw';

/** The fallback `src` width: the smallest card width that covers the overlay at twice its density. */
const SRC_WIDTH = IMAGE_WIDTHS.card.find((width) => width >= 768) ?? 768;

/**
 * The locale overlay's picture (spec 001 §2, §7 key `locale-selector-image`; spec 002 §1 "locale selector
 * image"). A server component: no hooks, no client JS. Offer, card and text widths (spec 002 §7); alt text is the
 * entry's `alt`, else the image's own (domain-rules `imageAltText`), else '' (decorative). An image without a
 * usable URL renders nothing: the overlay stands without it, as with a failed load (spec 001 §8).
 */
export function LocaleSelectorImage({
  image,
  alt,
  sizes = DEFAULT_SIZES,
  className,
}: LocaleSelectorImageProps) {
  const src = imageUrl(image, { width: SRC_WIDTH });
  if (src === '') return null;
  return (
    // biome-ignore lint/performance/noImgElement: a plain picture; the content blocks serve any React app.
    <img
      className={className ? `${styles.picture} ${className}` : styles.picture}
      src={src}
      srcSet={imageSrcSet(image, IMAGE_WIDTHS.card)}
      sizes={sizes}
      width={LOCALE_SELECTOR_IMAGE_SIZE.width}
      height={LOCALE_SELECTOR_IMAGE_SIZE.height}
      alt={imageAltText(alt, image)}
      loading="lazy"
      decoding="async"
      data-block="locale-selector-image"
    />
  );
}
