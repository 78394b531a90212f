import { describe, expect, it } from 'vitest';
import type { CommerceProvider } from '../provider';
import type { SizeFitService, StylingService, WidgetContext } from '../services';
import { handleMiddlewareRequest } from './handler';
import { createServiceOperations } from './services';

// The mapping layer of the product-page widgets (styling, size-fit): what reaches a service and what is refused
// before it. The services record what they were asked; the sandbox's real ones are tested in the sandbox.
const asked: { operation: string; context: WidgetContext; request: unknown }[] = [];
const HASH = 'a'.repeat(64);

const styling: StylingService = {
  async outfits(context, request) {
    asked.push({ operation: 'outfits', context, request });
    return {
      data: { productId: request.productId, colour: 'Black', personalised: false, outfits: [] },
    };
  },
};
const sizeFit: SizeFitService = {
  async sizeSampling(context, request) {
    asked.push({ operation: 'sizeSampling', context, request });
    return {
      data: {
        productId: request.productId,
        locale: request.locale,
        size: 'M',
        reason: 'Usual',
        sizes: ['M'],
      },
    };
  },
};
const provider: CommerceProvider = createServiceOperations({
  styling,
  sizeFit,
  async identify(context) {
    return context.cookies.get('session') === 'ada' ? { id: 42, email: 'ada@example.com' } : undefined;
  },
});

async function call(operation: string, args: unknown[], { channel = '1', cookie = '' } = {}) {
  const response = await handleMiddlewareRequest(
    new Request(`http://shop.test/api/bigcommerce/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bigcommerce-channel-id': channel, cookie },
      body: JSON.stringify(args),
    }),
    { providers: { bigcommerce: provider } },
  );
  return { status: response.status, body: await response.json() };
}

describe('getStylingOutfits', () => {
  it('hands the service the market and the hashed id only, never the signed-in customer', async () => {
    asked.length = 0;
    const answer = await call('getStylingOutfits', [{ productId: 7, customerId: HASH }], {
      channel: '3',
      cookie: 'session=ada',
    });
    expect(answer.status).toBe(200);
    expect(asked[0]?.request).toEqual({ productId: 7, customerId: HASH });
    expect(asked[0]?.context.market.code).toBe('us');
    expect(asked[0]?.context).not.toHaveProperty('customer');
  });

  it('refuses a customer id that is not a SHA-256 hex digest (a raw id never reaches the service)', async () => {
    asked.length = 0;
    for (const customerId of ['42', 'A'.repeat(64), 'a'.repeat(63)]) {
      const answer = await call('getStylingOutfits', [{ productId: 7, customerId }]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/customerId/);
    }
    expect(asked).toEqual([]);
  });
});

describe('sizeSampling', () => {
  const ask = (userId: string, locale = 'en_GB') => [
    { userId, locale, productId: 7, answers: { usualSize: 'M', fit: 'regular' } },
  ];

  it('takes the three locale codes of spec 001 §3 and refuses another with 400', async () => {
    asked.length = 0;
    for (const locale of ['en_GB', 'en_US', 'en_EU'])
      expect((await call('sizeSampling', ask('anon-1', locale))).status).toBe(200);
    for (const locale of ['en', 'en_DE', 'en-GB']) {
      const answer = await call('sizeSampling', ask('anon-1', locale));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/locale/);
    }
    expect(asked).toHaveLength(3);
  });

  it('lets an anonymous id through, and a customer id only when it is the signed-in customer’s', async () => {
    asked.length = 0;
    expect((await call('sizeSampling', ask('42'))).status).toBe(403);
    expect((await call('sizeSampling', ask('7', 'en_GB'), { cookie: 'session=ada' })).status).toBe(403);
    expect(asked).toEqual([]);
    expect((await call('sizeSampling', ask('42'), { cookie: 'session=ada' })).status).toBe(200);
    expect(asked[0]?.request).toMatchObject({ userId: '42', locale: 'en_GB' });
    expect(asked[0]?.context).not.toHaveProperty('customer');
  });

  it('refuses answers outside the questions', async () => {
    const [args] = ask('anon-1');
    const bad = { ...args, answers: { usualSize: 'M', fit: 'baggy' } };
    expect((await call('sizeSampling', [bad])).status).toBe(400);
  });
});
