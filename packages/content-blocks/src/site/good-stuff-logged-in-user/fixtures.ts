import { GREETING_DEFAULTS } from '@wardrobe/domain-rules';
import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../fields';
import { goodStuffLoggedInUserSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(goodStuffLoggedInUserSchemaId, name, 'uk/good-stuff-logged-in-user', id);

/** Named logged-in greeting entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const goodStuffLoggedInUserFixtures = {
  default: {
    _meta: meta('Good Stuff greeting', 'a1b2c3d4-0000-4000-8000-000000015001'),
    // The spec's own texts (spec 002 §9 Defaults), written out as an editor's entry would hold them.
    ...GREETING_DEFAULTS,
    enableRefreshCta: true,
  },
  defaultsOnly: { _meta: meta('Greeting, defaults', 'a1b2c3d4-0000-4000-8000-000000015002') },

  invalidRefreshFlagAsText: {
    _meta: meta('Flag as text', 'a1b2c3d4-0000-4000-8000-000000015f01'),
    enableRefreshCta: 'true',
  },
  invalidTitleAsList: {
    _meta: meta('Title as a list', 'a1b2c3d4-0000-4000-8000-000000015f02'),
    headerTitle: ['Hey', '{name}'],
  },
} as const satisfies Record<string, UnknownEntry>;
