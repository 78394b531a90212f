import { defineBlock } from '../../shared/defineBlock';
import { spacingBlockFixtures } from './fixtures';
import { SpacingBlock } from './SpacingBlock';
import { SPACING_BLOCK, spacingBlockSchema, spacingBlockSchemaId } from './schema';

export type { SpacingBlockFixtureName } from './fixtures';
export type { SpacingBlockProps } from './SpacingBlock';
export type { SpacingBlockEntry, SpacingBlockInput } from './schema';
export { SPACING_TOKENS } from './spacing';
export {
  SpacingBlock,
  SpacingBlock as component,
  spacingBlockFixtures,
  spacingBlockFixtures as fixtures,
  spacingBlockSchema,
  spacingBlockSchema as schema,
  spacingBlockSchemaId,
  spacingBlockSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const spacingBlockBlock = defineBlock({
  name: SPACING_BLOCK,
  title: 'Spacing block',
  schemaId: spacingBlockSchemaId,
  schema: spacingBlockSchema,
  component: SpacingBlock,
  fixtures: spacingBlockFixtures,
});
