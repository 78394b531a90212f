import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../fields';
import { appHeaderSchemaId } from './schema';

const meta = (name: string, id: string) => fixtureMeta(appHeaderSchemaId, name, 'uk/app-header', id);

/** Named app-header entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const appHeaderFixtures = {
  default: {
    _meta: meta('App header', 'a1b2c3d4-0000-4000-8000-00000000a001'),
    transparentHomeHeader: false,
  },
  transparentHome: {
    _meta: meta('App header, transparent home', 'a1b2c3d4-0000-4000-8000-00000000a002'),
    transparentHomeHeader: true,
  },
  seasonalLogo: {
    _meta: meta('App header, winter logo', 'a1b2c3d4-0000-4000-8000-00000000a003'),
    logo: fixtureImage('winter-logo'),
    logoAltText: 'Wardrobe home',
  },
  empty: { _meta: meta('App header, nothing set', 'a1b2c3d4-0000-4000-8000-00000000a004') },

  invalidTransparentAsText: {
    _meta: meta('Transparent as text', 'a1b2c3d4-0000-4000-8000-00000000a0f1'),
    transparentHomeHeader: 'yes',
  },
  invalidLogoWithoutHost: {
    _meta: meta('Logo without host', 'a1b2c3d4-0000-4000-8000-00000000a0f2'),
    logo: { ...fixtureImage('winter-logo'), defaultHost: '' },
  },
  invalidWrongSchema: {
    _meta: { schema: 'https://schema.wardrobe.shop/site/footer', name: 'A footer' },
    transparentHomeHeader: true,
  },
} as const satisfies Record<string, UnknownEntry>;
