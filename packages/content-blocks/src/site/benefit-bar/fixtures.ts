import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../fields';
import { benefitBarSchemaId } from './schema';

const meta = (name: string, id: string) => fixtureMeta(benefitBarSchemaId, name, 'uk/benefit-bar', id);

/** Named benefit-bar entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const benefitBarFixtures = {
  default: {
    _meta: meta('Benefit bar', 'a1b2c3d4-0000-4000-8000-00000000f001'),
    messages: [
      { text: 'Free UK delivery on orders over £50', link: '/delivery' },
      { text: 'Free returns within 28 days' },
    ],
  },
  oneMessage: {
    _meta: meta('Benefit bar, one message', 'a1b2c3d4-0000-4000-8000-00000000f002'),
    messages: [{ text: 'Join Good Stuff for member offers', link: '/create-account' }],
  },

  invalidNoMessages: { _meta: meta('No messages', 'a1b2c3d4-0000-4000-8000-00000000f0f1'), messages: [] },
  invalidBlankMessage: {
    _meta: meta('Blank message', 'a1b2c3d4-0000-4000-8000-00000000f0f2'),
    messages: [{ text: '  ' }],
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'a1b2c3d4-0000-4000-8000-00000000f0f3'),
    messages: [{ text: 'Click', link: 'javascript:alert(1)' }],
  },
} as const satisfies Record<string, UnknownEntry>;
