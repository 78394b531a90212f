import { defineBlock } from '../../shared/defineBlock';
import { largeTextBannerFixtures } from './fixtures';
import { LargeTextBanner } from './LargeTextBanner';
import { LARGE_TEXT_BANNER, largeTextBannerSchema, largeTextBannerSchemaId } from './schema';

export type { LargeTextBannerFixtureName } from './fixtures';
export type { LargeTextBannerProps } from './LargeTextBanner';
export type { LargeTextBannerEntry, LargeTextBannerInput } from './schema';
export {
  LargeTextBanner,
  LargeTextBanner as component,
  largeTextBannerFixtures,
  largeTextBannerFixtures as fixtures,
  largeTextBannerSchema,
  largeTextBannerSchema as schema,
  largeTextBannerSchemaId,
  largeTextBannerSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const largeTextBannerBlock = defineBlock({
  name: LARGE_TEXT_BANNER,
  title: 'Large text banner',
  schemaId: largeTextBannerSchemaId,
  schema: largeTextBannerSchema,
  component: LargeTextBanner,
  fixtures: largeTextBannerFixtures,
});
