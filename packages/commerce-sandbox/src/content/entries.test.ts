import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { SITE_CONTENT_KEYS, validateContentEntry } from '@wardrobe/content-blocks/schemas';
import { DEFAULT_CONTENT_STAGING_DOMAIN, MARKETS } from '@wardrobe/domain-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultContentDir } from './directory';
import { CONTENT_LINK_SCHEMA, CONTENT_REFERENCE_SCHEMA } from './links';
import { createContentService } from './service';
import { STAGING_FOLDER } from './store';

/**
 * The entries the sandbox ships, as its content service serves them: no file may be silently invalid (each one
 * would be answered as missing and only logged), and every key the site frame fetches exists in every market.
 */
const directory = defaultContentDir();
const content = createContentService({ directory });
const preview = { previewHost: `hub.${DEFAULT_CONTENT_STAGING_DOMAIN}` };
const files = (readdirSync(directory, { recursive: true }) as string[])
  .map((name) => name.split(sep).join('/'))
  .filter((name) => name.endsWith('.json'))
  .sort();
const OFFER_KEYS = [
  'good-stuff/offers/welcome-treat',
  'good-stuff/offers/members-fifteen',
  'good-stuff/offers/free-delivery',
];

afterEach(() => {
  vi.restoreAllMocks();
});

/** Nothing in an inlined entry is still a link. */
function linksLeft(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + linksLeft(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  const schema = (value as { _meta?: { schema?: unknown } })._meta?.schema;
  if (schema === CONTENT_LINK_SCHEMA || schema === CONTENT_REFERENCE_SCHEMA) return 1;
  return Object.values(value).reduce((n: number, inner) => n + linksLeft(inner), 0);
}

describe('the content entries the sandbox ships', () => {
  it('serves every file, published and staging, valid and fully inlined, without a log line', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const staging = file.startsWith(`${STAGING_FOLDER}/`);
      const key = file.slice(staging ? STAGING_FOLDER.length + 1 : 0, -'.json'.length);
      const entry = await content.getByKey(key, staging ? preview : undefined);
      expect(entry?._meta.deliveryKey, file).toBe(key);
      expect(validateContentEntry(entry).ok, file).toBe(true);
      expect(linksLeft(entry), file).toBe(0);
    }
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('gives every published entry its own delivery id, found again by id', async () => {
    const ids = new Map<string, string>();
    for (const file of files.filter((f) => !f.startsWith(`${STAGING_FOLDER}/`))) {
      const entry = await content.getByKey(file.slice(0, -'.json'.length));
      const id = entry?._meta.deliveryId as string;
      expect(ids.get(id), `${file} repeats the id of ${ids.get(id)}`).toBeUndefined();
      ids.set(id, file);
      expect((await content.getById(id))?._meta.deliveryKey).toBe(entry?._meta.deliveryKey);
    }
  });

  for (const market of MARKETS) {
    it(`${market.contentPrefix}: every site key of spec 001 §7, the three offers and the home page`, async () => {
      for (const [key, schema] of Object.entries(SITE_CONTENT_KEYS)) {
        const entry = await content.getByKey(`${market.contentPrefix}${key}`);
        expect(entry?._meta.schema, key).toBe(schema);
      }
      for (const key of OFFER_KEYS) {
        const offer = await content.getByKey(`${market.contentPrefix}${key}`);
        expect(offer?._meta.schema, key).toBe('https://schema.wardrobe.shop/site/good-stuff-offer');
      }
      const home = await content.getByKey(`${market.contentPrefix}home`);
      const blocks = home?.blocks as { _meta: { deliveryKey?: string; name: string } }[];
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        // Linked entries keep their market's key; the showcase's inline blocks have none (showcase.ts).
        if (block._meta.deliveryKey !== undefined)
          expect(block._meta.deliveryKey.startsWith(market.contentPrefix)).toBe(true);
        expect(validateContentEntry(block).ok, block._meta.name).toBe(true);
      }
    });
  }

  it('writes prices in the market’s currency and links inside the market', async () => {
    const signs = { 'uk/': '£', 'eu/': '€', 'us/': '$' } as const;
    for (const market of MARKETS) {
      const offer = await content.getByKey(`${market.contentPrefix}good-stuff/offers/welcome-treat`);
      expect(offer?.description).toContain(signs[market.contentPrefix]);
      for (const other of Object.values(signs).filter((s) => s !== signs[market.contentPrefix])) {
        expect(offer?.description).not.toContain(other);
      }
      const nav = JSON.stringify(await content.getByKey(`${market.contentPrefix}desktop-navigation`));
      const urls = [...nav.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
      expect(urls.length).toBeGreaterThan(20);
      for (const url of urls) expect(url.startsWith(`${market.prefix}/browse/`), url).toBe(true);
    }
  });

  it('answers missing for unknown keys and for keys that try to leave the content folder', async () => {
    for (const key of [
      'uk/nothing-here',
      '../package',
      'uk/../../package',
      '/etc/passwd',
      'UK/home',
      '',
      `${STAGING_FOLDER}/uk/home`,
    ]) {
      await expect(content.getByKey(key)).resolves.toBeUndefined();
    }
  });

  it('keeps unpublished entries out of a request without a preview', async () => {
    await expect(content.getByKey('uk/home-spring-preview')).resolves.toBeUndefined();
    expect(join(directory, STAGING_FOLDER)).toContain(STAGING_FOLDER);
  });
});
