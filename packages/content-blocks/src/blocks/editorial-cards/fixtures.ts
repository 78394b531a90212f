import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { editorialCardsSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(editorialCardsSchemaId, name, deliveryKey, id);

const linenCard = {
  image: fixtureImage('editorial-linen-guide'),
  imgAltText: 'Linen shirts drying on a line in the sun',
  title: 'How to care for linen',
  description: 'Wash cool, dry on the line, iron while damp: three habits that keep linen soft for years.',
  CTA: { buttonText: 'Read the guide', buttonLink: '/journal/linen-care', buttonStyle: 'secondary' },
};

const denimCard = {
  image: fixtureImage('editorial-denim-fit', 'Three pairs of jeans folded on a wooden table'),
  title: 'Find your denim fit',
  titleFont: 'Quisas-2',
  description: 'Straight, wide or slim: our fit guide in five questions.',
  CTA: { buttonText: 'Take the quiz', buttonLink: '/journal/denim-fit', buttonStyle: 'primary' },
};

const studioCard = {
  image: fixtureImage('editorial-studio-visit'),
  imgAltText: 'A designer pinning a pattern to a mannequin',
  title: 'A day in the studio',
  titleFont: 'Athletics',
  description: 'Meet the team who design our knitwear, from the first sketch to the last stitch.',
  descriptionFont: 'Quisas',
  CTA: { buttonText: 'Meet the team', buttonLink: '/journal/studio', buttonStyle: 'tertiary' },
};

/**
 * Named entries of the editorial cards: the single source for stories, tests and demo pages. Names starting with
 * `invalid` must be refused by the schema (src/fixtures.test.ts); every other one must parse.
 */
export const editorialCardsFixtures = {
  /** A title over three cards on the default white, in three columns. */
  default: {
    _meta: meta('From the journal', 'uk/editorial-cards-journal', 'c0ffee22-0003-4000-8000-000000000301'),
    title: 'From the journal',
    cards: [linenCard, denimCard, studioCard],
  },
  /** Two cards in two columns: colours (dark and light backgrounds), centred and right-aligned text. */
  styled: {
    _meta: meta(
      'Colours and alignments',
      'eu/editorial-cards-styled',
      'c0ffee22-0003-4000-8000-000000000302',
    ),
    cards: [
      { ...linenCard, blockBackgroundColor: '#1B3A4B', textAlignment: 'Center' },
      { ...denimCard, blockBackgroundColor: '#64E6D6', textAlignment: 'Right' },
    ],
  },
  /** One card: a column's width, centred. */
  singleCard: {
    _meta: meta('One card', 'us/editorial-cards-single', 'c0ffee22-0003-4000-8000-000000000303'),
    title: 'Editor’s pick',
    cards: [studioCard],
  },
  /** No pictures; a card without a description; a call to action without a style (no button). */
  noImage: {
    _meta: meta('Text only', 'uk/editorial-cards-text', 'c0ffee22-0003-4000-8000-000000000304'),
    cards: [
      { title: 'Free repairs, for life', description: 'Bring any of our pieces back and we will mend it.' },
      { title: 'Gift wrapping', CTA: { buttonText: 'Find out more', buttonLink: '/help/gifts' } },
    ],
  },
  /** Long texts in four cards: three columns, and a second row. */
  longTexts: {
    _meta: meta('Long texts', 'uk/editorial-cards-long', 'c0ffee22-0003-4000-8000-000000000305'),
    title: 'Everything you need to know about caring for natural fibres, season after season',
    cards: [
      {
        ...linenCard,
        title: 'The complete guide to washing, drying and storing linen so it lasts for years',
        description:
          'Linen gets softer with every wash, as long as it is washed cool and dried slowly. In this guide: ' +
          'which cycle to pick, why tumble drying shortens its life, how to iron it while damp, and how to fold ' +
          'it away for winter without creases setting in.',
      },
      denimCard,
      studioCard,
      { ...linenCard, title: 'Wool, washed well' },
    ],
  },

  invalidCardWithoutTitle: {
    _meta: meta('Untitled card', 'uk/broken-editorial-cards-title', 'c0ffee22-0003-4000-8000-000000000f01'),
    cards: [linenCard, { ...denimCard, title: undefined }],
  },
  invalidBlankTitle: {
    _meta: meta('Blank title', 'uk/broken-editorial-cards-blank', 'c0ffee22-0003-4000-8000-000000000f02'),
    cards: [{ ...linenCard, title: '   ' }],
  },
  invalidNoCards: {
    _meta: meta('No cards', 'uk/broken-editorial-cards-empty', 'c0ffee22-0003-4000-8000-000000000f03'),
    title: 'From the journal',
    cards: [],
  },
  invalidColour: {
    _meta: meta('Named colour', 'uk/broken-editorial-cards-colour', 'c0ffee22-0003-4000-8000-000000000f04'),
    cards: [{ ...linenCard, blockBackgroundColor: 'white' }],
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-editorial-cards-link', 'c0ffee22-0003-4000-8000-000000000f05'),
    cards: [{ ...linenCard, CTA: { ...linenCard.CTA, buttonLink: 'vbscript:msgbox(1)' } }],
  },
} as const satisfies Record<string, UnknownEntry>;

export type EditorialCardsFixtureName = keyof typeof editorialCardsFixtures;
