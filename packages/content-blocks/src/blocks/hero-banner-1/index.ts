import { defineBlock } from '../../shared/defineBlock';
import { heroBanner1Fixtures } from './fixtures';
import { HeroBanner1 } from './HeroBanner1';
import { HERO_BANNER_1, heroBanner1Schema, heroBanner1SchemaId } from './schema';

export type { HeroBanner1FixtureName } from './fixtures';
export type { HeroBanner1Props } from './HeroBanner1';
export type { HeroBanner1Entry, HeroBanner1Input } from './schema';
export {
  HeroBanner1,
  HeroBanner1 as component,
  heroBanner1Fixtures,
  heroBanner1Fixtures as fixtures,
  heroBanner1Schema,
  heroBanner1Schema as schema,
  heroBanner1SchemaId,
  heroBanner1SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const heroBanner1Block = defineBlock({
  name: HERO_BANNER_1,
  title: 'Hero banner 1',
  schemaId: heroBanner1SchemaId,
  schema: heroBanner1Schema,
  component: HeroBanner1,
  fixtures: heroBanner1Fixtures,
});
