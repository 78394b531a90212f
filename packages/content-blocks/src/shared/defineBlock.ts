import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { UnknownEntry } from './meta';

/** A block component: takes the parsed entry. Server components may be async. */
export type BlockComponent<Props> = (props: Props) => ReactNode | Promise<ReactNode>;

/** Everything the renderer, the tests and Storybook need to know about one block. */
export interface BlockDefinition<Schema extends z.ZodType = z.ZodType> {
  /** The block's folder name and the last segment of its schema id, e.g. `large-text-banner`. */
  name: string;
  /** How editors call it, e.g. `Large text banner`. */
  title: string;
  /** `https://schema.wardrobe.shop/blocks/<name>`: the registry key and the `_meta.schema` it accepts. */
  schemaId: string;
  /** Parses a delivered entry (including `_meta.schema`). */
  schema: Schema;
  component: BlockComponent<z.output<Schema>>;
  /** Named entries: `default`, one per variant, and `invalid*` ones the schema must refuse. */
  fixtures: Readonly<Record<string, UnknownEntry>>;
}

/**
 * A block of any type, as the registry holds it. `component` takes `never` so that every block's component
 * fits; `renderBlock` is the one place that passes it the data its own schema produced.
 */
export interface AnyBlockDefinition extends Omit<BlockDefinition, 'component'> {
  component: BlockComponent<never>;
}

/** Type-checks a block (its component takes what its schema outputs) and freezes it. */
export function defineBlock<Schema extends z.ZodType>(
  block: BlockDefinition<Schema>,
): Readonly<BlockDefinition<Schema>> {
  if (!block.schemaId.endsWith(`/${block.name}`)) {
    throw new Error(`Block "${block.name}": schema id ${block.schemaId} must end with /${block.name}`);
  }
  return Object.freeze(block);
}

/** The component of a registered block, typed for data that `block.schema` produced. */
export function blockComponent(block: AnyBlockDefinition): BlockComponent<Record<string, unknown>> {
  return block.component as BlockComponent<Record<string, unknown>>;
}
