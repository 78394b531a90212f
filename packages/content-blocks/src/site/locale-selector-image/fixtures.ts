import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../fields';
import { localeSelectorImageSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(localeSelectorImageSchemaId, name, 'uk/locale-selector-image', id);

/** Named locale-selector-image entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const localeSelectorImageFixtures = {
  default: {
    _meta: meta('Locale selector image', 'a1b2c3d4-0000-4000-8000-00000000e001'),
    image: fixtureImage('locale-selector'),
    alt: 'A rail of coats in a bright shop',
  },
  imageAltOnly: {
    _meta: meta('Locale selector image, alt on the image', 'a1b2c3d4-0000-4000-8000-00000000e002'),
    image: fixtureImage('locale-selector', 'Coats on a rail'),
  },

  invalidNoImage: { _meta: meta('No image', 'a1b2c3d4-0000-4000-8000-00000000e0f1'), alt: 'Nothing' },
  invalidVideoForImage: {
    _meta: meta('A video link', 'a1b2c3d4-0000-4000-8000-00000000e0f2'),
    image: {
      ...fixtureImage('locale-selector'),
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/video-link' },
    },
  },
  invalidDotName: {
    _meta: meta('Dot name', 'a1b2c3d4-0000-4000-8000-00000000e0f3'),
    image: fixtureImage('..'),
  },
} as const satisfies Record<string, UnknownEntry>;
