import { defineBlock } from '../../shared/defineBlock';
import { CarouselBlock } from './CarouselBlock';
import { carouselFixtures } from './fixtures';
import { CAROUSEL, carouselSchema, carouselSchemaId } from './schema';

export type { CarouselBlockProps } from './CarouselBlock';
export type { CarouselCardProps } from './CarouselCard';
export type { CarouselFixtureName } from './fixtures';
export type { CarouselBlockLayout } from './rules';
export { carouselBlockLayout } from './rules';
export type { CarouselCardEntry, CarouselEntry, CarouselInput } from './schema';
export { carouselCardSchema } from './schema';
export {
  CarouselBlock,
  CarouselBlock as component,
  carouselFixtures,
  carouselFixtures as fixtures,
  carouselSchema,
  carouselSchema as schema,
  carouselSchemaId,
  carouselSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const carouselBlock = defineBlock({
  name: CAROUSEL,
  title: 'Carousel',
  schemaId: carouselSchemaId,
  schema: carouselSchema,
  component: CarouselBlock,
  fixtures: carouselFixtures,
});
