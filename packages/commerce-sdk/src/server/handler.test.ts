import { describe, expect, it, vi } from 'vitest';
import { createCommerceClient } from '../client';
import { CommerceError } from '../errors';
import type { CommerceProvider } from '../provider';
import { createServerCaller } from './caller';
import { handleMiddlewareRequest } from './handler';

// A backend that answers from memory: these tests are about the transport, not about a catalogue.
const tree = [
  {
    id: 1,
    parent_id: 0,
    depth: 0,
    path: [],
    name: 'Womens',
    is_visible: true,
    url: '/womens/',
    children: [],
  },
];
const seenChannels: number[] = [];
const seenCookies: Record<string, string>[] = [];
const backend: CommerceProvider = {
  async getCategoryTree(context) {
    seenChannels.push(context.channelId);
    seenCookies.push(Object.fromEntries(context.cookies));
    context.setCookie('wardrobe-test', 'yes', { httpOnly: true, maxAge: 60 });
    return { data: tree };
  },
};
const providers = { bigcommerce: backend };

function post(path: string, init: { body?: string; headers?: Record<string, string>; method?: string } = {}) {
  return handleMiddlewareRequest(
    new Request(`http://shop.test${path}`, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', host: 'shop.test', ...init.headers },
      ...(init.method === 'GET' ? {} : { body: init.body ?? '[]' }),
    }),
    { providers },
  );
}

