import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { dividerTextSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, deliveryId: string) =>
  fixtureMeta(dividerTextSchemaId, name, deliveryKey, deliveryId);

/**
 * Named entries of the divider text: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 */
export const dividerTextFixtures = {
  /** No colours chosen: the theme's text colour for the text and the rules. */
  default: {
    _meta: meta('New season divider', 'uk/divider-text-new-season', '3c9a5b72-1d2e-4f30-8b40-00000000c001'),
    text: 'New season',
  },
  coloured: {
    _meta: meta(
      'Divider in berry with teal rules',
      'uk/divider-text-berry',
      '3c9a5b72-1d2e-4f30-8b40-00000000c002',
    ),
    text: 'Gifts for {~everyone~}',
    textColour: '#7A2E3A',
    ruleColour: '#64E6D6',
  },
  /** The brand teal reads 1.5:1 on white: the text keeps the theme's black, the rules stay teal. */
  paleTextColour: {
    _meta: meta('Divider, teal text', 'eu/divider-text-teal', '3c9a5b72-1d2e-4f30-8b40-00000000c003'),
    text: 'Just landed',
    textColour: '#64E6D6',
  },
  /** A long label wraps within 40 characters; the rules keep at least 24 px each, even at 375 px. */
  longText: {
    _meta: meta('Divider, long label', 'us/divider-text-long', '3c9a5b72-1d2e-4f30-8b40-00000000c004'),
    text: 'Free delivery and free returns on every order over £50 this weekend only',
    textColour: '#1B3A4B',
  },

  invalidMissingText: {
    _meta: meta('No text', 'uk/broken-divider-text-missing', '3c9a5b72-1d2e-4f30-8b40-00000000cf01'),
    ruleColour: '#000000',
  },
  invalidBlankText: {
    _meta: meta('Blank text', 'uk/broken-divider-text-blank', '3c9a5b72-1d2e-4f30-8b40-00000000cf02'),
    text: '   ',
  },
  invalidNamedRuleColour: {
    _meta: meta('Named rule colour', 'uk/broken-divider-text-rule', '3c9a5b72-1d2e-4f30-8b40-00000000cf03'),
    text: 'Sale',
    ruleColour: 'red',
  },
  invalidWrongSchema: {
    _meta: { schema: 'https://schema.wardrobe.shop/blocks/large-text-banner', name: 'A banner' },
    text: 'Not a divider',
  },
} as const satisfies Record<string, UnknownEntry>;

export type DividerTextFixtureName = keyof typeof dividerTextFixtures;
