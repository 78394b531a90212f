import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../fields';
import { goodStuffOfferFixtures } from '../good-stuff-offer/fixtures';
import { goodStuffSideOffersSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(goodStuffSideOffersSchemaId, name, 'uk/good-stuff-side-offers', id);
const { default: fifteen, styled: delivery, minimal: welcome } = goodStuffOfferFixtures;

/** Named offers-panel entries, with their offers inlined as delivered; `invalid*` ones must be refused. */
export const goodStuffSideOffersFixtures = {
  default: {
    _meta: meta('Good Stuff offers panel', 'a1b2c3d4-0000-4000-8000-000000013001'),
    heading: 'Your Offers',
    offers: [welcome, fifteen, delivery],
    viewAllCTA: { buttonText: 'View All Offers', buttonLink: '/my-account' },
  },
  defaultsOnly: { _meta: meta('Offers panel, defaults', 'a1b2c3d4-0000-4000-8000-000000013002') },

  invalidFourOffers: {
    _meta: meta('Four offers', 'a1b2c3d4-0000-4000-8000-000000013f01'),
    offers: [welcome, fifteen, delivery, welcome],
  },
  invalidBrokenOffer: {
    _meta: meta('Broken offer', 'a1b2c3d4-0000-4000-8000-000000013f02'),
    offers: [welcome, goodStuffOfferFixtures.invalidNoImage],
  },
  invalidUnresolvedLink: {
    _meta: meta('Link not inlined', 'a1b2c3d4-0000-4000-8000-000000013f03'),
    offers: [
      {
        _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
        contentType: 'https://schema.wardrobe.shop/site/good-stuff-offer',
        id: 'a1b2c3d4-0000-4000-8000-000000012001',
      },
    ],
  },
} as const satisfies Record<string, UnknownEntry>;
