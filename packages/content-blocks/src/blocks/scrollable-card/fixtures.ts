import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta, fixtureVideo } from '../../site/fields';
import { scrollableCardSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(scrollableCardSchemaId, name, deliveryKey, id);

/**
 * Named entries of the scrollable card: the single source for stories, tests, the scrollable card group's fixtures
 * and the sandbox's demo pages. Names starting with `invalid` must be refused by the schema (src/fixtures.test.ts).
 */
export const scrollableCardFixtures = {
  /** A picture, white words on their dark shade, and a link with no call to action: the whole card is one link. */
  default: {
    _meta: meta('Linen edit card', 'uk/scrollable-card-linen', '5c0a11ab-0000-4000-8000-000000023001'),
    backgroundMedia: fixtureImage('scrollable-card-linen', 'Linen shirts drying in the sun'),
    subheading: 'New in',
    heading: 'The linen edit',
    textColour: 'White',
    link: '/womens/linen',
  },
  /** Two calls to action: the card is not a link (links never nest), each button is; `link` is not used. */
  callsToAction: {
    _meta: meta('Denim card', 'uk/scrollable-card-denim', '5c0a11ab-0000-4000-8000-000000023002'),
    backgroundMedia: fixtureImage('scrollable-card-denim', 'Stacks of folded jeans'),
    subheading: 'Fit guide',
    heading: 'Find your jeans',
    textColour: 'White',
    link: '/womens/jeans',
    callsToAction: [
      {
        buttonText: 'Shop jeans',
        buttonLink: '/womens/jeans',
        buttonStyle: 'primary',
        customId: 'card-jeans',
      },
      { buttonText: 'Fit guide', buttonLink: '/help/jeans-fit', buttonStyle: 'secondary' },
    ],
  },
  /** Black words over a light picture, on a white shade. */
  blackText: {
    _meta: meta('Homewares card', 'eu/scrollable-card-home', '5c0a11ab-0000-4000-8000-000000023003'),
    backgroundMedia: fixtureImage('scrollable-card-homewares', 'Cushions on a pale sofa'),
    subheading: 'Home',
    heading: 'Soft furnishings',
    textColour: 'Black',
    link: '/home/cushions',
  },
  /** No media: the card's colour, and the editor's White, which reads on it. */
  colourOnly: {
    _meta: meta('Colour card', 'uk/scrollable-card-colour', '5c0a11ab-0000-4000-8000-000000023004'),
    backgroundColour: '#1B3A4B',
    subheading: 'Members only',
    heading: 'Good Stuff offers',
    textColour: 'White',
    link: '/good-stuff',
  },
  /** Black on a dark colour would not read (under 4.5:1): the words are white instead. */
  unreadableTextColour: {
    _meta: meta('Unreadable colour card', 'uk/scrollable-card-dark', '5c0a11ab-0000-4000-8000-000000023005'),
    backgroundColour: '#7A1F2B',
    heading: 'Last chance',
    textColour: 'Black',
    link: '/sale',
  },
  /** A background video: it loops and keeps its Pause/Play control, beside the card's link. */
  video: {
    _meta: meta('Video card', 'uk/scrollable-card-video', '5c0a11ab-0000-4000-8000-000000023006'),
    backgroundMedia: fixtureVideo('scrollable-card-studio', 'A model turning in a linen dress'),
    subheading: 'Behind the scenes',
    heading: 'In the studio',
    link: '/journal/studio',
  },
  /** A call to action without a style is not shown, so the card is one link after all. */
  incompleteCallToAction: {
    _meta: meta('Incomplete button card', 'uk/scrollable-card-cta', '5c0a11ab-0000-4000-8000-000000023007'),
    backgroundMedia: fixtureImage('scrollable-card-knitwear', 'Folded jumpers in autumn colours'),
    heading: 'Knitwear',
    link: '/womens/knitwear',
    callsToAction: [{ buttonText: 'Shop knitwear', buttonLink: '/womens/knitwear' }],
  },
  /** Words only, no link: nothing in the card is interactive. */
  noLink: {
    _meta: meta('Plain card', 'uk/scrollable-card-plain', '5c0a11ab-0000-4000-8000-000000023008'),
    backgroundColour: '#E6F4F1',
    subheading: 'Did you know?',
    heading: 'Every shirt is made from recycled cotton',
  },
  /** Long words: the card grows taller rather than spill its words. */
  longText: {
    _meta: meta('Long card', 'uk/scrollable-card-long', '5c0a11ab-0000-4000-8000-000000023009'),
    backgroundMedia: fixtureImage('scrollable-card-swimwear', 'Striped swimsuits on a washing line'),
    subheading: 'Everything for a fortnight in the sun',
    heading: 'Swimwear, cover-ups, kaftans, sandals and a beach bag big enough for all of it',
    textColour: 'White',
    callsToAction: [
      { buttonText: 'Shop swimwear and beachwear', buttonLink: '/womens/swimwear', buttonStyle: 'primary' },
    ],
  },

  invalidLinkWithoutName: {
    _meta: meta(
      'Link without a name',
      'uk/broken-scrollable-card-name',
      '5c0a11ab-0000-4000-8000-000000023f01',
    ),
    backgroundColour: '#1B3A4B',
    link: '/sale',
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-scrollable-card-link', '5c0a11ab-0000-4000-8000-000000023f02'),
    heading: 'Click me',
    link: 'javascript:alert(1)',
  },
  invalidTextColour: {
    _meta: meta('Teal text', 'uk/broken-scrollable-card-text', '5c0a11ab-0000-4000-8000-000000023f03'),
    heading: 'Teal words',
    textColour: 'Teal',
  },
  invalidBackgroundColour: {
    _meta: meta('Named colour', 'uk/broken-scrollable-card-colour', '5c0a11ab-0000-4000-8000-000000023f04'),
    heading: 'Named colours',
    backgroundColour: 'navy',
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/blocks/scrollable-card-group',
      name: 'A group, not a card',
      deliveryKey: 'uk/broken-scrollable-card-type',
    },
    heading: 'Wrong type',
  },
  invalidMissingMeta: { heading: 'No _meta at all' },
} as const satisfies Record<string, UnknownEntry>;

export type ScrollableCardFixtureName = keyof typeof scrollableCardFixtures;
