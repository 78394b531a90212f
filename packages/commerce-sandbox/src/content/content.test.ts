import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_PREVIEW_COOKIE } from '@wardrobe/commerce-sdk/server';
import { DEFAULT_CONTENT_STAGING_DOMAIN } from '@wardrobe/domain-rules';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import { defaultContentDir } from './directory';

/**
 * The content service as the storefront and other apps reach it: through the middleware over HTTP
 * (getContentByKey, getContentById, filterContent), the market from the channel, the preview from the cookie.
 * The content folder is a copy of the shipped one with a few broken entries added.
 */
const OFFER = 'https://schema.wardrobe.shop/site/good-stuff-offer';
const NOT_FOUND = { message: 'Not found', statusCode: 404 };
const BROKEN_ID = '7b0c6a52-0000-4000-8000-0000000ff001';
const LOOP_ID = '7b0c6a52-0000-4000-8000-0000000ff003';
const HERO_ID = '7b0c6a52-0000-4000-8000-000000000101';

let server: SandboxServer;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'wardrobe-content-'));
  cpSync(defaultContentDir(), directory, { recursive: true });
  // A banner without its required text, a file that is not JSON, and an entry of a type nobody knows.
  writeFileSync(
    join(directory, 'uk/broken-banner.json'),
    JSON.stringify({
      _meta: {
        schema: 'https://schema.wardrobe.shop/blocks/large-text-banner',
        name: 'Broken banner',
        deliveryId: BROKEN_ID,
        deliveryKey: 'uk/broken-banner',
      },
      textColour: 'Black',
    }),
  );
  writeFileSync(join(directory, 'uk/half-saved.json'), '{ "_meta": { "schema": ');
  writeFileSync(
    join(directory, 'uk/mystery.json'),
    JSON.stringify({
      _meta: {
        schema: 'https://schema.wardrobe.shop/blocks/not-a-block',
        deliveryId: '7b0c6a52-0000-4000-8000-0000000ff002',
        deliveryKey: 'uk/mystery',
      },
    }),
  );
  // A page linking itself (a cycle), an entry that does not exist, and a published banner.
  const link = (id: string) => ({
    _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
    contentType: 'https://schema.wardrobe.shop/blocks/large-text-banner',
    id,
  });
  writeFileSync(
    join(directory, 'uk/loop-page.json'),
    JSON.stringify({
      _meta: {
        schema: 'https://schema.wardrobe.shop/pages/home',
        deliveryId: LOOP_ID,
        deliveryKey: 'uk/loop-page',
      },
      blocks: [link(LOOP_ID), link('00000000-0000-4000-8000-000000000000'), link(HERO_ID)],
    }),
  );
  server = await startSandboxServer({ contentDir: directory });
});

afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const byKey = (shopper: Shopper, key: string, channelId = 1) =>
  shopper.call('getContentByKey', [{ key }], { channelId });

