import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../fields';
import { goodStuffOfferSchemaId } from './schema';

const meta = (name: string, key: string, id: string) =>
  fixtureMeta(goodStuffOfferSchemaId, name, `uk/good-stuff/offers/${key}`, id);

/** Named Good Stuff offers; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const goodStuffOfferFixtures = {
  default: {
    _meta: meta('Members fifteen', 'members-fifteen', 'a1b2c3d4-0000-4000-8000-000000012001'),
    title: '15% off for members',
    description: 'Take 15% off knitwear, just for Good Stuff members.',
    image: fixtureImage('offer-members-fifteen'),
    imgAltText: 'A stack of folded jumpers',
    smallerImage: fixtureImage('offer-members-fifteen-small'),
    smallerImgAltText: 'Folded jumpers',
    CTA: { buttonText: 'Shop knitwear', buttonLink: '/browse/womens/clothing/knitwear' },
    validUntil: '2026-03-31',
    termsAndConditionsLink: { title: 'Offer terms', url: '/terms/good-stuff' },
    termsAndConditionsDescription: 'One use per member. **Excludes** gift cards.',
  },
  styled: {
    _meta: meta('Free delivery', 'free-delivery', 'a1b2c3d4-0000-4000-8000-000000012002'),
    title: 'Free delivery',
    titleFont: 'Quisas',
    description: 'On your next order, whatever its size.',
    descriptionFont: 'Athletics',
    image: fixtureImage('offer-free-delivery'),
    blockBackgroundColor: '#64E6D6',
    footerBackgroundColor: '#000000',
    textAlignment: 'Center',
    CTA: { buttonText: 'Start shopping', buttonLink: '/browse', buttonStyle: 'primary' },
    validUntil: '2026-06-30T23:59:59Z',
  },
  minimal: {
    _meta: meta('Welcome treat', 'welcome-treat', 'a1b2c3d4-0000-4000-8000-000000012003'),
    title: 'A welcome treat',
    image: fixtureImage('offer-welcome-treat'),
  },

  invalidNoTitle: {
    _meta: meta('No title', 'broken-no-title', 'a1b2c3d4-0000-4000-8000-000000012f01'),
    image: fixtureImage('offer-welcome-treat'),
  },
  invalidNoImage: {
    _meta: meta('No image', 'broken-no-image', 'a1b2c3d4-0000-4000-8000-000000012f02'),
    title: 'A welcome treat',
  },
  invalidValidUntil: {
    _meta: meta('Bad date', 'broken-date', 'a1b2c3d4-0000-4000-8000-000000012f03'),
    title: 'A welcome treat',
    image: fixtureImage('offer-welcome-treat'),
    validUntil: '31/03/2026',
  },
  invalidAlignment: {
    _meta: meta('Centre', 'broken-alignment', 'a1b2c3d4-0000-4000-8000-000000012f04'),
    title: 'A welcome treat',
    image: fixtureImage('offer-welcome-treat'),
    textAlignment: 'Centre',
  },
  invalidFont: {
    _meta: meta('Unknown font', 'broken-font', 'a1b2c3d4-0000-4000-8000-000000012f05'),
    title: 'A welcome treat',
    titleFont: 'Comic Sans',
    image: fixtureImage('offer-welcome-treat'),
  },
} as const satisfies Record<string, UnknownEntry>;
