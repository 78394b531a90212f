import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { dividerGraphic1SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, deliveryId: string) =>
  fixtureMeta(dividerGraphic1SchemaId, name, deliveryKey, deliveryId);

/**
 * Named entries of divider graphic 1 (the wavy line): the single source for stories, tests and demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 */
export const dividerGraphic1Fixtures = {
  /** No colour chosen: the brand teal, with Medium (36 px) space above and below. */
  default: {
    _meta: meta('Wavy divider', 'uk/divider-graphic-1', '7d2e4f61-8a9b-4c0d-9e1f-00000000b101'),
  },
  coloured: {
    _meta: meta('Wavy divider, berry', 'uk/divider-graphic-1-berry', '7d2e4f61-8a9b-4c0d-9e1f-00000000b102'),
    colour: '#7A2E3A',
    spacingAbove: 'Large',
    spacingBelow: 'Large',
  },
  /** The smallest space: the line sits close to the blocks around it. */
  tight: {
    _meta: meta('Wavy divider, tight', 'eu/divider-graphic-1-tight', '7d2e4f61-8a9b-4c0d-9e1f-00000000b103'),
    colour: '#000',
    spacingAbove: 'XXS',
    spacingBelow: 'XS',
  },

  invalidNamedColour: {
    _meta: meta('Named colour', 'uk/broken-divider-graphic-1-colour', '7d2e4f61-8a9b-4c0d-9e1f-00000000bf01'),
    colour: 'teal',
  },
  invalidSpacing: {
    _meta: meta(
      'Pixel spacing',
      'uk/broken-divider-graphic-1-spacing',
      '7d2e4f61-8a9b-4c0d-9e1f-00000000bf02',
    ),
    spacingAbove: '24px',
  },
  invalidWrongSchema: {
    _meta: { schema: 'https://schema.wardrobe.shop/blocks/divider-graphic-2', name: 'The other graphic' },
  },
} as const satisfies Record<string, UnknownEntry>;

export type DividerGraphic1FixtureName = keyof typeof dividerGraphic1Fixtures;
