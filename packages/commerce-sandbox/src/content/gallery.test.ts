import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateContentEntry } from '@wardrobe/content-blocks/schemas';
import { MARKETS } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from './directory';
import { BLOCK_GALLERY_KEY, blockGalleryPage } from './gallery';

/**
 * The block gallery's files are written from the blocks' fixtures (`WRITE_BLOCK_GALLERY=1 pnpm exec vitest run
 * packages/commerce-sandbox/src/content/gallery.test.ts`), so a new block or fixture reaches the page by writing
 * them again; this test fails until they are.
 */
describe.each(MARKETS.map((market) => market.contentPrefix.replace(/\/$/, '')))(
  'the %s block gallery',
  (prefix) => {
    const file = join(defaultContentDir(), prefix, `${BLOCK_GALLERY_KEY}.json`);
    const page = blockGalleryPage(prefix);
    if (process.env.WRITE_BLOCK_GALLERY === '1') writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);

    it('is written from the current fixtures', () => {
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(page);
    });

    it('is a valid content page keyed in its market', () => {
      expect(validateContentEntry(page)).toMatchObject({ ok: true });
      expect(page._meta.deliveryKey).toBe(`${prefix}/${BLOCK_GALLERY_KEY}`);
    });

    it('gives every entry its own id', () => {
      const ids = JSON.stringify(page).match(/"deliveryId":"[^"]+"/g) ?? [];
      expect(new Set(ids).size).toBe(ids.length);
    });
  },
);