describe('content by key', () => {
  it('answers the same key with each market’s own entry, by channel', async () => {
    const shopper = server.shopper();
    const expected = [
      { channelId: 1, key: 'uk/benefit-bar', price: '£75' },
      { channelId: 2, key: 'eu/benefit-bar', price: '€85' },
      { channelId: 3, key: 'us/benefit-bar', price: '$95' },
    ];
    for (const { channelId, key, price } of expected) {
      const answer = await byKey(shopper, 'benefit-bar', channelId);
      expect(answer.status).toBe(200);
      expect(answer.body.content._meta.deliveryKey).toBe(key);
      expect(answer.body.content.messages[0].text).toBe(`A free tote bag when you spend ${price}`);
    }
  });

  it('finds nested keys, and answers 404 Not found for a key that is not there', async () => {
    const shopper = server.shopper();
    const listing = await byKey(shopper, 'my-account/your-good-stuff', 2);
    expect(listing.body.content._meta.deliveryKey).toBe('eu/my-account/your-good-stuff');
    expect(await byKey(shopper, 'no-such-entry')).toMatchObject({ status: 404, body: NOT_FOUND });
    // The UK's entry is not the EU's: keys never cross markets.
    expect(await byKey(shopper, 'broken-banner', 2)).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it('refuses a key that is not a delivery key before it reaches the files', async () => {
    const answer = await byKey(server.shopper(), '../package');
    expect(answer.status).toBe(400);
  });
});

describe('linked entries', () => {
  it('come inlined: the offers panel holds its three offers, the home page its banners', async () => {
    const shopper = server.shopper();
    const panel = (await byKey(shopper, 'good-stuff-side-offers')).body.content;
    expect(panel.heading).toBe('Your Offers');
    expect(panel.offers.map((o: { title: string }) => o.title)).toEqual([
      'Your welcome treat',
      '15% off dresses',
      'Free delivery',
    ]);
    expect(panel.offers.map((o: { _meta: { deliveryKey: string } }) => o._meta.deliveryKey)).toEqual([
      'uk/good-stuff/offers/welcome-treat',
      'uk/good-stuff/offers/members-fifteen',
      'uk/good-stuff/offers/free-delivery',
    ]);
    expect(panel.offers[0].description).toBe(
      '£10 off when you spend £50 or more. Our thanks for joining Good Stuff.',
    );

    // The banners are linked entries; the showcase's blocks between them are inline (showcase.ts).
    const home = (await byKey(shopper, 'home', 3)).body.content;
    const banners = home.blocks.filter((b: { _meta: { schema: string } }) =>
      b._meta.schema.endsWith('/large-text-banner'),
    );
    expect(banners.map((b: { text: string }) => b.text)).toEqual([
      'Winter {~Good Stuff~}, shipped to the USA and Canada',
      'Prices in US dollars',
    ]);
  });

  it('leave out a link that cannot be inlined (a cycle, a missing entry) and say so in one line', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await byKey(server.shopper(), 'loop-page');
    expect(page.status).toBe(200);
    expect(
      page.body.content.blocks.map((b: { _meta: { deliveryId: string } }) => b._meta.deliveryId),
    ).toEqual([HERO_ID]);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warnings.mock.calls[0]?.[0]))).toMatchObject({
      event: 'content-link-unresolved',
      key: 'uk/loop-page',
      links: [
        { id: LOOP_ID, reason: 'cycle' },
        { id: '00000000-0000-4000-8000-000000000000', reason: 'missing' },
      ],
    });
  });

  it('by delivery id, inlined the same way', async () => {
    const shopper = server.shopper();
    const panel = (await byKey(shopper, 'good-stuff-side-offers', 2)).body.content;
    const answer = await shopper.call('getContentById', [{ id: panel._meta.deliveryId }], { channelId: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual(panel);
    const missing = await shopper.call('getContentById', [{ id: '00000000-0000-4000-8000-000000000000' }]);
    expect(missing).toMatchObject({ status: 404, body: NOT_FOUND });
  });
});

describe('filter', () => {
  it('by schema, within the channel’s market, in delivery key order, a page at a time', async () => {
    const shopper = server.shopper();
    const request = { filterBy: [{ path: '/_meta/schema', value: OFFER }], page: { size: 2 } };
    const first = await shopper.call('filterContent', [request], { channelId: 2 });
    expect(first.status).toBe(200);
    const keys = (answer: typeof first) =>
      answer.body.responses.map(
        (r: { content: { _meta: { deliveryKey: string } } }) => r.content._meta.deliveryKey,
      );
    expect(keys(first)).toEqual([
      'eu/good-stuff/offers/free-delivery',
      'eu/good-stuff/offers/members-fifteen',
    ]);
    expect(first.body.page.responseCount).toBe(2);
    expect(typeof first.body.page.nextCursor).toBe('string');

    const second = await shopper.call(
      'filterContent',
      [{ ...request, page: { size: 2, cursor: first.body.page.nextCursor } }],
      { channelId: 2 },
    );
    expect(keys(second)).toEqual(['eu/good-stuff/offers/welcome-treat']);
    expect(second.body.page).toEqual({ responseCount: 1 });

    const bad = await shopper.call('filterContent', [{ ...request, page: { size: 2, cursor: 'not-ours' } }]);
    expect(bad.status).toBe(400);
  });

  it('by a field’s path and by schema together, sorted by a sortable field', async () => {
    const shopper = server.shopper();
    const dresses = await shopper.call('filterContent', [
      {
        filterBy: [
          { path: '/_meta/schema', value: OFFER },
          { path: '/title', value: '15% off dresses' },
        ],
      },
    ]);
    expect(dresses.body.responses).toHaveLength(1);
    expect(dresses.body.responses[0].content._meta.deliveryKey).toBe('uk/good-stuff/offers/members-fifteen');

    const latestFirst = await shopper.call(
      'filterContent',
      [{ filterBy: [{ path: '/_meta/schema', value: OFFER }], sortBy: { key: 'validUntil', order: 'DESC' } }],
      { channelId: 3 },
    );
    expect(
      latestFirst.body.responses.map((r: { content: { validUntil: string } }) => r.content.validUntil),
    ).toEqual(['2027-03-31', '2027-02-28', '2027-01-31']);
    const unknownSort = await shopper.call('filterContent', [
      { filterBy: [{ path: '/_meta/schema', value: OFFER }], sortBy: { key: 'price' } },
    ]);
    expect(unknownSort.status).toBe(400);
  });

  it('leaves out entries that fail their content type, and answers an empty page when nothing matches', async () => {
    const shopper = server.shopper();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const banners = await shopper.call('filterContent', [
      {
        filterBy: [{ path: '/_meta/schema', value: 'https://schema.wardrobe.shop/blocks/large-text-banner' }],
      },
    ]);
    const keys = banners.body.responses.map(
      (r: { content: { _meta: { deliveryKey: string } } }) => r.content._meta.deliveryKey,
    );
    expect(keys).toEqual(['uk/home-delivery-note', 'uk/home-hero-banner']);
    const none = await shopper.call('filterContent', [{ filterBy: [{ path: '/category', value: 'Red' }] }]);
    expect(none.body).toEqual({ responses: [], page: { responseCount: 0 } });
  });
});

