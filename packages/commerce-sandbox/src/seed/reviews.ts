import { type Kysely, sql } from 'kysely';
import type { SandboxDatabase } from '../db/schema';

/**
 * The seed's product reviews (spec 001 §3 "Review: title, message, rating"): two products in three have 1–4
 * reviews each, with ratings that vary between products (most are liked, a few are not) and short texts a
 * shopper might write about any of the shop's goods (clothes, mugs, candles, gifts).
 * Everything follows from the product id (a fixed hash, no random generator, no clock), so two seeds give the
 * same reviews, and written in one `insert … select from unnest(arrays)` statement, so the seed stays fast.
 */

/** Reading: the seed's "now", fixed as the catalogue's is (`catalogue-generate.ts`), so dates repeat too. */
const REVIEWS_EPOCH = Date.UTC(2026, 9, 1);
const DAY_MS = 86_400_000;

/** Title and message pairs by rating. */
const TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly (readonly [string, string])[]>> = {
  5: [
    ['Absolutely love it', 'Even nicer than the pictures. I have had lots of compliments already.'],
    ['Perfect', 'Exactly what I was looking for, and the quality is lovely.'],
    ['Great quality', 'Feels really well made. Arrived quickly and beautifully packed.'],
    ['Would buy again', 'My second one of these. Just as good as the first.'],
    ['Gorgeous colour', 'The colour is even better in person. Very happy.'],
  ],
  4: [
    ['Really pleased', 'Lovely colour and good quality for the price.'],
    ['Very nice', 'Looks great. One star off because delivery took a little longer than expected.'],
    ['Good buy', 'Does the job nicely and looks smart.'],
    ['Happy with this', 'Nice quality, though the colour is a shade darker than on screen.'],
  ],
  3: [
    ["It's okay", 'Nice enough, but not quite what I expected from the photos.'],
    ['Average', 'Decent quality, though I have had better for the price.'],
    ['Mixed feelings', 'I like the look, less keen on how it feels.'],
  ],
  2: [
    ['Disappointed', 'The colour was quite different from the pictures.'],
    ['Not for me', 'Felt thinner than I hoped, so it went back.'],
  ],
  1: [
    ['Sadly returned', 'It arrived with a flaw, so I sent it back for a refund.'],
    ['Poor quality', 'Did not last. I expected better from this shop.'],
  ],
};

const AUTHORS = [
  'Sarah',
  'James',
  'Priya',
  'Tom',
  'Aisha',
  'Chloe',
  'Daniel',
  'Megan',
  'Oliver',
  'Grace',
  'Liam',
  'Hannah',
  'Anonymous',
] as const;

/**
 * How a product's reviews spread: most products are liked, some are middling, a few are not. Each spread holds
 * four ratings drawn from in turn; the weights pick one per product (out of 10).
 */
const SPREADS: readonly { weight: number; ratings: readonly (1 | 2 | 3 | 4 | 5)[] }[] = [
  { weight: 1, ratings: [1, 2, 2, 3] },
  { weight: 1, ratings: [2, 3, 3, 4] },
  { weight: 3, ratings: [3, 4, 4, 5] },
  { weight: 3, ratings: [4, 4, 5, 5] },
  { weight: 2, ratings: [4, 5, 5, 5] },
];

/** A fixed 32-bit mix of a product id and a salt (murmur3's finaliser): the seed's only source of variety. */
function mix(productId: number, salt: number): number {
  let h = Math.imul(productId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x632be59b, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The product's spread, chosen by weight. */
function spreadOf(productId: number): readonly (1 | 2 | 3 | 4 | 5)[] {
  let pick = mix(productId, 1) % 10;
  for (const spread of SPREADS) {
    if (pick < spread.weight) return spread.ratings;
    pick -= spread.weight;
  }
  return [4, 5];
}

export interface SeedReviewRow {
  product_id: number;
  rating: number;
  title: string;
  message: string;
  author: string;
  created_at: string;
}

/** Reading: "many products" is two in three, those whose id is not a multiple of 3. */
export function hasSeedReviews(productId: number): boolean {
  return productId % 3 !== 0;
}

/** The seed's reviews of these products: none, or 1–4 per product, newest first, 1–19 days apart or more. */
export function seedReviewRows(productIds: readonly number[]): SeedReviewRow[] {
  const rows: SeedReviewRow[] = [];
  for (const productId of productIds) {
    if (!hasSeedReviews(productId)) continue;
    const count = 1 + (mix(productId, 0) % 4);
    const ratings = spreadOf(productId);
    for (let i = 0; i < count; i++) {
      const rating = ratings[mix(productId, 10 + i) % ratings.length] ?? 5;
      const texts = TEXTS[rating];
      // Consecutive texts of one rating, so a product never shows the same review twice.
      const [title, message] = texts[(mix(productId, 20) + i) % texts.length] ?? ['Lovely', 'Very happy.'];
      const daysAgo = i * 20 + 1 + (mix(productId, 30 + i) % 19);
      rows.push({
        product_id: productId,
        rating,
        title,
        message,
        author: AUTHORS[mix(productId, 40 + i) % AUTHORS.length] ?? 'Anonymous',
        created_at: new Date(
          REVIEWS_EPOCH - daysAgo * DAY_MS + (mix(productId, 50 + i) % DAY_MS),
        ).toISOString(),
      });
    }
  }
  return rows;
}

/**
 * Writes the seed's reviews of the visible products already in the database, in one statement; answers how many.
 * Used by the seed after the catalogue, and by migration 0012 for a database seeded before reviews existed.
 */
export async function seedReviews(db: Kysely<SandboxDatabase>): Promise<number> {
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('is_visible', '=', true)
    .orderBy('id')
    .execute();
  const rows = seedReviewRows(products.map((p) => p.id));
  if (rows.length === 0) return 0;
  const column = <K extends keyof SeedReviewRow>(name: K) => rows.map((row) => row[name]);
  await sql`insert into product_reviews (product_id, rating, title, message, author, created_at)
    select * from unnest(${column('product_id')}::int[], ${column('rating')}::smallint[], ${column('title')}::text[],
      ${column('message')}::text[], ${column('author')}::text[], ${column('created_at')}::timestamptz[])`.execute(
    db,
  );
  return rows.length;
}
