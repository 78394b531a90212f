import { REVIEW_ERRORS } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { CommerceError } from '../errors';
import { operations } from '../operations';
import type { CommerceProvider } from '../provider';
import type { NewProductReview, ProductReviewsService, ServiceContext } from '../services';
import { createServerCaller } from './caller';
import { handleMiddlewareRequest } from './handler';
import { createServiceOperations, marketOf, reviewAuthor } from './services';

// The mapping layer of the reviews service (argument rules, the author from the session): the service behind it
// records what it was asked and keeps reviews in memory. The sandbox's service has its own tests, on a database.
const asked: { context: ServiceContext; request: unknown }[] = [];
const stored: (NewProductReview & { id: number })[] = [];
const reviews: ProductReviewsService = {
  async getReviews(context, request) {
    asked.push({ context, request });
    if (request.productId === 404) throw new CommerceError('no product', 404);
    return {
      data: [],
      meta: {
        average: null,
        count: 0,
        pagination: {
          total: 0,
          count: 0,
          current_page: request.page,
          per_page: request.limit,
          total_pages: 0,
        },
      },
    };
  },
  async createReview(context, review) {
    asked.push({ context, request: review });
    stored.push({ ...review, id: stored.length + 1 });
    return {
      id: stored.length,
      product_id: review.productId,
      rating: review.rating,
      title: review.title,
      message: review.message,
      author: review.author,
      date_created: '2026-11-26T10:00:00.000Z',
    };
  },
};

const CUSTOMERS: Record<string, { id: number; email: string; firstName?: string }> = {
  ada: { id: 42, email: 'ada@example.com', firstName: ' Ada ' },
  nameless: { id: 43, email: 'x@example.com', firstName: '' },
};
const provider: CommerceProvider = createServiceOperations({
  reviews,
  async identify(context) {
    return CUSTOMERS[context.cookies.get('session') ?? ''];
  },
});

