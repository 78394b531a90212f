import type { CommerceClient } from '@wardrobe/commerce-sdk';
import { VisuallyHidden } from '@wardrobe/design-system';
import { type Market, REVIEW_RATING_MAX } from '@wardrobe/domain-rules';
import { type CSSProperties, Suspense } from 'react';
import { loadProductReviews, ratingText, reviewCountText } from '../../lib/product-reviews';
import styles from './ProductReviews.module.css';
import { WriteReview } from './WriteReview';

export interface ProductReviewsProps {
  commerce: CommerceClient;
  market: Market;
  productId: number;
}

/**
 * The product page's reviews (spec 001 §3 "Review: title, message, rating"): the average as text ('4.3 out of
 * 5') beside a row of stars for the eye, the count, the newest reviews, and 'Write a review'. Server-rendered and
 * streamed after the page, as the recommendations are; only the form is client code. The section and its heading
 * are there at once, so the 'Reviews' jump link always lands.
 */
export function ProductReviews({ commerce, market, productId }: ProductReviewsProps) {
  return (
    <section id="reviews" className="product-page__section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
        <ReviewList commerce={commerce} market={market} productId={productId} />
      </Suspense>
      <WriteReview channelId={market.channelId} productId={productId} />
    </section>
  );
}

async function ReviewList({ commerce, market, productId }: ProductReviewsProps) {
  const { reviews, average, count } = await loadProductReviews(commerce, productId);
  if (count === 0 || average === null) {
    return <p className={styles.none}>No reviews yet. Be the first to write one.</p>;
  }
  // Reading: dates as the market writes them (26 November 2026; November 26, 2026 in the US), in UTC so the
  // cached page says the same day to everyone.
  const date = new Intl.DateTimeFormat(market.code === 'us' ? 'en-US' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <p className={styles.summary}>
        <Stars rating={average} />
        <span className={styles.average}>{ratingText(average)}</span>
        <span className={styles.count}>{reviewCountText(count)}</span>
      </p>
      <ol className={styles.list} aria-label="Reviews, newest first">
        {reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <article aria-labelledby={`review-${review.id}`}>
              <p className={styles.reviewRating}>
                <Stars rating={review.rating} />
                <VisuallyHidden>Rated {ratingText(review.rating)}</VisuallyHidden>
              </p>
              <h3 id={`review-${review.id}`} className={styles.reviewTitle}>
                {review.title}
              </h3>
              <p className={styles.reviewMessage}>{review.message}</p>
              <p className={styles.byline}>
                {review.author},{' '}
                <time dateTime={review.date_created}>{date.format(new Date(review.date_created))}</time>
              </p>
            </article>
          </li>
        ))}
      </ol>
      {count > reviews.length ? (
        <p className={styles.more}>
          Showing the {reviews.length} newest of {reviewCountText(count)}.
        </p>
      ) : null}
    </>
  );
}

/** Five stars filled to the rating, for the eye only: the rating is always written out beside them. */
function Stars({ rating }: { rating: number }) {
  const filled = { '--filled': `${(rating / REVIEW_RATING_MAX) * 100}%` } as CSSProperties;
  return (
    <span className={styles.stars} style={filled} aria-hidden="true">
      ★★★★★
    </span>
  );
}
