import { cardImageUrl, IMAGE_WIDTHS } from '@wardrobe/domain-rules';
import { buildImageSources } from '../ResponsiveImage/sources';

/** Spec 000 §9 "Image widths": the renditions a card's `srcset` offers (200, 453, 768, 1517). */
export const PRODUCT_CARD_IMAGE_WIDTHS = IMAGE_WIDTHS.mediaHub;

/** The card image's box: 4x5, as `width`/`height` attributes of the 580 px rendition (spec 000 §9). */
export const PRODUCT_CARD_IMAGE_BOX = { width: 580, height: 725 } as const;

/**
 * How wide a card image shows: half the viewport in the 2-column mobile grid, a quarter in the 4-column desktop
 * grid (768 px up); in list view the image takes about a third of the card.
 */
export const PRODUCT_CARD_IMAGE_SIZES = {
  grid: '(min-width: 768px) 25vw, 50vw',
  list: '(min-width: 768px) 12vw, 33vw',
} as const;

export interface CardImageSources {
  /** The fallback `src`: the product image with its `w=992` rewritten to `w=580` (spec 000 §9, `cardImageUrl`). */
  src: string;
  /** `srcset` at the spec's widths, or `undefined` for a single file (`data:` and `blob:` URLs). */
  srcSet: string | undefined;
}

/**
 * A card image's `src` and `srcset`. The `src` is the rewritten 580 px url (what a browser without `srcset`
 * loads); each candidate carries the picture host's `fmt=auto&qlt=default&w=` options at one of the widths.
 */
export function cardImageSources(url: string): CardImageSources {
  const src = cardImageUrl(url.trim());
  const { srcSet } = buildImageSources({ src, widths: PRODUCT_CARD_IMAGE_WIDTHS });
  return { src, srcSet };
}
