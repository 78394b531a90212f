import { IMAGE_WIDTHS } from '@wardrobe/domain-rules';
import { intrinsicSize, parseAspectRatio, type Ratio } from '../ResponsiveImage/aspectRatio';
import { buildImageSources, DEFAULT_404_IMAGE } from '../ResponsiveImage/sources';
import { buildVideoSources, DEFAULT_VIDEO_VARIANTS } from '../Video/videoSources';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  galleryImageAlt,
  galleryItemId,
  galleryListId,
  galleryPageLabel,
  galleryVideoLabel,
  PRODUCT_GALLERY_LABELS,
} from './labels';
import { type GalleryMedia, galleryMedia } from './media';
import { gallery, item as itemClass, list, media as mediaClass, pageLink, pages } from './ProductGallery.css';

/** Spec 000 §9 "Image widths": the renditions each gallery image offers. */
export const PRODUCT_GALLERY_WIDTHS = IMAGE_WIDTHS.mediaHub;

/** Full width on phones and tablets; from `lg` (992 px) two columns in about 60% of the page. */
export const PRODUCT_GALLERY_SIZES = '(min-width: 992px) 30vw, 100vw';

export type ProductGalleryAspectRatio = '3/4';

export interface ProductGalleryProps {
  /** The media in order (video already second: see `galleryMedia`). Blank items are dropped; none → 404 image. */
  media: readonly GalleryMedia[];
  /** Names every picture: `'{productName}, image 2 of 4'`, and the video `'{productName}, video'`. */
  productName: string;
  /** Rendition widths for each image's `srcset`. Defaults to 200, 453, 768, 1517 (spec 000 §9). */
  widths?: readonly number[];
  /** The `sizes` attribute. Defaults to `'(min-width: 992px) 30vw, 100vw'`. */
  sizes?: string;
  /** Every box has this ratio, reserved before any pixel arrives (no layout shift). Defaults to `'3/4'`. */
  aspectRatio?: ProductGalleryAspectRatio;
  /** Prefix of the items' ids (`{idPrefix}-1`, …), the targets of the links under the strip. Unique per page. */
  idPrefix?: string;
  /** The image shown when there is no media. Defaults to the shop's 404 image, `/images/404.jpg`. */
  fallbackSrc?: string;
  className?: string;
}

interface GalleryImageProps {
  productName: string;
  n: number;
  total: number;
  first: boolean;
  widths: readonly number[];
  sizes: string;
  ratio: Ratio;
  fallbackSrc: string;
}

function GalleryImage({
  src,
  productName,
  n,
  total,
  first,
  widths,
  sizes,
  ratio,
  fallbackSrc,
}: GalleryImageProps & { src: string }) {
  const isFallback = src === fallbackSrc || src === DEFAULT_404_IMAGE.src;
  // The 404 image is one file at its own size; a product image offers every rendition width.
  const sources = isFallback
    ? { src, srcSet: undefined, largestWidth: undefined }
    : buildImageSources({ src, widths });
  const box = isFallback
    ? { width: DEFAULT_404_IMAGE.width, height: DEFAULT_404_IMAGE.height }
    : intrinsicSize(ratio, sources.largestWidth ?? DEFAULT_404_IMAGE.width);
  return (
    // biome-ignore lint/performance/noImgElement: server-safe plain image; the design system serves any React app.
    <img
      className={mediaClass}
      alt={galleryImageAlt(productName, n, total)}
      // `loading` before `src`, so no browser starts an eager fetch first.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      width={box.width}
      height={box.height}
      sizes={sources.srcSet ? sizes : undefined}
      srcSet={sources.srcSet}
      src={sources.src}
      data-media-state={isFallback ? 'fallback' : 'image'}
    />
  );
}

