import { blockRegistry } from '@wardrobe/content-blocks';
import { MARKETS } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { createContentService } from './content';

const content = createContentService();

describe('the content entries the sandbox ships', () => {
  for (const market of MARKETS) {
    it(`${market.contentPrefix}home is a page whose every block parses with its block schema`, async () => {
      const home = await content.getByKey(`${market.contentPrefix}home`);
      expect(home?._meta.deliveryKey).toBe(`${market.contentPrefix}home`);
      const blocks = home?.blocks as { _meta: { schema: string; deliveryKey?: string } }[];
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block._meta.deliveryKey?.startsWith(market.contentPrefix)).toBe(true);
        const registered = blockRegistry[block._meta.schema];
        expect(registered, block._meta.schema).toBeDefined();
        const parsed = registered?.schema.safeParse(block);
        expect(parsed?.success, JSON.stringify(parsed?.error?.issues)).toBe(true);
      }
    });
  }

  it('answers missing for unknown keys and for keys that try to leave the content folder', async () => {
    for (const key of ['uk/nothing-here', '../package', 'uk/../../package', '/etc/passwd', 'UK/home', '']) {
      await expect(content.getByKey(key)).resolves.toBeUndefined();
    }
  });
});
