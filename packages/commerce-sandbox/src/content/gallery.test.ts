import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockFixtureSets } from '@wardrobe/content-blocks/fixtures';
import { validateContentEntry } from '@wardrobe/content-blocks/schemas';
import { MARKETS } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from './directory';
import { BLOCK_GALLERY_KEY, blockGalleryBlockPage, blockGalleryPage } from './gallery';

/**
 * The block gallery's files are written from the blocks' fixtures (`WRITE_BLOCK_GALLERY=1 pnpm exec vitest run
 * packages/commerce-sandbox/src/content/gallery.test.ts`), so a new block or fixture reaches the pages by writing
 * them again; this test fails until they are.
 */
describe.each(MARKETS.map((market) => market.contentPrefix.replace(/\/$/, '')))(
  'the %s block gallery',
  (prefix) => {
    const file = join(defaultContentDir(), prefix, `${BLOCK_GALLERY_KEY}.json`);
    const blockDir = join(defaultContentDir(), prefix, BLOCK_GALLERY_KEY);
    const page = blockGalleryPage(prefix);
    const blockPages = blockFixtureSets.map((set) => ({ set, page: blockGalleryBlockPage(prefix, set) }));
    if (process.env.WRITE_BLOCK_GALLERY === '1') {
      writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
      mkdirSync(blockDir, { recursive: true });
      for (const { set, page } of blockPages)
        writeFileSync(join(blockDir, `${set.name}.json`), `${JSON.stringify(page, null, 2)}\n`);
    }
    const pages = [page, ...blockPages.map((blockPage) => blockPage.page)];
    const linkPrefix = MARKETS.find((market) => market.contentPrefix === `${prefix}/`)?.prefix;

    it('is written from the current fixtures, a page for every block and none for a block that is gone', () => {
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(page);
      for (const { set, page } of blockPages)
        expect(JSON.parse(readFileSync(join(blockDir, `${set.name}.json`), 'utf8'))).toEqual(page);
      expect(readdirSync(blockDir).sort()).toEqual(blockFixtureSets.map((set) => `${set.name}.json`).sort());
    });

    it('places every block once, and links each to its page in the same market', () => {
      const body = JSON.stringify(page);
      for (const set of blockFixtureSets) {
        expect(page.blocks.filter((block) => schemaOf(block) === set.schemaId).length).toBeGreaterThan(0);
        expect(body).toContain(`](${linkPrefix}/${BLOCK_GALLERY_KEY}/${set.name})`);
      }
    });

    it("places every valid fixture of a block on the block's page", () => {
      for (const { set, page } of blockPages) {
        const valid = Object.keys(set.fixtures).filter((name) => !name.startsWith('invalid'));
        const placed = page.blocks.filter((block) => schemaOf(block) === set.schemaId).length;
        // The sticker and the Good Stuff forms are shown alone (see gallery.ts); every other block in full.
        expect(placed).toBe(
          ['floating-promotional-sticker', 'good-stuff-sign-up', 'good-stuff-sign-in'].includes(set.name)
            ? 1
            : valid.length,
        );
      }
    });

    it.each(pages.map((p) => [p._meta.deliveryKey, p] as const))(
      '%s is a valid content page keyed in its market',
      (key, p) => {
        expect(validateContentEntry(p)).toMatchObject({ ok: true });
        expect(key.startsWith(`${prefix}/${BLOCK_GALLERY_KEY}`)).toBe(true);
      },
    );

    it('gives every entry of the gallery its own id, across its pages', () => {
      const ids = JSON.stringify(pages).match(/"deliveryId":"[^"]+"/g) ?? [];
      expect(new Set(ids).size).toBe(ids.length);
    });
  },
);

/** A placed block's schema; the gallery's own headings (text blocks named `Block gallery: …`) have none here. */
function schemaOf(block: unknown): unknown {
  const meta = (block as { _meta?: { schema?: unknown; name?: unknown } })._meta;
  return String(meta?.name).startsWith('Block gallery:') ? undefined : meta?.schema;
}