function GalleryVideo({ src, poster, productName }: { src: string; poster?: string; productName: string }) {
  const base = src.replace(/\/+$/, '');
  return (
    // Native controls are keyboard-operable; no autoplay at all (so none under reduced motion), and nothing
    // loads until the shopper reaches it and presses play (`preload="none"`).
    // The film is silent (muted, no soundtrack): there is nothing to caption.
    <video
      className={mediaClass}
      aria-label={galleryVideoLabel(productName)}
      poster={poster}
      muted
      loop
      playsInline
      controls
      preload="none"
    >
      {buildVideoSources({
        webmSrc: `${base}/${DEFAULT_VIDEO_VARIANTS.webm}`,
        mp4Src: `${base}/${DEFAULT_VIDEO_VARIANTS.mp4}`,
      }).map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
    </video>
  );
}

/**
 * The product page's gallery (spec 000 §2): the product's pictures, with its optional video second. Server-safe:
 * no hooks and no client code; the layout is CSS alone.
 *
 * Phones and tablets (below `lg`): a horizontal scroll-snap strip, one picture per view, swiped or scrolled
 * (the strip is a tab stop, so the arrow keys scroll it too), with a row of links under it, one per item, that
 * bring their item into view (`#{idPrefix}-{n}`). From `lg` up: all the pictures in a two-column grid.
 *
 * Every box is 3:4 and reserved before loading. Images are plain `<img>`s with a `srcset` at `widths` and
 * `width`/`height` attributes in the ratio; the first image loads eagerly with high fetch priority (the page's
 * largest paint), the others lazily. The video is a native `<video>` with controls and a poster, muted and
 * looping, that never plays by itself (reduced motion) and loads nothing until asked (`preload="none"`).
 *
 * Reading: no media (or only blank items) shows the default 404 image, 1600x2133, as a single file (spec 000 §8).
 * A picture that fails in the browser is swapped for the 404 image and the failure logged (spec 000 §8) by the
 * client island `GalleryImageRescue` placed beside the gallery (`<GalleryImageRescue listId={galleryListId()} />`,
 * from a client module of the app): the gallery itself stays free of client code, so a server component can
 * render it without pulling the client entry into every page. The media hub's own failure falls back on the
 * server, by the caller passing no media.
 * The video's `src` is its base: the sources are its webm (vp9) and mp4 (1080p) variants, best first.
 */
export function ProductGallery({
  media,
  productName,
  widths = PRODUCT_GALLERY_WIDTHS,
  sizes = PRODUCT_GALLERY_SIZES,
  aspectRatio = '3/4',
  idPrefix = 'gallery',
  fallbackSrc = DEFAULT_404_IMAGE.src,
  className,
}: ProductGalleryProps) {
  const items = galleryMedia(media, { fallbackSrc });
  const imageCount = items.filter((entry) => entry.type === 'img').length;
  const firstImage = items.findIndex((entry) => entry.type === 'img');
  const ratio = parseAspectRatio(aspectRatio) ?? { width: 3, height: 4 };
  const boxClass = itemClass({ aspectRatio });

  let imageNumber = 0;
  const entries = items.map((entry, index) => {
    const id = galleryItemId(idPrefix, index + 1);
    if (entry.type === 'video') {
      return {
        entry,
        id,
        label: galleryPageLabel('video', 0, imageCount),
        content: (
          <GalleryVideo
            src={entry.src}
            productName={productName}
            {...(entry.poster ? { poster: entry.poster } : {})}
          />
        ),
      };
    }
    imageNumber += 1;
    return {
      entry,
      id,
      label: galleryPageLabel('img', imageNumber, imageCount),
      content: (
        <GalleryImage
          src={entry.src}
          productName={productName}
          n={imageNumber}
          total={imageCount}
          first={index === firstImage}
          widths={widths}
          sizes={sizes}
          ratio={ratio}
          fallbackSrc={fallbackSrc}
        />
      ),
    };
  });

  return (
    <div className={className ? `${gallery} ${className}` : gallery}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller must be a tab stop even when it holds no links. */}
      <ul id={galleryListId(idPrefix)} className={list} aria-label={PRODUCT_GALLERY_LABELS.list} tabIndex={0}>
        {entries.map(({ entry, id, content }) => (
          <li key={id} id={id} className={boxClass} data-media-type={entry.type}>
            {content}
          </li>
        ))}
      </ul>
      {entries.length > 1 ? (
        <ul className={pages} aria-label={PRODUCT_GALLERY_LABELS.pages}>
          {entries.map(({ id, label }) => (
            <li key={id}>
              <a className={pageLink} href={`#${id}`}>
                <VisuallyHidden>{label}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
