/**
 * Zod schemas of product reviews (spec 001 §3 "Review: title, message, rating", §5 "Review title and message at
 * least three characters each"). The rules and their texts are domain-rules' (`validateReview`, `REVIEW_ERRORS`),
 * so a refused review answers 400 with the same message the form shows before sending.
 * Reading: BigCommerce's catalog review fields in snake case (`product_id`, `date_created`), with the spec's
 * `message` for the text and `author` for who wrote it.
 */
import {
  REVIEW_ERRORS,
  REVIEW_MESSAGE_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TITLE_MAX_LENGTH,
  validateReview,
} from '@wardrobe/domain-rules';
import { z } from 'zod';
import { catalogueIdSchema, paginationSchema } from './catalogue';
import { stringArg } from './fields';

/** Longest author name stored (a customer's first name, or 'Anonymous'). */
export const REVIEW_AUTHOR_MAX = 100;
/** Reviews a page holds by default, and at most. */
export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;
/** Reading: who wrote a review when no customer is signed in. */
export const REVIEW_ANONYMOUS_AUTHOR = 'Anonymous';

/**
 * Ids are Postgres `integer`s (32-bit): a larger id is refused with 400 here rather than failing in the database.
 * Otherwise as `catalogueIdSchema`: a positive integer, or its digits as a string.
 */
const INT32_MAX = 2_147_483_647;
export const reviewIdSchema = catalogueIdSchema.pipe(
  z.number().max(INT32_MAX, 'Expected an id of at most 2147483647'),
);

/** A rating: a whole number of stars from 1 to 5, else `REVIEW_ERRORS.rating` ('Please choose a rating from 1 to 5'). */
export const reviewRatingSchema = z
  .number({ error: REVIEW_ERRORS.rating })
  .int(REVIEW_ERRORS.rating)
  .min(REVIEW_RATING_MIN, REVIEW_ERRORS.rating)
  .max(REVIEW_RATING_MAX, REVIEW_ERRORS.rating);

/** A stored review, as `getProductReviews` lists it and `createProductReview` answers it. */
export const productReviewSchema = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  rating: reviewRatingSchema,
  title: z.string().max(REVIEW_TITLE_MAX_LENGTH),
  message: z.string().max(REVIEW_MESSAGE_MAX_LENGTH),
  /** The signed-in customer's first name when the review was written, else 'Anonymous'. */
  author: z.string().max(REVIEW_AUTHOR_MAX),
  /** ISO 8601, UTC. */
  date_created: z.string().max(40),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** `getProductReviews({ productId, page?, limit? })`: newest first, page 1 and 10 a page unless asked. */
export const getProductReviewsArgsSchema = z.object({
  productId: reviewIdSchema,
  page: z.number().int().positive().max(10_000).default(1),
  limit: z.number().int().min(1).max(REVIEWS_PAGE_MAX).default(REVIEWS_PAGE_DEFAULT),
});
export type GetProductReviewsArgs = z.input<typeof getProductReviewsArgsSchema>;

/**
 * The page of reviews, with the average and count over all the product's reviews (not only this page's).
 * `average` is rounded to one decimal (domain-rules `averageRating`), `null` while the product has none.
 */
export const productReviewsResultSchema = z.object({
  data: z.array(productReviewSchema).max(REVIEWS_PAGE_MAX),
  meta: z.object({
    average: z.number().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).nullable(),
    count: z.number().int().nonnegative(),
    pagination: paginationSchema,
  }),
});
export type ProductReviewsResult = z.infer<typeof productReviewsResultSchema>;

/**
 * `createProductReview({ productId, rating, title, message })`. Title and message are stored trimmed; each must
 * keep at least 3 characters ('Title must be at least 3 characters', 'Message must be at least 3 characters').
 * The author is never an argument: it comes from the session (`createServiceOperations`).
 */
export const createProductReviewArgsSchema = z
  .object({
    productId: reviewIdSchema,
    rating: reviewRatingSchema,
    title: stringArg().trim().max(REVIEW_TITLE_MAX_LENGTH),
    message: stringArg().trim().max(REVIEW_MESSAGE_MAX_LENGTH),
  })
  .superRefine((review, ctx) => {
    // The rule itself, so the texts and the way characters are counted (code points) are the form's.
    const errors = validateReview(review);
    for (const field of ['rating', 'title', 'message'] as const) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type CreateProductReviewArgs = z.input<typeof createProductReviewArgsSchema>;
