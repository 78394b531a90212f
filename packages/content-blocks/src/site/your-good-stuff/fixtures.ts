import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../fields';
import { goodStuffOfferFixtures } from '../good-stuff-offer/fixtures';
import { yourGoodStuffSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(yourGoodStuffSchemaId, name, 'uk/my-account/your-good-stuff', id);

/** Named offers listings, with their offers inlined; `invalid*` ones must be refused. */
export const yourGoodStuffFixtures = {
  default: {
    _meta: meta('Your Good Stuff', 'a1b2c3d4-0000-4000-8000-000000014001'),
    heading: 'Your Good Stuff',
    description: 'Offers and perks picked for you.',
    offers: [goodStuffOfferFixtures.minimal, goodStuffOfferFixtures.default, goodStuffOfferFixtures.styled],
  },
  noOffers: { _meta: meta('Your Good Stuff, no offers', 'a1b2c3d4-0000-4000-8000-000000014002') },

  invalidBrokenOffer: {
    _meta: meta('Broken offer', 'a1b2c3d4-0000-4000-8000-000000014f01'),
    offers: [goodStuffOfferFixtures.invalidNoTitle],
  },
  invalidOffersAsObject: {
    _meta: meta('Offers as an object', 'a1b2c3d4-0000-4000-8000-000000014f02'),
    offers: goodStuffOfferFixtures.default,
  },
} as const satisfies Record<string, UnknownEntry>;
