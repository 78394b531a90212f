import { CommerceError } from '@wardrobe/commerce-sdk';
import { siteSchemaId } from '@wardrobe/content-blocks/schemas';
import { MARKETS } from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const contentByKey = vi.fn();
vi.mock('./content', () => ({ contentByKey: (...args: unknown[]) => contentByKey(...args) }));
const { SiteContentError, siteEntries } = await import('./site-content');

const uk = MARKETS.find((market) => market.market === 'UK') as (typeof MARKETS)[number];
const meta = (type: string) => ({
  schema: siteSchemaId(type),
  name: type,
  deliveryKey: `uk/${type}`,
  deliveryId: 'a1b2c3d4-0000-4000-8000-00000000e001',
});
// The package root loads its styles, which plain Node cannot: raw entries as the content service serves them.
const appHeaderFixtures = { default: { _meta: meta('app-header') } };
const footerFixtures = {
  default: {
    _meta: meta('footer'),
    columns: [{ title: 'Help', links: [{ text: 'Delivery', link: '/delivery' }] }],
  },
};
let logged: string[];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
  vi.spyOn(console, 'warn').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  contentByKey.mockReset();
});

/** The content service answering `answers[key]` (a value, or an error to throw) for each frame key. */
function answer(answers: Record<string, unknown>) {
  contentByKey.mockImplementation(async (_market: unknown, key: string) => {
    const value = answers[key];
    if (value instanceof Error) throw value;
    return value;
  });
}

describe('siteEntries (spec 001 §7, §8)', () => {
  it('reads every frame entry by its key, published only, and parses it (defaults applied)', async () => {
    answer({ 'app-header': appHeaderFixtures.default, footer: footerFixtures.default });
    const entries = await siteEntries(uk);
    expect(contentByKey).toHaveBeenCalledWith(uk, 'desktop-navigation', { preview: false });
    expect(contentByKey).toHaveBeenCalledWith(uk, 'good-stuff-side-sign-in', { preview: false });
    expect(contentByKey).toHaveBeenCalledTimes(8);
    expect(entries.footer?.quisasBoxText).toBe("Sometimes it's good to get lost in the details");
    expect(entries['app-header']?.transparentHomeHeader).toBeTypeOf('boolean');
  });

  it('fails the page for a 500 on desktop or mobile navigation, logging the status', async () => {
    answer({ 'desktop-navigation': new CommerceError('Down', 500) });
    await expect(siteEntries(uk)).rejects.toBeInstanceOf(SiteContentError);
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ event: 'site-content-failed', key: 'desktop-navigation', status: 500 }),
    );
    answer({ 'mobile-navigation': Object.assign(new Error('Gateway'), { status: 503 }) });
    await expect(siteEntries(uk)).rejects.toMatchObject({ key: 'mobile-navigation', status: 503 });
  });

  it('gives empty content for footer and locale image failures and for missing entries, each logged', async () => {
    answer({
      footer: new CommerceError('Down', 500),
      'locale-selector-image': new Error('socket hang up'),
      'app-header': appHeaderFixtures.default,
    });
    const entries = await siteEntries(uk);
    expect(entries.footer).toBeUndefined();
    expect(entries['locale-selector-image']).toBeUndefined();
    expect(entries['app-header']).toBeDefined();
    const lines = logged.map((line) => JSON.parse(line));
    expect(lines).toContainEqual(expect.objectContaining({ key: 'footer', status: 500 }));
    expect(lines).toContainEqual(expect.objectContaining({ key: 'locale-selector-image', status: 500 }));
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'site-content-missing', key: 'desktop-navigation', status: 404 }),
    );
  });

  it('leaves out an entry of another content type than its key holds', async () => {
    answer({ footer: appHeaderFixtures.default });
    expect((await siteEntries(uk)).footer).toBeUndefined();
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ event: 'site-content-invalid', key: 'footer' }),
    );
  });
});
