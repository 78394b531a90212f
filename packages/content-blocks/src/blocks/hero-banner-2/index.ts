import { defineBlock } from '../../shared/defineBlock';
import { heroBanner2Fixtures } from './fixtures';
import { HeroBanner2 } from './HeroBanner2';
import { HERO_BANNER_2, heroBanner2Schema, heroBanner2SchemaId } from './schema';

export type { HeroBanner2FixtureName } from './fixtures';
export type { HeroBanner2Props } from './HeroBanner2';
export type { HeroBanner2Entry, HeroBanner2Input } from './schema';
export {
  HeroBanner2,
  HeroBanner2 as component,
  heroBanner2Fixtures,
  heroBanner2Fixtures as fixtures,
  heroBanner2Schema,
  heroBanner2Schema as schema,
  heroBanner2SchemaId,
  heroBanner2SchemaId as schemaId,
};

/** The registry's entry for this block. */
export const heroBanner2Block = defineBlock({
  name: HERO_BANNER_2,
  title: 'Hero banner 2',
  schemaId: heroBanner2SchemaId,
  schema: heroBanner2Schema,
  component: HeroBanner2,
  fixtures: heroBanner2Fixtures,
});
