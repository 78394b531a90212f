/**
 * Migration 0012, one statement each: product reviews (spec 001 §3 "Review: title, message, rating"). A review
 * goes with its product (`on delete cascade`); listing a product's reviews newest first reads one index.
 * Reading: the text lengths are the SDK's (`REVIEW_TITLE_MAX`, `REVIEW_MESSAGE_MAX`), checked there; the
 * database holds the rating to 1–5, the one rule whose breach would make every average wrong.
 */
export const REVIEWS_TABLES: readonly string[] = [
  `create table product_reviews (
  id serial primary key,
  product_id integer not null references products(id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  title text not null,
  message text not null,
  author text not null,
  created_at timestamptz not null default now()
)`,
  'create index product_reviews_product_idx on product_reviews (product_id, created_at desc, id desc)',
];

export const REVIEWS_TABLES_DOWN: readonly string[] = ['drop table if exists product_reviews'];
