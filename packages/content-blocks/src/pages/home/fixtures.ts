import { largeTextBannerFixtures } from '../../blocks/large-text-banner/fixtures';
import type { UnknownEntry } from '../../shared/meta';
import { homePageSchemaId } from './schema';

const meta = (name: string, id: string) => ({
  schema: homePageSchemaId,
  name,
  deliveryKey: 'uk/home',
  deliveryId: id,
});

/** Named home pages; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const homePageFixtures = {
  default: {
    _meta: meta('Home', 'a1b2c3d4-0000-4000-8000-000000020001'),
    title: 'Home',
    blocks: [largeTextBannerFixtures.centred, largeTextBannerFixtures.ceBanner],
  },
  /** A broken block does not lose the page: the renderer leaves that block out. */
  withBrokenBlock: {
    _meta: meta('Home with a broken block', 'a1b2c3d4-0000-4000-8000-000000020002'),
    blocks: [largeTextBannerFixtures.invalidMissingText, largeTextBannerFixtures.default],
  },
  empty: { _meta: meta('Empty home', 'a1b2c3d4-0000-4000-8000-000000020003') },

  invalidBlockWithoutSchema: {
    _meta: meta('Block without schema', 'a1b2c3d4-0000-4000-8000-000000020f01'),
    blocks: [{ text: 'No _meta' }],
  },
  invalidBlocksAsObject: {
    _meta: meta('Blocks as an object', 'a1b2c3d4-0000-4000-8000-000000020f02'),
    blocks: largeTextBannerFixtures.default,
  },
} as const satisfies Record<string, UnknownEntry>;