async function call(operation: string, args: unknown[], cookie = '') {
  const response = await handleMiddlewareRequest(
    new Request(`http://shop.test/api/bigcommerce/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bigcommerce-channel-id': '1', cookie },
      body: JSON.stringify(args),
    }),
    { providers: { bigcommerce: provider } },
  );
  return { status: response.status, body: await response.json() };
}

const REVIEW = { productId: 101, rating: 4, title: 'Lovely fit', message: 'True to size and soft.' };

describe('the reviews operations', () => {
  it('getProductReviews defaults to page 1 of 10 and refuses an id that is not a positive 32-bit integer', () => {
    const args = operations.getProductReviews.args;
    expect(args.parse([{ productId: 101 }])).toEqual([{ productId: 101, page: 1, limit: 10 }]);
    expect(args.parse([{ productId: '101', page: 2, limit: 50 }])).toEqual([
      { productId: 101, page: 2, limit: 50 },
    ]);
    for (const productId of [0, -1, 1.5, '12a', 2_147_483_648]) {
      expect(args.safeParse([{ productId }]).success).toBe(false);
    }
    expect(args.safeParse([{ productId: 2_147_483_647 }]).success).toBe(true);
    expect(args.safeParse([{ productId: 1, limit: 51 }]).success).toBe(false);
    expect(args.safeParse([{ productId: 1, page: 0 }]).success).toBe(false);
  });

  it('createProductReview trims the text and holds each field to its length', () => {
    const args = operations.createProductReview.args;
    expect(args.parse([{ ...REVIEW, title: '  Lovely fit ', message: ' Soft. ' }])).toEqual([
      { ...REVIEW, title: 'Lovely fit', message: 'Soft.' },
    ]);
    expect(args.safeParse([{ ...REVIEW, title: 'x'.repeat(121) }]).success).toBe(false);
    expect(args.safeParse([{ ...REVIEW, message: 'x'.repeat(2001) }]).success).toBe(false);
    expect(args.safeParse([{ ...REVIEW, title: 'x'.repeat(120), message: 'x'.repeat(2000) }]).success).toBe(
      true,
    );
  });

  it('the result schemas hold a page of at most 50 reviews and an average within the stars', () => {
    const meta = {
      count: 0,
      pagination: { total: 0, count: 0, current_page: 1, per_page: 10, total_pages: 0 },
    };
    const result = operations.getProductReviews.result;
    expect(result.safeParse({ data: [], meta: { ...meta, average: null } }).success).toBe(true);
    expect(result.safeParse({ data: [], meta: { ...meta, average: 4.3 } }).success).toBe(true);
    expect(result.safeParse({ data: [], meta: { ...meta, average: 5.1 } }).success).toBe(false);
  });
});

describe('createServiceOperations: reviews', () => {
  it('answers 400 with the rule’s own text for each field, and sends nothing to the service', async () => {
    asked.length = 0;
    const short = await call('createProductReview', [{ ...REVIEW, title: 'Ok' }]);
    expect(short).toEqual({
      status: 400,
      body: { statusCode: 400, message: `argument 0.title: ${REVIEW_ERRORS.title}` },
    });
    expect(short.body.message).toBe('argument 0.title: Title must be at least 3 characters');
    const blank = await call('createProductReview', [{ ...REVIEW, message: '  no  ' }]);
    expect(blank.body.message).toBe('argument 0.message: Message must be at least 3 characters');
    for (const rating of [0, 6, 3.5, '5', undefined]) {
      const refused = await call('createProductReview', [{ ...REVIEW, rating }]);
      expect(refused).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'argument 0.rating: Please choose a rating from 1 to 5' },
      });
    }
    expect(asked).toEqual([]);
  });

  it('writes a guest’s review as Anonymous and a signed-in customer’s with their first name', async () => {
    asked.length = 0;
    const guest = await call('createProductReview', [REVIEW]);
    expect(guest).toMatchObject({
      status: 200,
      body: { data: { author: 'Anonymous', title: 'Lovely fit' } },
    });
    const ada = await call('createProductReview', [REVIEW], 'session=ada');
    expect(ada.body.data.author).toBe('Ada');
    expect(asked[1]?.context.customer).toEqual(CUSTOMERS.ada);
    const nameless = await call('createProductReview', [REVIEW], 'session=nameless');
    expect(nameless.body.data.author).toBe('Anonymous');
    // An author in the arguments is not the shopper's to choose: it is dropped before the service sees it.
    await call('createProductReview', [{ ...REVIEW, author: 'The Shop' }]);
    expect(asked.at(-1)?.request).toEqual({ ...REVIEW, author: 'Anonymous' });
  });

  it('passes the paging to the service and its 404 through, for the in-process caller too', async () => {
    asked.length = 0;
    const commerce = createServerCaller({ providers: { bigcommerce: provider }, channelId: 2 });
    const answer = await commerce.getProductReviews({ productId: 101, page: 3 });
    expect(answer.meta.pagination).toMatchObject({ current_page: 3, per_page: 10 });
    expect(asked[0]?.request).toEqual({ productId: 101, page: 3, limit: 10 });
    expect(asked[0]?.context.market.code).toBe('eu');
    await expect(commerce.getProductReviews({ productId: 404 })).rejects.toMatchObject({
      statusCode: 404,
      message: 'no product',
    });
  });

  it('answers 501 when no reviews service is given', async () => {
    const none = createServerCaller({
      providers: { bigcommerce: createServiceOperations({ identify: async () => undefined }) },
      channelId: 1,
    });
    await expect(none.getProductReviews({ productId: 101 })).rejects.toMatchObject({ statusCode: 501 });
  });
});

describe('reviewAuthor', () => {
  const uk = marketOf(1);
  const context = (customer?: ServiceContext['customer']): ServiceContext => ({
    channelId: uk.channelId,
    market: uk,
    customer,
  });
  const withName = (firstName?: string) =>
    context({ id: 1, email: 'a@b.co', ...(firstName === undefined ? {} : { firstName }) });

  it('is the first name trimmed, at most 100 characters, else Anonymous', () => {
    expect(reviewAuthor(withName(' Priya '))).toBe('Priya');
    expect(reviewAuthor(withName('   '))).toBe('Anonymous');
    expect(reviewAuthor(withName())).toBe('Anonymous');
    expect(reviewAuthor(context())).toBe('Anonymous');
    expect(reviewAuthor(withName('x'.repeat(150)))).toHaveLength(100);
  });
});
