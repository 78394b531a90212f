import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../fields';
import { desktopNavigationSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(desktopNavigationSchemaId, name, 'uk/desktop-navigation', id);

const womens = {
  link: { title: 'Womens', url: '/browse/womens', textBold: true },
  columns: [
    {
      linkGroups: [
        {
          title: 'Clothing',
          links: [
            { title: 'Dresses', url: '/browse/womens/clothing/dresses', featuredText: 'New in' },
            { title: 'Knitwear', url: '/browse/womens/clothing/knitwear', titleSuperscriptText: '20% off' },
          ],
        },
      ],
    },
    {
      jumpOff: {
        text: 'The winter edit',
        url: '/browse/womens/clothing/knitwear',
        image: fixtureImage('womens-winter-edit'),
        imageAltText: 'A model in a chunky teal jumper',
        imageCaptionText: 'Knits to live in',
      },
    },
  ],
};

/** Named desktop-navigation entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const desktopNavigationFixtures = {
  default: {
    _meta: meta('Desktop navigation', 'a1b2c3d4-0000-4000-8000-00000000b001'),
    topLevelLinks: [womens],
  },
  linkOnly: {
    _meta: meta('Desktop navigation, plain links', 'a1b2c3d4-0000-4000-8000-00000000b002'),
    topLevelLinks: [
      { link: { title: 'Sale', url: '/browse/sale', textColour: '#C8102E', underline: true } },
      { link: { title: 'Gifts', url: '/browse/gifts' }, columns: [] },
    ],
  },

  invalidNoLinks: {
    _meta: meta('No links', 'a1b2c3d4-0000-4000-8000-00000000b0f1'),
    topLevelLinks: [],
  },
  invalidColumnWithBoth: {
    _meta: meta('Column with both', 'a1b2c3d4-0000-4000-8000-00000000b0f2'),
    topLevelLinks: [{ ...womens, columns: [{ ...womens.columns[0], ...womens.columns[1] }] }],
  },
  invalidEmptyColumn: {
    _meta: meta('Empty column', 'a1b2c3d4-0000-4000-8000-00000000b0f3'),
    topLevelLinks: [{ ...womens, columns: [{}] }],
  },
  invalidFiveColumns: {
    _meta: meta('Five columns', 'a1b2c3d4-0000-4000-8000-00000000b0f4'),
    topLevelLinks: [{ ...womens, columns: [...womens.columns, ...womens.columns, womens.columns[0]] }],
  },
  invalidGroupLinkWithoutUrl: {
    _meta: meta('Link without url', 'a1b2c3d4-0000-4000-8000-00000000b0f5'),
    topLevelLinks: [
      { link: womens.link, columns: [{ linkGroups: [{ title: 'Clothing', links: [{ title: 'Tops' }] }] }] },
    ],
  },
  invalidNamedColour: {
    _meta: meta('Named colour', 'a1b2c3d4-0000-4000-8000-00000000b0f6'),
    topLevelLinks: [{ link: { title: 'Sale', url: '/sale', textColour: 'red' } }],
  },
} as const satisfies Record<string, UnknownEntry>;
