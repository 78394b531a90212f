import { z } from 'zod';
import {
  createProductReviewArgsSchema,
  getProductReviewsArgsSchema,
  productReviewSchema,
  productReviewsResultSchema,
} from '../schemas/reviews';
import type { OperationTable } from './table';

/**
 * Product reviews (spec 001 §3 "Review: title, message, rating"; §5 title and message at least three characters
 * each), served by a `ProductReviewsService` (`services/index.ts`) through `createServiceOperations`.
 */
export const reviewsOperations = {
  /**
   * `{ productId, page = 1, limit = 10 }` → `{ data: ProductReview[], meta: { average, count, pagination } }`:
   * newest first; average (one decimal, `null` with none) and count over all the product's reviews. An unknown
   * product answers 404 `no product`.
   */
  getProductReviews: {
    args: z.tuple([getProductReviewsArgsSchema]),
    result: productReviewsResultSchema,
  },
  /**
   * `{ productId, rating, title, message }` → `{ data: ProductReview }`, the review as stored (trimmed, with its
   * author). A review the rules refuse answers 400 with the rule's text; an unknown product 404 `no product`.
   */
  createProductReview: {
    args: z.tuple([createProductReviewArgsSchema]),
    result: z.object({ data: productReviewSchema }),
  },
} as const satisfies OperationTable;
