import { expect, test } from '@playwright/test';

// The middleware over real HTTP, as the browser client and other apps call it.
test.describe('POST /api/bigcommerce/{operation}', () => {
  test('getCategoryTree answers the seeded tree for the channel', async ({ request, baseURL }) => {
    const response = await request.post('/api/bigcommerce/getCategoryTree', {
      data: [],
      headers: { 'x-bigcommerce-channel-id': '2', origin: baseURL as string },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['Womens', 'Mens', 'Home', 'Gifts']);
  });

  test('answers the contract errors', async ({ request }) => {
    const cases: { url: string; headers: Record<string, string>; status: number; message: string }[] = [
      {
        url: '/api/bigcommerce/getCategoryTree',
        headers: { 'x-bigcommerce-channel-id': 'abc' },
        status: 400,
        message: 'Channel id is not a number.',
      },
      {
        url: '/api/bigcommerce/noSuchThing',
        headers: {},
        status: 404,
        message: 'Unknown method noSuchThing',
      },
      {
        url: '/api/nowhere/getCategoryTree',
        headers: {},
        status: 500,
        message: 'Unknown middleware nowhere',
      },
      {
        url: '/api/bigcommerce/getCategoryTree',
        headers: { origin: 'https://evil.example' },
        status: 403,
        message: 'Cross-site requests are refused.',
      },
    ];
    for (const c of cases) {
      const response = await request.post(c.url, { data: [], headers: c.headers });
      expect(response.status(), c.url).toBe(c.status);
      expect(await response.json()).toEqual({ message: c.message, statusCode: c.status });
    }
    const get = await request.get('/api/bigcommerce/getCategoryTree');
    expect(get.status()).toBe(405);
  });
});
