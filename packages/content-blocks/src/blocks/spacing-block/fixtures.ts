import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { spacingBlockSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, deliveryId: string) =>
  fixtureMeta(spacingBlockSchemaId, name, deliveryKey, deliveryId);

/**
 * Named entries of the spacing block: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 */
export const spacingBlockFixtures = {
  default: {
    _meta: meta('Space between sections', 'uk/spacing-block-medium', '5a7c1e20-3b4d-4f60-8a11-00000000a001'),
    size: 'Medium',
  },
  smallest: {
    _meta: meta('Hairline space', 'uk/spacing-block-xxs', '5a7c1e20-3b4d-4f60-8a11-00000000a002'),
    size: 'XXS',
  },
  largest: {
    _meta: meta('Big pause', 'uk/spacing-block-xxl', '5a7c1e20-3b4d-4f60-8a11-00000000a003'),
    size: 'XXL',
  },
  /** XL from 768 px, Small below it: the same pause, scaled to a phone. */
  withMobileSize: {
    _meta: meta(
      'Space, smaller on phones',
      'uk/spacing-block-mobile',
      '5a7c1e20-3b4d-4f60-8a11-00000000a004',
    ),
    size: 'XL',
    mobileSize: 'Small',
  },
  /** No size chosen: Medium. */
  defaultsOnly: {
    _meta: meta('Space, no size', 'eu/spacing-block-defaults', '5a7c1e20-3b4d-4f60-8a11-00000000a005'),
  },

  invalidSize: {
    _meta: meta('Unknown size', 'uk/broken-spacing-size', '5a7c1e20-3b4d-4f60-8a11-00000000af01'),
    size: 'Huge',
  },
  invalidPixelSize: {
    _meta: meta('Pixels, not a size', 'uk/broken-spacing-pixels', '5a7c1e20-3b4d-4f60-8a11-00000000af02'),
    size: 24,
  },
  invalidMobileSize: {
    _meta: meta('Lower-case mobile size', 'uk/broken-spacing-mobile', '5a7c1e20-3b4d-4f60-8a11-00000000af03'),
    size: 'Large',
    mobileSize: 'small',
  },
  invalidWrongSchema: {
    _meta: { schema: 'https://schema.wardrobe.shop/blocks/divider-text', name: 'A divider' },
    size: 'Small',
  },
} as const satisfies Record<string, UnknownEntry>;

export type SpacingBlockFixtureName = keyof typeof spacingBlockFixtures;
