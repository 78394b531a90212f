import { defineBlock } from '../../shared/defineBlock';
import { sizesBannerFixtures } from './fixtures';
import { SizesBanner } from './SizesBanner';
import { SIZES_BANNER, sizesBannerSchema, sizesBannerSchemaId } from './schema';

export type { SizesBannerFixtureName } from './fixtures';
export type { SizesBannerProps } from './SizesBanner';
export type { SizesBannerEntry, SizesBannerInput } from './schema';
export {
  SizesBanner,
  SizesBanner as component,
  sizesBannerFixtures,
  sizesBannerFixtures as fixtures,
  sizesBannerSchema,
  sizesBannerSchema as schema,
  sizesBannerSchemaId,
  sizesBannerSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const sizesBannerBlock = defineBlock({
  name: SIZES_BANNER,
  title: 'Sizes banner',
  schemaId: sizesBannerSchemaId,
  schema: sizesBannerSchema,
  component: SizesBanner,
  fixtures: sizesBannerFixtures,
});
