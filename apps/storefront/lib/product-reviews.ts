import type { CommerceClient, ProductReview } from '@wardrobe/commerce-sdk';

/** The reviews a product page lists: the newest, at most this many (the count says how many there are). */
export const REVIEWS_SHOWN = 20;

/** What the product page's reviews section shows. */
export interface ProductReviewsData {
  reviews: ProductReview[];
  /** One decimal; `null` while the product has no reviews. */
  average: number | null;
  count: number;
}

const NO_REVIEWS: ProductReviewsData = { reviews: [], average: null, count: 0 };

/**
 * Spec 001 §3: the product's reviews, newest first, with their average and count. Reviews are a nicety: a failure
 * is logged and answered as no reviews, so the page still sells.
 */
export async function loadProductReviews(
  commerce: CommerceClient,
  productId: number,
): Promise<ProductReviewsData> {
  try {
    const { data, meta } = await commerce.getProductReviews({ productId, limit: REVIEWS_SHOWN });
    return { reviews: data, average: meta.average, count: meta.count };
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', event: 'product-reviews-failed', productId, message: String(error) }),
    );
    return NO_REVIEWS;
  }
}

/** '4.3 out of 5' (spec 001 §3 rating): the average as a shopper and a screen reader read it. */
export function ratingText(rating: number): string {
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
}

/** '1 review', '12 reviews'. */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
