import type { Product, SizeSamplingResult } from '@wardrobe/commerce-sdk';
import { sortSizes } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';

// The size-fit widget's sizeSampling (spec 001 §3, §7) through the middleware, on the seeded catalogue.
let server: SandboxServer;
let shopper: Shopper;

beforeAll(async () => {
  server = await startSandboxServer();
  shopper = server.shopper();
}, 60_000);
afterAll(() => server.close());

/** Straight Cropped Jeans: sizes and lengths (Regular, Long, Short). */
const JEANS = 196;

const ask = (overrides: Record<string, unknown> = {}, answers: Record<string, unknown> = {}) => [
  {
    userId: 'anon-0d4f1c2e',
    locale: 'en_GB',
    productId: JEANS,
    colour: 'Mid Wash',
    ...overrides,
    answers: { usualSize: '12', fit: 'regular', ...answers },
  },
];

async function sizesOf(id: number, colour: string) {
  const answer = await shopper.call('getProductById', [{ entityId: id, includeOptions: true }]);
  const product = answer.body.data as Product;
  const label = (v: Product['variants'][number], name: string) =>
    v.option_values.find((o) => o.option_display_name === name)?.label;
  const sizes = product.variants
    .filter((v) => !v.purchasing_disabled && label(v, 'Color') === colour)
    .flatMap((v) => label(v, 'Size') ?? []);
  return sortSizes([...new Set(sizes)]);
}

describe('sizeSampling', () => {
  it('recommends one of the product’s sizes, with a reason, for each of the three locales', async () => {
    const sizes = await sizesOf(JEANS, 'Mid Wash');
    expect(sizes.length).toBeGreaterThan(2);
    const usual = sizes[Math.floor(sizes.length / 2)] as string;
    for (const [locale, channelId] of [
      ['en_GB', 1],
      ['en_EU', 2],
      ['en_US', 3],
    ] as const) {
      const answer = await shopper.call<SizeSamplingResult>(
        'sizeSampling',
        ask({ locale }, { usualSize: usual }),
        {
          channelId,
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.locale).toBe(locale);
      expect(answer.body.data.sizes).toEqual(sizes);
      expect(sizes).toContain(answer.body.data.size);
      expect(answer.body.data.reason).toMatch(/usual/);
    }
  });

  it('recommends no smaller a size for more room, and a length for the height', async () => {
    const sizes = await sizesOf(JEANS, 'Mid Wash');
    const usual = sizes[Math.floor(sizes.length / 2)] as string;
    const sizeFor = async (fit: string) => {
      const answer = await shopper.call('sizeSampling', ask({}, { usualSize: usual, fit }));
      return sizes.indexOf(answer.body.data.size);
    };
    const [tighter, regular, looser] = [
      await sizeFor('tighter'),
      await sizeFor('regular'),
      await sizeFor('looser'),
    ];
    expect(tighter).toBeLessThan(regular + 1);
    expect(looser).toBeGreaterThan(regular - 1);
    expect(looser - tighter).toBe(2);
    const tall = await shopper.call('sizeSampling', ask({}, { usualSize: usual, height: 'taller' }));
    expect(tall.body.data.length).toBe('Long');
    expect(tall.body.data.reason).toMatch(/the Long length\.$/);
  });

  it('answers 404 for an unknown product or colour, 400 for a bad locale or a product without sizes', async () => {
    expect((await shopper.call('sizeSampling', ask({ productId: 999_999 }))).body).toEqual({
      statusCode: 404,
      message: 'no product',
    });
    expect((await shopper.call('sizeSampling', ask({ colour: 'Purple' }))).status).toBe(404);
    const badLocale = await shopper.call('sizeSampling', ask({ locale: 'en_DE' }));
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.message).toMatch(/locale/);
    // A product with no Size option at all (a one-size style has the size `Regular`: it gets that one).
    const sizeless = await server.sandbox.db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.is_visible', '=', true)
      .where('p.purchasing_disabled', '=', false)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('product_options as o')
              .select('o.id')
              .whereRef('o.product_id', '=', 'p.id')
              .where('o.display_name', '=', 'Size'),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const noSizes = await shopper.call('sizeSampling', ask({ productId: sizeless.id, colour: undefined }));
    expect(noSizes).toMatchObject({
      status: 400,
      body: { message: 'This product has no sizes to choose from.' },
    });
  });

  it('takes a customer id only from the signed-in customer it names', async () => {
    const { shopper: ada, customerId } = await server.signedInShopper('size-fit-ada@example.com');
    expect((await shopper.call('sizeSampling', ask({ userId: String(customerId) }))).status).toBe(403);
    expect((await ada.call('sizeSampling', ask({ userId: String(customerId + 1) }))).status).toBe(403);
    expect((await ada.call('sizeSampling', ask({ userId: String(customerId) }))).status).toBe(200);
  });
});
