import { largeTextBannerFixtures } from '../../blocks/large-text-banner/fixtures';
import type { UnknownEntry } from '../../shared/meta';
import { categoryListingSchemaId } from './schema';

const meta = (name: string, key: string, id: string) => ({
  schema: categoryListingSchemaId,
  name,
  deliveryKey: key,
  deliveryId: id,
});

/** Named category listing entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const categoryListingFixtures = {
  default: {
    _meta: meta('Womens listing', 'uk/category/womens', 'a1b2c3d4-0000-4000-8000-000000031001'),
    title: 'Womens',
    header: [largeTextBannerFixtures.ceBanner],
    slots: [{ afterRow: 2, items: [largeTextBannerFixtures.ceBanner] }],
  },
  headerOnly: {
    _meta: meta('Mens listing', 'uk/category/mens', 'a1b2c3d4-0000-4000-8000-000000031002'),
    header: [largeTextBannerFixtures.ceBanner],
  },
  invalidSlotRow: {
    _meta: meta('Slot at row 0', 'uk/category/broken', 'a1b2c3d4-0000-4000-8000-000000031f01'),
    header: [],
    slots: [{ afterRow: 0, items: [] }],
  },
} as const satisfies Record<string, UnknownEntry>;
