import { largeTextBannerFixtures } from '../../blocks/large-text-banner/fixtures';
import type { UnknownEntry } from '../../shared/meta';
import { contentPageSchemaId } from './schema';

const meta = (name: string, key: string, id: string) => ({
  schema: contentPageSchemaId,
  name,
  deliveryKey: key,
  deliveryId: id,
});

/** Named content pages; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const contentPageFixtures = {
  default: {
    _meta: meta('Delivery', 'uk/delivery', 'a1b2c3d4-0000-4000-8000-000000021001'),
    title: 'Delivery',
    description: 'How and when your order arrives.',
    blocks: [largeTextBannerFixtures.ceBanner],
  },

  invalidNoTitle: {
    _meta: meta('No title', 'uk/broken-no-title', 'a1b2c3d4-0000-4000-8000-000000021f01'),
    blocks: [],
  },
  invalidBlockSchemaNotText: {
    _meta: meta('Block schema a number', 'uk/broken-block', 'a1b2c3d4-0000-4000-8000-000000021f02'),
    title: 'Broken',
    blocks: [{ _meta: { schema: 42 } }],
  },
} as const satisfies Record<string, UnknownEntry>;
