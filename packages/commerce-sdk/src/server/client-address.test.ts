import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommerceError } from '../errors';
import type { CommerceContext, CommerceProvider } from '../provider';
import { createServerCaller } from './caller';
import { clientAddress, handleMiddlewareRequest } from './handler';
import { createNodeListener } from './node';

// Issue 20 item 11: the client's address reaches the backend (for sign-in throttling), read from X-Forwarded-For
// as only the proxies in front of the server can vouch for it; a throttled answer travels as 429 + Retry-After.

const seen: CommerceContext[] = [];
const backend: CommerceProvider = {
  async getCategoryTree(context) {
    seen.push(context);
    return { data: [] };
  },
  async loginCustomer() {
    throw new CommerceError('Too many sign-in attempts. Please wait 2 minutes and try again.', 429, 120);
  },
};
const providers = { bigcommerce: backend };

function post(operation: string, headers: Record<string, string> = {}, trustedProxies?: number) {
  return handleMiddlewareRequest(
    new Request(`http://shop.test/api/bigcommerce/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: operation === 'loginCustomer' ? '[{"email":"a@example.com","password":"x1234567"}]' : '[]',
    }),
    { providers, ...(trustedProxies === undefined ? {} : { trustedProxies }) },
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('clientAddress', () => {
  it('takes the right-most X-Forwarded-For entry: the one the proxy in front appended', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    // Whatever the client sent comes first; the proxy's entry is last.
    expect(clientAddress('10.0.0.1, 198.51.100.20, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
  });

  it('goes further left past more trusted proxies (WARDROBE_TRUSTED_PROXIES), the left-most at most; 0 ignores it', () => {
    expect(clientAddress('forged, 203.0.113.7, 198.51.100.1', 2)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', 3)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', 0)).toBeUndefined();
    vi.stubEnv('WARDROBE_TRUSTED_PROXIES', '2');
    expect(clientAddress('forged, 203.0.113.7, 198.51.100.1')).toBe('203.0.113.7');
    vi.stubEnv('WARDROBE_TRUSTED_PROXIES', '0');
    expect(clientAddress('203.0.113.7')).toBeUndefined();
    vi.stubEnv('WARDROBE_TRUSTED_PROXIES', 'lots');
    expect(clientAddress('a, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('drops ports, brackets and the IPv4-mapped prefix; anything but an IP address is no address', () => {
    expect(clientAddress('203.0.113.7:5123')).toBe('203.0.113.7');
    expect(clientAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    for (const none of [null, undefined, '', ' , ', 'unknown', '_hidden', 'shop.example']) {
      expect(clientAddress(none)).toBeUndefined();
    }
  });
});

describe('the middleware passes the client address to the backend', () => {
  it('as `clientAddress`, or none without the header', async () => {
    await post('getCategoryTree', { 'x-forwarded-for': 'forged, 203.0.113.7' });
    expect(seen.at(-1)?.clientAddress).toBe('203.0.113.7');
    await post('getCategoryTree', { 'x-forwarded-for': 'forged, 203.0.113.7' }, 2);
    expect(seen.at(-1)?.clientAddress).toBeUndefined();
    await post('getCategoryTree', { 'x-forwarded-for': '198.51.100.4, 203.0.113.7' }, 2);
    expect(seen.at(-1)?.clientAddress).toBe('198.51.100.4');
    await post('getCategoryTree');
    expect(seen.at(-1)).not.toHaveProperty('clientAddress');
  });

  it('in-process callers have no address', async () => {
    await createServerCaller({ providers, channelId: 1 }).getCategoryTree();
    expect(seen.at(-1)).not.toHaveProperty('clientAddress');
  });

  it('the Node listener, as Next, reads the socket’s address when the request has no X-Forwarded-For', async () => {
    const server = createServer(createNodeListener({ providers }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const call = (headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${port}/api/bigcommerce/getCategoryTree`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: '[]',
        });
      await call({});
      expect(seen.at(-1)?.clientAddress).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
      await call({ 'x-forwarded-for': '203.0.113.9' });
      expect(seen.at(-1)?.clientAddress).toBe('203.0.113.9');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('a throttled answer', () => {
  it('is a 429 with Retry-After and the backend’s message', async () => {
    const response = await post('loginCustomer', { 'x-forwarded-for': '203.0.113.7' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(await response.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait 2 minutes and try again.',
      statusCode: 429,
    });
  });
});