describe('handleMiddlewareRequest', () => {
  it('answers 200 with the operation result and its cookies', async () => {
    const response = await post('/api/bigcommerce/getCategoryTree', {
      headers: { 'x-bigcommerce-channel-id': '2' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: tree });
    expect(seenChannels.at(-1)).toBe(2);
    expect(response.headers.get('set-cookie')).toContain('HttpOnly');
  });

  it('falls back to channel 1 when the header is missing, empty or 0', async () => {
    for (const header of [undefined, '', '0']) {
      await post(
        '/api/bigcommerce/getCategoryTree',
        header === undefined ? {} : { headers: { 'x-bigcommerce-channel-id': header } },
      );
      expect(seenChannels.at(-1)).toBe(1);
    }
  });

  it('answers 400 with the spec message for a channel header that is not a number', async () => {
    const response = await post('/api/bigcommerce/getCategoryTree', {
      headers: { 'x-bigcommerce-channel-id': 'uk' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Channel id is not a number.', statusCode: 400 });
  });

  it('answers 404 for an unknown operation', async () => {
    const response = await post('/api/bigcommerce/getEverything');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Unknown method getEverything', statusCode: 404 });
  });

  it('answers 500 for an unknown integration', async () => {
    const response = await post('/api/shopify/getCategoryTree');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Unknown middleware shopify', statusCode: 500 });
  });

  it('answers 405 to anything but POST', async () => {
    const response = await post('/api/bigcommerce/getCategoryTree', { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await response.json()).statusCode).toBe(405);
  });

  it('answers 403 to a cross-site Origin and accepts its own', async () => {
    const foreign = await post('/api/bigcommerce/getCategoryTree', {
      headers: { origin: 'https://evil.test' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Cross-site requests are refused.', statusCode: 403 });
    const own = await post('/api/bigcommerce/getCategoryTree', { headers: { origin: 'http://shop.test' } });
    expect(own.status).toBe(200);
  });

  it('answers 400 when the body is not a JSON array or the arguments fail their schema', async () => {
    const notArray = await post('/api/bigcommerce/getCategoryTree', { body: '{"a":1}' });
    expect(notArray.status).toBe(400);
    expect((await notArray.json()).message).toBe('The request body must be a JSON array of arguments.');
    const tooMany = await post('/api/bigcommerce/getCategoryTree', { body: '[1]' });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toMatch(/expected|too/i);
  });

  it("normalises a backend's error to its status and message", async () => {
    const failing = {
      bigcommerce: {
        async getCategoryTree() {
          throw Object.assign(new Error('no categories'), { status: 404 });
        },
      },
    } satisfies Record<string, CommerceProvider>;
    const response = await handleMiddlewareRequest(
      new Request('http://shop.test/api/bigcommerce/getCategoryTree', { method: 'POST', body: '[]' }),
      {
        providers: failing,
      },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no categories', statusCode: 404 });
  });

  it('answers a busy backend 503 with its message and Retry-After, from any copy of CommerceError', async () => {
    // A backend loaded as a server external package (the sandbox in Next) throws its own copy of the class.
    class OtherCopyOfCommerceError extends Error {
      override readonly name = 'CommerceError';
      constructor(
        message: string,
        readonly statusCode: number,
        readonly retryAfterSeconds?: number,
      ) {
        super(message);
      }
    }
    for (const error of [
      new CommerceError('The shop is busy right now.', 503, 2),
      new OtherCopyOfCommerceError('The shop is busy right now.', 503, 2),
    ]) {
      const busy = {
        bigcommerce: {
          async getCategoryTree(): Promise<never> {
            throw error;
          },
        },
      } satisfies Record<string, CommerceProvider>;
      const response = await handleMiddlewareRequest(
        new Request('http://shop.test/api/bigcommerce/getCategoryTree', { method: 'POST', body: '[]' }),
        { providers: busy },
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toEqual({ message: 'The shop is busy right now.', statusCode: 503 });
    }
  });

  it('answers an unexpected failure with the general text, never its details, and logs them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const broken = {
        bigcommerce: {
          async getCategoryTree(): Promise<never> {
            throw new Error('relation "categories" does not exist at /srv/app/db.ts:12');
          },
        },
      } satisfies Record<string, CommerceProvider>;
      const response = await handleMiddlewareRequest(
        new Request('http://shop.test/api/bigcommerce/getCategoryTree', { method: 'POST', body: '[]' }),
        { providers: broken },
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        message: 'An error occured. Please try again later.',
        statusCode: 500,
      });
      expect(String(logged.mock.calls[0]?.[0])).toContain('relation \\"categories\\" does not exist');
    } finally {
      logged.mockRestore();
    }
  });
});

describe('createCommerceClient and createServerCaller', () => {
  it('call the middleware in-process with typed results and surface set cookies', async () => {
    const cookies: string[] = [];
    const caller = createServerCaller({ providers, channelId: 3, onSetCookie: (c) => cookies.push(c) });
    await expect(caller.getCategoryTree()).resolves.toEqual({ data: tree });
    expect(seenChannels.at(-1)).toBe(3);
    expect(cookies[0]).toMatch(/^wardrobe-test=yes/);
  });

  it('send a cookie one call set with the next call of the same server caller, as a browser would', async () => {
    const caller = createServerCaller({ providers, channelId: 1, cookieHeader: 'wardrobe-cart-1-GBP=abc' });
    await caller.getCategoryTree();
    expect(seenCookies.at(-1)).toEqual({ 'wardrobe-cart-1-GBP': 'abc' });
    await caller.getCategoryTree();
    expect(seenCookies.at(-1)).toEqual({ 'wardrobe-cart-1-GBP': 'abc', 'wardrobe-test': 'yes' });
  });

  it('give the server caller fresh JSON each call, as the browser gets, and its errors as CommerceError', async () => {
    const caller = createServerCaller({ providers, channelId: 1 });
    const first = await caller.getCategoryTree();
    const second = await caller.getCategoryTree();
    expect(first).toEqual(second);
    expect(first.data).not.toBe(second.data);
    expect(first.data[0]).not.toBe(tree[0]);
    const failing = createServerCaller({ providers, channelId: 1, integration: 'nope' });
    const error = await failing.getCategoryTree().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ message: 'Unknown middleware nope', statusCode: 500 });
  });

  it('throw CommerceError with the answer’s message and status', async () => {
    const client = createCommerceClient({
      baseUrl: 'http://shop.test/api',
      channelId: 1,
      integration: 'nope',
      fetch: async (input, init) => handleMiddlewareRequest(new Request(input, init), { providers }),
    });
    const error = await client.getCategoryTree().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ message: 'Unknown middleware nope', statusCode: 500 });
  });
});
