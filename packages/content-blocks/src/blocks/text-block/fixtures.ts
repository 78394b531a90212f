import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { textBlockSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, deliveryId: string) =>
  fixtureMeta(textBlockSchemaId, name, deliveryKey, deliveryId);

/**
 * Named entries of the text block: the single source for stories, tests and the sandbox's demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 * Background colours are chosen so that the text the block picks reads at 4.5:1 or more.
 */
export const textBlockFixtures = {
  default: {
    _meta: meta('About our linen', 'uk/text-block-linen', '9e4b2c11-6f7a-4d8e-a1b2-00000000d001'),
    heading: 'Made to be lived in',
    headingStyle: 'H2',
    body:
      'Our linen is grown in Normandy and woven in Portugal. It softens with **every wash**, so the shirt you buy ' +
      'today is the one you will reach for in ten years.\n\n' +
      '- Washable at 40°\n- No ironing needed\n- Free repairs for two years\n\n' +
      'Read [how we care for it](/care-guide).',
  },
  /** An H1 in the display cut, centred, white on navy: a landing page's introduction. */
  centredOnColour: {
    _meta: meta(
      'Gift guide introduction',
      'uk/text-block-gift-guide',
      '9e4b2c11-6f7a-4d8e-a1b2-00000000d002',
    ),
    heading: 'The gift guide',
    headingStyle: 'H1',
    headingFont: 'Quisas-2',
    body: 'Presents for everyone on your list, from {~stocking fillers~} to the {=big one=}.',
    textAlignment: 'Center',
    textColour: 'White',
    backgroundColour: '#1B3A4B',
  },
  /** An H2 in the reading face, right-aligned; its body has a `#` heading, which becomes an h3. */
  athleticsHeadingRight: {
    _meta: meta('Delivery note', 'eu/text-block-delivery', '9e4b2c11-6f7a-4d8e-a1b2-00000000d003'),
    heading: 'Delivery to Europe',
    headingStyle: 'H2',
    headingFont: 'Athletics',
    body: '# Duties included\n\nPrices include duties and taxes. Orders arrive in 3–5 working days.',
    textAlignment: 'Right',
    backgroundColour: '#F4EDE4',
  },
  /** No heading: the body alone; its `#` heading takes the block's level (h2). */
  bodyOnly: {
    _meta: meta('Plain text', 'us/text-block-plain', '9e4b2c11-6f7a-4d8e-a1b2-00000000d004'),
    body: '# Returns\n\nReturn anything within 60 days. Visit the [returns centre](https://returns.wardrobe.shop) to start.',
  },
  /** White text with no background would vanish on the page: it reads black instead. */
  whiteTextNoBackground: {
    _meta: meta('White text, no background', 'uk/text-block-white', '9e4b2c11-6f7a-4d8e-a1b2-00000000d005'),
    heading: 'Careers',
    body: 'We are hiring in our London studio.',
    textColour: 'White',
  },
  /** An H3 over a long body: many paragraphs wrap within the column's measure at every width. */
  longText: {
    _meta: meta('Our story', 'uk/text-block-story', '9e4b2c11-6f7a-4d8e-a1b2-00000000d006'),
    heading: 'Our story, from one shop to three markets',
    headingStyle: 'H3',
    body: Array.from(
      { length: 5 },
      (_, index) =>
        `Chapter ${index + 1}. We opened a small shop on a quiet street and filled it with the things we wanted to ` +
        'wear and live with: good cloth, honest prices and a repair service for everything we sold. Word spread, ' +
        'slowly, then all at once, and the shop grew into the place you are reading this.',
    ).join('\n\n'),
    backgroundColour: '#64E6D6',
  },

  invalidMissingBody: {
    _meta: meta('Heading only', 'uk/broken-text-block-body', '9e4b2c11-6f7a-4d8e-a1b2-00000000df01'),
    heading: 'Nothing below',
  },
  invalidBlankBody: {
    _meta: meta('Blank body', 'uk/broken-text-block-blank', '9e4b2c11-6f7a-4d8e-a1b2-00000000df02'),
    body: '  \n ',
  },
  invalidHeadingStyle: {
    _meta: meta('H4 heading', 'uk/broken-text-block-h4', '9e4b2c11-6f7a-4d8e-a1b2-00000000df03'),
    heading: 'Too deep',
    headingStyle: 'H4',
    body: 'Text',
  },
  invalidFont: {
    _meta: meta('Unknown font', 'uk/broken-text-block-font', '9e4b2c11-6f7a-4d8e-a1b2-00000000df04'),
    headingFont: 'Arial',
    body: 'Text',
  },
  invalidTextColour: {
    _meta: meta('Hex text colour', 'uk/broken-text-block-ink', '9e4b2c11-6f7a-4d8e-a1b2-00000000df05'),
    textColour: '#FFFFFF',
    body: 'Text',
  },
  invalidBackgroundColour: {
    _meta: meta('Named background', 'uk/broken-text-block-paper', '9e4b2c11-6f7a-4d8e-a1b2-00000000df06'),
    backgroundColour: 'navy',
    body: 'Text',
  },
  invalidTooLong: {
    _meta: meta('Runaway paste', 'uk/broken-text-block-long', '9e4b2c11-6f7a-4d8e-a1b2-00000000df07'),
    body: 'x'.repeat(20_001),
  },
} as const satisfies Record<string, UnknownEntry>;

export type TextBlockFixtureName = keyof typeof textBlockFixtures;
