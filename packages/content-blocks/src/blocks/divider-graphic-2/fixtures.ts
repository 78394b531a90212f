import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { dividerGraphic2SchemaId } from './schema';

const meta = (name: string, deliveryKey: string, deliveryId: string) =>
  fixtureMeta(dividerGraphic2SchemaId, name, deliveryKey, deliveryId);

/**
 * Named entries of divider graphic 2 (the double line): the single source for stories, tests and demo pages.
 * Names starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 */
export const dividerGraphic2Fixtures = {
  /** No colour chosen: the brand teal, with Medium (36 px) space above and below. */
  default: {
    _meta: meta('Double divider', 'uk/divider-graphic-2', '7d2e4f61-8a9b-4c0d-9e1f-00000000b201'),
  },
  coloured: {
    _meta: meta('Double divider, navy', 'uk/divider-graphic-2-navy', '7d2e4f61-8a9b-4c0d-9e1f-00000000b202'),
    colour: '#1B3A4B',
    spacingAbove: 'XL',
    spacingBelow: 'Small',
  },
  /** The largest space: a long pause between sections. */
  spacious: {
    _meta: meta(
      'Double divider, spacious',
      'us/divider-graphic-2-xxl',
      '7d2e4f61-8a9b-4c0d-9e1f-00000000b203',
    ),
    colour: '#000000',
    spacingAbove: 'XXL',
    spacingBelow: 'XXL',
  },

  invalidNamedColour: {
    _meta: meta('Named colour', 'uk/broken-divider-graphic-2-colour', '7d2e4f61-8a9b-4c0d-9e1f-00000000bf11'),
    colour: 'navy',
  },
  invalidAlphaColour: {
    _meta: meta(
      'Colour with alpha',
      'uk/broken-divider-graphic-2-alpha',
      '7d2e4f61-8a9b-4c0d-9e1f-00000000bf12',
    ),
    colour: '#1B3A4B80',
  },
  invalidSpacing: {
    _meta: meta(
      'Lower-case spacing',
      'uk/broken-divider-graphic-2-spacing',
      '7d2e4f61-8a9b-4c0d-9e1f-00000000bf13',
    ),
    spacingBelow: 'medium',
  },
  invalidMissingMeta: { colour: '#000000' },
} as const satisfies Record<string, UnknownEntry>;

export type DividerGraphic2FixtureName = keyof typeof dividerGraphic2Fixtures;
