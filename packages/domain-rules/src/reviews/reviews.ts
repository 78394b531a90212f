/** Spec 001 §3: a product review is a title, a message and a rating. */
export interface ReviewForm {
  /**
   * The stars chosen, 1 to 5. Reading: `undefined` means the form has no rating field (the contract's
   * `validateReview({ title, message })`); `null` means the shopper has not chosen one yet, which is an error.
   */
  rating?: number | null | undefined;
  title?: string | null | undefined;
  message?: string | null | undefined;
}

export type ReviewErrors = Partial<Record<keyof ReviewForm, string>>;

/** Spec 001 §5: review title and message at least three characters each. */
export const REVIEW_MIN_LENGTH = 3;

/**
 * The longest title and message (ours: a headline and a few paragraphs). The form stops typing there and the
 * commerce API refuses more, so no message is needed for them.
 */
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_MESSAGE_MAX_LENGTH = 2000;

/** The lowest and highest rating (reading: the usual five stars; the spec names a rating, not its scale). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/**
 * The texts of `validateReview`, one per field. Ours: the spec gives the rule (001 §5) but no text. Written out
 * rather than built from `REVIEW_MIN_LENGTH`, so a bundler can drop them when unused (no top-level expression).
 */
export const REVIEW_ERRORS = {
  rating: 'Please choose a rating from 1 to 5',
  title: 'Title must be at least 3 characters',
  message: 'Message must be at least 3 characters',
} as const;

/**
 * Spec 001 §5: review title and message at least three characters each; with a rating, it is a whole number of
 * stars from 1 to 5. Field → message (`REVIEW_ERRORS`), empty when valid.
 * Reading: the text is measured trimmed, in code points (an emoji is one character); missing text is empty.
 * Reading: the rating is checked only when the form passes one (`undefined` means no such field, as
 * `validateRegistration` reads `confirmPassword`); `null` is a form whose rating is not chosen yet.
 */
export function validateReview({ rating, title, message }: ReviewForm): ReviewErrors {
  const errors: ReviewErrors = {};
  if (rating !== undefined && !isReviewRating(rating)) errors.rating = REVIEW_ERRORS.rating;
  if (tooShort(title)) errors.title = REVIEW_ERRORS.title;
  if (tooShort(message)) errors.message = REVIEW_ERRORS.message;
  return errors;
}

/** A rating a review can carry: a whole number from 1 to 5. */
export function isReviewRating(rating: unknown): rating is number {
  return (
    typeof rating === 'number' &&
    Number.isInteger(rating) &&
    rating >= REVIEW_RATING_MIN &&
    rating <= REVIEW_RATING_MAX
  );
}

function tooShort(value: string | null | undefined): boolean {
  return [...(value ?? '').trim()].length < REVIEW_MIN_LENGTH;
}

/**
 * The average of a product's ratings, rounded to one decimal (`4.3`), halves up (4.25 → 4.3).
 * Reading: no ratings has no average (`null`), not 0, which would read as the lowest score; the sum is taken
 * in tenths before dividing, so the rounding is exact (no `4.35 * 10 = 43.49999…`).
 */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}
