import type { ProductReview, ProductReviewsService } from '@wardrobe/commerce-sdk';
import { averageRating } from '@wardrobe/domain-rules';
import { sql } from 'kysely';
import { notFound, type SandboxDb } from '../operations/context';
import { NO_PRODUCT } from '../operations/engagement';

/** A stored review row, as the table holds it. */
interface ReviewRow {
  id: number;
  product_id: number;
  rating: number;
  title: string;
  message: string;
  author: string;
  created_at: Date | string;
}

/**
 * The sandbox's `ProductReviewsService` (spec 001 §3 "Review: title, message, rating"): reviews kept in
 * `product_reviews` (migration 0012), listed newest first. A product the catalogue does not show (unknown or
 * hidden) answers 404 `no product`, the catalogue's text. The arguments arrive checked and trimmed by the SDK's
 * schemas, and the author decided from the session (`createServiceOperations`).
 */
export function createSandboxReviews(db: SandboxDb): ProductReviewsService {
  const assertShown = async (productId: number) => {
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .where('is_visible', '=', true)
      .executeTakeFirst();
    if (!product) throw notFound(NO_PRODUCT);
  };

  return {
    async getReviews(_context, { productId, page, limit }) {
      await assertShown(productId);
      // Every rating of the product (a few bytes each) for the count and the average: the rule rounds it
      // (domain-rules `averageRating`), so the shop shows the same number wherever it is computed.
      const ratings = await db
        .selectFrom('product_reviews')
        .select('rating')
        .where('product_id', '=', productId)
        .execute();
      const rows = await db
        .selectFrom('product_reviews')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const total = ratings.length;
      return {
        data: rows.map(toReview),
        meta: {
          average: averageRating(ratings.map((r) => r.rating)),
          count: total,
          pagination: {
            total,
            count: rows.length,
            current_page: page,
            per_page: limit,
            total_pages: Math.ceil(total / limit),
          },
        },
      };
    },

    async createReview(_context, { productId, rating, title, message, author }) {
      // One statement: the review is written only for a shown product, so a product hidden or removed meanwhile
      // is a 404 rather than a foreign-key failure.
      const { rows } =
        await sql<ReviewRow>`insert into product_reviews (product_id, rating, title, message, author)
        select id, ${rating}::smallint, ${title}::text, ${message}::text, ${author}::text
        from products where id = ${productId} and is_visible
        returning id, product_id, rating, title, message, author, created_at`.execute(db);
      const row = rows[0];
      if (!row) throw notFound(NO_PRODUCT);
      return toReview(row);
    },
  };
}

function toReview(row: ReviewRow): ProductReview {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    title: row.title,
    message: row.message,
    author: row.author,
    date_created: new Date(row.created_at).toISOString(),
  };
}