describe('preview', () => {
  const validHost = `1abc2def.${DEFAULT_CONTENT_STAGING_DOMAIN}`;

  it('serves unpublished content to a valid preview host from the cookie', async () => {
    const shopper = server.shopper();
    shopper.cookies.set(CONTENT_PREVIEW_COOKIE, validHost);
    const home = await byKey(shopper, 'home');
    expect(home.status).toBe(200);
    expect(home.body.content.blocks[0].text).toBe('Preview: the spring edit arrives in March');
    expect(home.body.content.blocks).toHaveLength(3);
    const stagingOnly = await byKey(shopper, 'home-spring-preview');
    expect(stagingOnly.body.content._meta.deliveryKey).toBe('uk/home-spring-preview');
    // Published entries are still there, under the staged ones.
    expect((await byKey(shopper, 'footer')).status).toBe(200);
  });

  it('serves published content only without the cookie', async () => {
    const shopper = server.shopper();
    const home = await byKey(shopper, 'home');
    expect(home.body.content.blocks[0].text).toBe('Winter {~Good Stuff~} has landed');
    expect(home.body.content.blocks).toHaveLength(5);
    expect(await byKey(shopper, 'home-spring-preview')).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it('refuses a preview host off the staging domain with 400 Invalid amplience staging domain', async () => {
    for (const host of [
      'evil.example',
      `evil.example/x.${DEFAULT_CONTENT_STAGING_DOMAIN}`,
      `evil${DEFAULT_CONTENT_STAGING_DOMAIN}`,
    ]) {
      const shopper = server.shopper();
      shopper.cookies.set(CONTENT_PREVIEW_COOKIE, host);
      const refused = { status: 400, body: { message: 'Invalid amplience staging domain', statusCode: 400 } };
      expect(await byKey(shopper, 'home'), host).toMatchObject(refused);
      expect(
        await shopper.call('filterContent', [{ filterBy: [{ path: '/_meta/schema', value: OFFER }] }]),
      ).toMatchObject(refused);
    }
  });
});

describe('an entry that cannot be served', () => {
  const logLines = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);

  it('is answered 404 Not found with exactly one log line that says which and why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await byKey(server.shopper(), 'broken-banner');
    expect(answer).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(logLines(errors)).toEqual([
      {
        level: 'error',
        event: 'content-entry-invalid',
        key: 'uk/broken-banner',
        id: BROKEN_ID,
        schema: 'https://schema.wardrobe.shop/blocks/large-text-banner',
        file: 'uk/broken-banner.json',
        reason: 'text: The banner needs text',
      },
    ]);
    errors.mockClear();
    expect(await server.shopper().call('getContentById', [{ id: BROKEN_ID }])).toMatchObject({ status: 404 });
    expect(logLines(errors)).toHaveLength(1);
  });

  it('is answered missing when its file is not JSON or its type is unknown, never as a crash', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await byKey(server.shopper(), 'half-saved')).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await byKey(server.shopper(), 'mystery')).toMatchObject({ status: 404, body: NOT_FOUND });
    const [unreadable, unknown] = logLines(errors);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(unreadable).toMatchObject({ event: 'content-entry-invalid', key: 'uk/half-saved', id: null });
    expect(String(unreadable?.reason)).toMatch(/^The file is not JSON/);
    expect(unknown).toMatchObject({
      event: 'content-entry-invalid',
      key: 'uk/mystery',
      reason: 'No content type https://schema.wardrobe.shop/blocks/not-a-block is known',
    });
  });

  it('logs nothing for a key that is simply not there', async () => {
    const errors = vi.spyOn(console, 'error');
    expect(await byKey(server.shopper(), 'never-written')).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(errors).not.toHaveBeenCalled();
  });
});
