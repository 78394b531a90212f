import { goodStuffSignInBlock } from './blocks/good-stuff-sign-in';
import { goodStuffSignUpBlock } from './blocks/good-stuff-sign-up';
import { largeTextBannerBlock } from './blocks/large-text-banner';
import type { AnyBlockDefinition } from './shared/defineBlock';

/** Schema id (`_meta.schema`) → block. */
export type BlockRegistry = Readonly<Record<string, AnyBlockDefinition>>;

/** Builds a registry keyed by each block's schema id; two blocks with one schema id is a programming error. */
export function createBlockRegistry(blocks: readonly AnyBlockDefinition[]): BlockRegistry {
  const registry: Record<string, AnyBlockDefinition> = Object.create(null);
  for (const block of blocks) {
    if (Object.hasOwn(registry, block.schemaId))
      throw new Error(`Two blocks are registered for ${block.schemaId}`);
    registry[block.schemaId] = block;
  }
  return Object.freeze(registry);
}

/** The block registered for a schema id, if any (own keys only: `constructor` is not a block). */
export function findBlock(registry: BlockRegistry, schemaId: string): AnyBlockDefinition | undefined {
  return Object.hasOwn(registry, schemaId) ? registry[schemaId] : undefined;
}

/**
 * Every block of the shop. Adding a block: its folder under `src/blocks/` (see README.md), then one line here.
 */
export const blockRegistry: BlockRegistry = createBlockRegistry([
  largeTextBannerBlock,
  goodStuffSignUpBlock,
  goodStuffSignInBlock,
]);
